import { describe, expect, it } from 'vitest';
import { passwordStrength } from '@/lib/validation';

describe('passwordStrength (spec §2, §3)', () => {
  it.each([
    ['', { length: false, text: false, capitalize: false }],
    ['abc', { length: false, text: false, capitalize: false }],
    ['abcdefgh', { length: true, text: false, capitalize: false }],
    ['12345678', { length: true, text: false, capitalize: false }],
    ['abc12345', { length: true, text: true, capitalize: false }],
    ['Abc1', { length: false, text: true, capitalize: true }],
    ['Matkhau1', { length: true, text: true, capitalize: true }],
    ['ĐẸPtrai9', { length: true, text: true, capitalize: true }],
  ])('%j → %o', (value, expected) => {
    expect(passwordStrength(value)).toEqual(expected);
  });
});
