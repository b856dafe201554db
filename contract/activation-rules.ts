/**
 * Activation codes (spec §4, §5, §7): TypeBox-free values shared by the API, the web and the
 * code generator.
 */

/** What a code grants: one test, a quantity of test openings, or the right to an adaptive test. */
export const ACTIVATION_GRANT_KINDS = ['TEST', 'QUANTITY', 'ADAPTIVE_TEST'] as const;
export type ActivationGrantKind = (typeof ACTIVATION_GRANT_KINDS)[number];

/**
 * The characters codes are made of: digits and capitals without the look-alikes 0/O, 1/I/L.
 * Codes are shown in groups of four joined by '-'; dashes, spaces and case do not matter when typed.
 */
export const ACTIVATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACTIVATION_CODE_GROUP = 4;
/** The longest code a caller may send (generous: codes are 12 characters plus dashes). */
export const ACTIVATION_CODE_MAX_LENGTH = 64;

/** Failure codes of the activation calls; the web shows §8's message for every one about the code. */
export const ACTIVATION_ERROR_CODES = {
  INVALID: 'ACTIVATION_CODE_INVALID',
  EXPIRED: 'ACTIVATION_CODE_EXPIRED',
  USED_UP: 'ACTIVATION_CODE_USED_UP',
  USER_LIMIT: 'ACTIVATION_CODE_USER_LIMIT_REACHED',
  ALREADY_OWNED: 'ACTIVATION_CODE_ALREADY_OWNED',
  WRONG_KIND: 'ACTIVATION_CODE_WRONG_KIND',
} as const;

/** The canonical form of a typed code: upper case, dashes and spaces removed. */
export function normaliseActivationCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/** Whether a canonical code can be one of ours: only alphabet characters, 8 to 32 of them. */
export function isWellFormedActivationCode(canonical: string): boolean {
  if (canonical.length < 8 || canonical.length > 32) return false;
  for (const char of canonical) if (!ACTIVATION_CODE_ALPHABET.includes(char)) return false;
  return true;
}

/** Groups a canonical code for display: ABCD-EFGH-JKMN. */
export function formatActivationCode(canonical: string): string {
  return canonical.match(new RegExp(`.{1,${ACTIVATION_CODE_GROUP}}`, 'g'))?.join('-') ?? canonical;
}
