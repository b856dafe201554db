import { describe, expect, it } from 'vitest';
import { planPeriod, planSaving } from '@/features/home/utils/plan-period';

describe('planPeriod', () => {
  it('says whole months and years in months, anything else in days', () => {
    expect(planPeriod(30)).toEqual({ unit: 'months', count: 1 });
    expect(planPeriod(90)).toEqual({ unit: 'months', count: 3 });
    expect(planPeriod(365)).toEqual({ unit: 'months', count: 12 });
    expect(planPeriod(730)).toEqual({ unit: 'months', count: 24 });
    expect(planPeriod(45)).toEqual({ unit: 'days', count: 45 });
  });
});

describe('planSaving', () => {
  it('is the whole-percent discount, or null without one', () => {
    expect(planSaving(400_000, 500_000)).toBe(20);
    expect(planSaving(699_000, 2_100_000)).toBe(67);
    expect(planSaving(200_000, null)).toBeNull();
    expect(planSaving(200_000, 200_000)).toBeNull();
    expect(planSaving(200_000, 100_000)).toBeNull();
  });
});
