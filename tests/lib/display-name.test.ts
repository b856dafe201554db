import { describe, expect, it } from 'vitest';
import { splitDisplayName } from '@/lib/display-name';

describe('splitDisplayName (spec §3)', () => {
  it('splits the last word from the rest', () => {
    expect(splitDisplayName('Nguyễn Văn An')).toEqual({ rest: 'Nguyễn Văn', last: 'An' });
  });
  it('trims and collapses spaces', () => {
    expect(splitDisplayName('  Trần   Thị  Bích   ')).toEqual({ rest: 'Trần Thị', last: 'Bích' });
  });
  it('gives an empty rest for one word and empty parts for no name', () => {
    expect(splitDisplayName('Minh')).toEqual({ rest: '', last: 'Minh' });
    expect(splitDisplayName('   ')).toEqual({ rest: '', last: '' });
    expect(splitDisplayName(null)).toEqual({ rest: '', last: '' });
  });
});
