import { describe, expect, it } from 'vitest';
import { formatVndParts } from '@/features/home/utils/format-vnd';

const text = (amount: number) =>
  formatVndParts(amount)
    .map((p) => p.value)
    .join('')
    .replace(/\s/g, ' ');

describe('formatVndParts', () => {
  it('formats the catalogue prices the Vietnamese way', () => {
    expect(text(200_000)).toBe('200.000 ₫');
    expect(text(699_000)).toBe('699.000 ₫');
    expect(text(1_250_000)).toBe('1.250.000 ₫');
  });

  it('marks only the đồng sign as the currency part', () => {
    const currency = formatVndParts(400_000).filter((p) => p.type === 'currency');
    expect(currency).toEqual([{ type: 'currency', value: '₫' }]);
  });
});
