import { describe, expect, it } from 'vitest';
import { accountKeys } from '@/features/account/api/keys';
import { cartKeys } from '@/features/cart/api/keys';
import { checkoutKeys } from '@/features/checkout/api/keys';
import { classKeys } from '@/features/classes/api/keys';
import { homeKeys } from '@/features/home/api/keys';
import { myTestsKeys } from '@/features/my-tests/api/keys';
import { playerKeys } from '@/features/player/api/keys';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { commerceKeys } from '@/lib/commerce/api/keys';
import { profileKeys } from '@/lib/profile/api/keys';
import { pathWithQuery } from '@/lib/api/query';

describe('SWR keys: one idiom, the API path with a canonical query string', () => {
  it('sorts the query, leaves empty values out, and drops the ? when nothing is left', () => {
    expect(pathWithQuery('/p', { b: 2, a: 'x', c: '', d: undefined, e: null, f: Number.NaN })).toBe('/p?a=x&b=2');
    expect(pathWithQuery('/p', { a: '' })).toBe('/p');
    expect(pathWithQuery('/p', undefined)).toBe('/p');
  });

  it('gives every key of every factory as a string', () => {
    const keys = [
      catalogueKeys.grades(),
      catalogueKeys.unitTests({ page: 1, grade: 'G6' }),
      catalogueKeys.unitTestFacets(),
      catalogueKeys.unitTest('de 1'),
      catalogueKeys.ownedUnitTests(),
      catalogueKeys.memberships(),
      catalogueKeys.saleAssets(),
      catalogueKeys.banners({ type: 'POPUP', site: 'ENGLAB', status: 'ACTIVE' }),
      catalogueKeys.appSetting('user-manual'),
      homeKeys.openAttempts(),
      homeKeys.recentResults(),
      homeKeys.dailyGoal(),
      myTestsKeys.myResults(1, 10),
      playerKeys.result(90),
      accountKeys.profile(),
      profileKeys.profile(),
      accountKeys.loginSessions(1),
      classKeys.myClasses(),
      classKeys.myClass('lop-6a'),
      classKeys.calendar('2026-11-23', '2026-11-29'),
      classKeys.countByDate('2026-11-23', '2026-11-29'),
      classKeys.skills('2026-11-23', '2026-11-29'),
      classKeys.countMission(),
      commerceKeys.orders(1),
      commerceKeys.order('T-1'),
      commerceKeys.quantityUse(),
      cartKeys.mine(),
      cartKeys.preview([3, 5]),
      checkoutKeys.quote({ type: 'UNIT_TEST', id: 3 }, true),
      checkoutKeys.examPackages(false),
    ];
    for (const key of keys) expect(key).toMatch(/^\/[^?]*(\?[^?]+)?$/);
  });

  it('keys the home’s latest results and My tests’ pages under the results path, apart', () => {
    expect(homeKeys.recentResults()).toBe('/itf/unit-tests-result/mine?page=1&pageSize=3');
    expect(myTestsKeys.myResults(2, 10)).toBe('/itf/unit-tests-result/mine?page=2&pageSize=10');
    expect(catalogueKeys.memberships()).toBe('/sale-asset/memberships?roleCode=STUDENT');
  });

  it('keys a result read with a share code apart from the owner’s', () => {
    expect(playerKeys.result(90)).toBe('/itf/unit-tests-result/90');
    expect(playerKeys.result(90, 'R-abc')).toBe('/itf/unit-tests-result/90?shareCode=R-abc');
  });

  it('keys a date range of the classes by its days, and the orders by page', () => {
    expect(classKeys.calendar('2026-11-23', '2026-11-29')).toBe(
      '/student/unit-tests/calendar?from=2026-11-23&to=2026-11-29',
    );
    expect(classKeys.skills('2026-11-01', '2026-11-30')).not.toBe(classKeys.skills('2026-10-01', '2026-10-31'));
    expect(commerceKeys.orders(2)).toMatch(/^\/itf\/orders\?page=2&pageSize=\d+$/);
  });

  it('keys a price and the exam packages apart for a guest and a signed-in user', () => {
    const purchase = { type: 'UNIT_TEST', id: 3 } as const;
    expect(checkoutKeys.quote(purchase, true)).toBe('/itf/checkout/quote?id=3&type=UNIT_TEST&viewer=user');
    expect(checkoutKeys.quote(purchase, false)).not.toBe(checkoutKeys.quote(purchase, true));
    expect(checkoutKeys.examPackages(true)).not.toBe(checkoutKeys.examPackages(false));
    expect(cartKeys.preview([])).toBeNull();
  });

  it('keys the profile once, where the session, the account and the home all read it', () => {
    expect(profileKeys.profile()).toBe('/account/profile');
    expect(accountKeys.profile()).toBe(profileKeys.profile());
  });
});
