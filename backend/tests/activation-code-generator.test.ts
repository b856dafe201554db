/** The code generator: the alphabet has no look-alikes, codes have the grouped format, and hashing ignores case and grouping. */
import {
  ACTIVATION_CODE_ALPHABET,
  formatActivationCode,
  isWellFormedActivationCode,
  normaliseActivationCode,
} from '@contract/activation-rules';
import { describe, expect, it } from 'vitest';
import { codeKeyOf, generateCode, hashCode } from '../src/modules/activation-codes';
import { DEMO_ACTIVATION_CODES } from '../src/modules/activation-codes';

describe('activation code generator', () => {
  it('uses an alphabet without look-alike characters', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(ACTIVATION_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(ACTIVATION_CODE_ALPHABET).size).toBe(ACTIVATION_CODE_ALPHABET.length);
    expect(ACTIVATION_CODE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it('makes 12-character codes in groups of four from the alphabet, each different', () => {
    const codes = Array.from({ length: 2000 }, () => generateCode());
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{4}(-[${ACTIVATION_CODE_ALPHABET}]{4}){2}$`));
      expect(isWellFormedActivationCode(normaliseActivationCode(code))).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up: the draw covers all of it.
    expect(new Set(codes.join('').replaceAll('-', '')).size).toBe(ACTIVATION_CODE_ALPHABET.length);
  });

  it('starts codes with a prefix when asked', () => {
    expect(generateCode('test')).toMatch(/^TEST-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });

  it('hashes the canonical form under the key: case, spaces and dashes do not matter, the key does', () => {
    const key = codeKeyOf({ activationCodeSecret: null, jwtSecret: 'x'.repeat(40) });
    expect(hashCode(key, 'abcd-efgh-2345')).toBe(hashCode(key, 'ABCD EFGH2345'));
    expect(hashCode(key, 'ABCD-EFGH-2345')).not.toBe(hashCode('another key of enough length....', 'ABCD-EFGH-2345'));
    expect(hashCode(key, 'ABCD-EFGH-2345')).toMatch(/^[0-9a-f]{64}$/);
    expect(codeKeyOf({ activationCodeSecret: 's'.repeat(32), jwtSecret: 'x'.repeat(40) })).toBe('s'.repeat(32));
    expect(formatActivationCode('ABCDEFGH2345')).toBe('ABCD-EFGH-2345');
  });

  it('demo codes are codes of the alphabet', () => {
    for (const { code } of Object.values(DEMO_ACTIVATION_CODES)) {
      expect(isWellFormedActivationCode(normaliseActivationCode(code))).toBe(true);
    }
  });
});
