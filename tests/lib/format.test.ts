import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney, formatMoneyParts, formatNumber } from '@/lib/format';
import { createTestI18n } from '../test-utils';

describe('one locale-aware formatter', () => {
  it('writes numbers the way each language does', () => {
    expect(formatNumber(0.5, 'vi')).toBe('0,5');
    expect(formatNumber(0.5, 'en')).toBe('0.5');
    expect(formatNumber(8.75, 'vi')).toBe('8,75');
  });

  it('says a duration without empty units', async () => {
    const vi = (await createTestI18n('vi')).getFixedT('vi', 'common');
    const en = (await createTestI18n('en')).getFixedT('en', 'common');
    expect(formatDuration(3, vi)).toBe('3 giây');
    expect(formatDuration(125, vi)).toBe('2 phút 5 giây');
    expect(formatDuration(120, vi)).toBe('2 phút');
    expect(formatDuration(3725, vi)).toBe('1 giờ 2 phút 5 giây');
    expect(formatDuration(0, vi)).toBe('0 giây');
    expect(formatDuration(1, en)).toBe('1 second');
    expect(formatDuration(61, en)).toBe('1 minute 1 second');
  });

  it('prints money the way each language does', () => {
    expect(formatMoney(200_000, 'vi')).toBe('200.000\u00a0₫');
    expect(formatMoney(200_000, 'en')).toBe('₫200,000');
  });

  it('splits money into the number and the đồng sign, joining back to the same text', () => {
    for (const language of ['vi', 'en']) {
      const parts = formatMoneyParts(1_250_000, language);
      expect(parts.map((part) => part.value).join('')).toBe(formatMoney(1_250_000, language));
      expect(parts.filter((part) => part.type === 'currency')).toEqual([{ type: 'currency', value: '₫' }]);
    }
  });
});
