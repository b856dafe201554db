import { describe, expect, it } from 'vitest';
import { pageItems } from '@/features/explore/components/pagination';

describe('pageItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, last and current pages with neighbours, gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap-end', 8]);
    expect(pageItems(5, 8)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8]);
  });
});
