import { describe, expect, it } from 'vitest';
import { checkPassword, sanitizeInput } from '@/components/form/password-checks';

describe('checkPassword', () => {
  it.each([
    ['', { length: false, text: false, capitalize: false }],
    ['abc', { length: false, text: false, capitalize: false }],
    ['12345678', { length: true, text: false, capitalize: false }],
    ['abcdefgh', { length: true, text: false, capitalize: false }],
    ['abcdefg1', { length: true, text: true, capitalize: false }],
    ['Abcdefg1', { length: true, text: true, capitalize: true }],
    ['Ab1', { length: false, text: true, capitalize: true }],
    ['ABCDEFGH', { length: true, text: false, capitalize: true }],
    ['Mậtkhẩu9', { length: true, text: true, capitalize: true }],
  ])('%j → %o', (value, expected) => {
    expect(checkPassword(value)).toEqual(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('Ab1😀😀😀😀').length).toBe(false);
    expect(checkPassword('Ab1😀😀😀😀😀').length).toBe(true);
  });
});

describe('sanitizeInput', () => {
  it('keeps digits only with numberOnly', () => {
    expect(sanitizeInput('12a3 4-5', { numberOnly: true })).toBe('12345');
  });

  it('drops whitespace with ignoreSpace', () => {
    expect(sanitizeInput(' ab c\td\n', { ignoreSpace: true })).toBe('abcd');
  });

  it('leaves the value alone without options', () => {
    expect(sanitizeInput(' a b ', {})).toBe(' a b ');
  });
});
