import { describe, expect, it } from 'vitest';
import { showsPromoPopup } from '@/features/promo-popup/utils/route-rule';

describe('promotional popup route rule (spec §2)', () => {
  it('shows the popup per display place, never on tests or partner pages', () => {
    expect(showsPromoPopup('/', 'HOME')).toBe(true);
    expect(showsPromoPopup('/explore', 'HOME')).toBe(false);
    expect(showsPromoPopup('/explore', 'ALL')).toBe(true);
    expect(showsPromoPopup('/practice-test/abc', 'ALL')).toBe(false);
    expect(showsPromoPopup('/practice-test', 'ALL')).toBe(false);
    expect(showsPromoPopup('/thirdparty/practice-test', 'ALL')).toBe(false);
    expect(showsPromoPopup('/eduhome/lesson', 'ALL')).toBe(false);
  });
});
