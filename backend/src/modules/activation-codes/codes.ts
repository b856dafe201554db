/**
 * Making and storing codes: drawn from a cryptographically secure source (`randomInt`, no modulo
 * bias) in the alphabet without look-alikes, grouped by four, and stored only as an HMAC under
 * the server's key, so a copy of the database gives no usable code.
 */
import { createHmac, randomInt } from 'node:crypto';
import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_CODE_GROUP,
  formatActivationCode,
  normaliseActivationCode,
} from '@contract/activation-rules';

/** Characters in a generated code: 12, about 59 bits. */
const GENERATED_CODE_LENGTH = 12;

/** A fresh code, e.g. 7KQM-X2FD-R9HT; an optional prefix (alphabet characters) starts it. */
export function generateCode(prefix = '', length = GENERATED_CODE_LENGTH): string {
  const start = normaliseActivationCode(prefix);
  let canonical = start;
  while (canonical.length < Math.max(length, start.length + ACTIVATION_CODE_GROUP)) {
    canonical += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  }
  return formatActivationCode(canonical);
}

/** The key codes are hashed under: the configured secret, or one derived from the signing secret. */
export function codeKeyOf(config: { activationCodeSecret: string | null; jwtSecret: string }): string {
  return config.activationCodeSecret ?? createHmac('sha256', config.jwtSecret).update('activation-codes').digest('hex');
}

/** What is stored for a code: its HMAC (hex) of the canonical form. */
export function hashCode(key: string, code: string): string {
  return createHmac('sha256', key).update(normaliseActivationCode(code)).digest('hex');
}

/** What listings show of a code: its first group and last two characters (ABCD…9T). */
export function hintOf(code: string): string {
  const canonical = normaliseActivationCode(code);
  return `${canonical.slice(0, ACTIVATION_CODE_GROUP)}…${canonical.slice(-2)}`;
}
