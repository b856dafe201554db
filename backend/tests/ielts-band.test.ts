import { describe, expect, it } from 'vitest';
import { ieltsBandOf } from '../src/modules/scoring';

describe('the band of an IELTS result', () => {
  it('reads the share of marks as a share of 40 on the Academic Reading table', () => {
    expect(ieltsBandOf(73, 40, 40)).toBe(9);
    expect(ieltsBandOf(73, 30, 40)).toBe(7);
    expect(ieltsBandOf(73, 15, 21)).toBe(6.5); // 28.6 of 40 → 29
    expect(ieltsBandOf(73, 12, 24)).toBe(5.5); // 20 of 40
    expect(ieltsBandOf(73, 0, 16)).toBe(0);
  });

  it('uses the Listening table for IELTS Listening', () => {
    expect(ieltsBandOf(72, 32, 40)).toBe(7.5);
    expect(ieltsBandOf(73, 32, 40)).toBe(7);
  });

  it('is null for other tests and when nothing was marked', () => {
    expect(ieltsBandOf(null, 5, 10)).toBeNull();
    expect(ieltsBandOf(14, 5, 10)).toBeNull(); // not an IELTS certificate
    expect(ieltsBandOf(79, 0, 0)).toBeNull();
  });
});
