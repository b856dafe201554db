import { describe, expect, it } from 'vitest';
import { extractClassCodeFromPaste } from '@/lib/validation';

const SITE = 'https://hoc.example.vn';

describe('extractClassCodeFromPaste (spec §5)', () => {
  it('keeps only the join-class parameter of a link to this site’s home page', () => {
    expect(extractClassCodeFromPaste(`${SITE}/?joinClassRequest=ABC123`, '', SITE)).toBe('ABC123');
    expect(extractClassCodeFromPaste(`${SITE}?joinClassRequest=ABC123&x=1`, '', SITE)).toBe('ABC123');
    expect(extractClassCodeFromPaste(`  ${SITE}/en?joinClassRequest=XY  `, '', SITE)).toBe('XY');
  });

  it('appends to the current value', () => {
    expect(extractClassCodeFromPaste(`${SITE}/?joinClassRequest=123`, 'ABC', SITE)).toBe('ABC123');
    expect(extractClassCodeFromPaste('DEF', 'ABC', SITE)).toBe('ABCDEF');
  });

  it('uses the pasted text as is otherwise', () => {
    const other = 'https://evil.example.com/?joinClassRequest=ABC';
    expect(extractClassCodeFromPaste(other, '', SITE)).toBe(other);
    const notHome = `${SITE}/classes?joinClassRequest=ABC`;
    expect(extractClassCodeFromPaste(notHome, '', SITE)).toBe(notHome);
    const noParam = `${SITE}/?code=ABC`;
    expect(extractClassCodeFromPaste(noParam, '', SITE)).toBe(noParam);
    expect(extractClassCodeFromPaste('LOP6A', '', SITE)).toBe('LOP6A');
  });
});
