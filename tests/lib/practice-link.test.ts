import { describe, expect, it } from 'vitest';
import { decodePracticeLink, encodeResultLink, encodeTestLink, looksLikePracticeLink } from '@/lib/practice-link';

describe('practice links', () => {
  it('round-trips a test link with and without a share code', () => {
    const shared = encodeTestLink(42, 'abcDEF123_-abcDEF123_-');
    expect(shared).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(looksLikePracticeLink(shared)).toBe(true);
    expect(decodePracticeLink(shared)).toEqual({ kind: 'test', testId: 42, shareCode: 'abcDEF123_-abcDEF123_-' });
    expect(decodePracticeLink(encodeTestLink(7, null))).toEqual({ kind: 'test', testId: 7, shareCode: null });
  });

  it('round-trips a result link (the result prefix)', () => {
    const link = encodeResultLink(901, 'codecodecodecodecode22');
    expect(looksLikePracticeLink(link)).toBe(true);
    expect(decodePracticeLink(link)).toEqual({ kind: 'result', resultId: 901, shareCode: 'codecodecodecodecode22' });
  });

  it('never mistakes a slug for a link', () => {
    expect(looksLikePracticeLink('intl-vstep-a1-1')).toBe(false);
    expect(looksLikePracticeLink('giua-ky-1-lop-6')).toBe(false);
  });

  it('rejects tampered links, a wrong key and garbage instead of throwing', () => {
    const link = encodeTestLink(42, null);
    const tampered = `${link.slice(0, 30)}${link[30] === 'A' ? 'B' : 'A'}${link.slice(31)}`;
    expect(decodePracticeLink(tampered)).toBeNull();
    expect(decodePracticeLink(link, 'another-key')).toBeNull();
    expect(decodePracticeLink('VTJGc2RHVmtYMTxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')).toBeNull();
    expect(decodePracticeLink('')).toBeNull();
  });
});
