import { describe, expect, it } from 'vitest';
import { showsFloatingButtons, showsGiftIcon, showsScrollToTop } from '@/features/floating-buttons/utils/route-rules';

describe('floating buttons route rules (spec §2)', () => {
  it('hides floating buttons on practice tests, event, forbidden, third party and the index', () => {
    for (const path of [
      '/practice-test/abc',
      '/practice-test/event',
      '/403',
      '/thirdparty/practice-test',
      '/practice-test',
    ]) {
      expect(showsFloatingButtons(path)).toBe(false);
    }
    for (const path of ['/', '/explore', '/account', '/login', '/classes/abc']) {
      expect(showsFloatingButtons(path)).toBe(true);
    }
  });

  it('shows scroll-to-top only on home, explore and my tests', () => {
    expect(showsScrollToTop('/')).toBe(true);
    expect(showsScrollToTop('/en/explore')).toBe(true);
    expect(showsScrollToTop('/unit-test/mine')).toBe(true);
    expect(showsScrollToTop('/unit-test/mine/r1')).toBe(false);
    expect(showsScrollToTop('/account')).toBe(false);
  });

  it('shows the gift icon except on login and practice tests', () => {
    expect(showsGiftIcon('/')).toBe(true);
    expect(showsGiftIcon('/login')).toBe(false);
    expect(showsGiftIcon('/practice-test')).toBe(false);
    expect(showsGiftIcon('/practice-test/abc')).toBe(false);
  });
});
