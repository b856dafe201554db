import { describe, expect, it } from 'vitest';
import {
  collapseSpaces,
  normalizeSearchText,
  punctuationToSpaces,
  removeLineBreaks,
  stripVietnameseDiacritics,
} from '@/lib/text';

describe('text helpers (spec §5)', () => {
  it('strips Vietnamese diacritics, including đ and Đ', () => {
    expect(stripVietnameseDiacritics('Tiếng Việt đẹp lắm')).toBe('Tieng Viet dep lam');
    expect(stripVietnameseDiacritics('ĐỀ THI ĐÁNH GIÁ NĂNG LỰC')).toBe('DE THI DANH GIA NANG LUC');
    expect(stripVietnameseDiacritics('ă â ê ô ơ ư ỳ ỹ')).toBe('a a e o o u y y');
    // Already decomposed input (NFD) is handled too.
    expect(stripVietnameseDiacritics('Vie\u0302\u0323t')).toBe('Viet');
  });

  it('turns punctuation and symbols into spaces', () => {
    expect(punctuationToSpaces('a,b-c!d?(e)')).toBe('a b c d  e ');
    expect(punctuationToSpaces('x+y=z "q"')).toBe('x y z  q ');
    expect(punctuationToSpaces('lớp 6')).toBe('lớp 6');
  });

  it('collapses whitespace runs and trims', () => {
    expect(collapseSpaces('  a   b\t\tc  ')).toBe('a b c');
    expect(collapseSpaces('   ')).toBe('');
  });

  it('removes line breaks and br tags of any case', () => {
    expect(removeLineBreaks('a\r\nb\nc\rd')).toBe('a b c d');
    expect(removeLineBreaks('a<br>b<BR/>c<br />d<Br  />e')).toBe('a b c d e');
    expect(removeLineBreaks('<bread>')).toBe('<bread>');
  });

  it('normalizes text for search with the whole chain', () => {
    expect(normalizeSearchText('  Tiếng<br/>VIỆT,   lớp 6!\r\nĐề  ')).toBe('tieng viet lop 6 de');
    expect(normalizeSearchText('IELTS — Reading')).toBe('ielts reading');
  });
});
