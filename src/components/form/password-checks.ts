import { LIMITS } from '@contract/constants';

/** The three live checks of the password hint (spec §5), named like the spec's strength result. */
export interface PasswordChecks {
  /** At least 8 characters. */
  length: boolean;
  /** Contains both letters and digits. */
  text: boolean;
  /** Contains an uppercase letter. */
  capitalize: boolean;
}

export const PASSWORD_CHECK_KEYS = [
  'length',
  'text',
  'capitalize',
] as const satisfies readonly (keyof PasswordChecks)[];

export function checkPassword(value: string): PasswordChecks {
  return {
    // Count code points, not UTF-16 units, so an emoji counts as one character.
    length: Array.from(value).length >= LIMITS.PASSWORD_MIN,
    text: /\p{L}/u.test(value) && /\p{Nd}/u.test(value),
    capitalize: /\p{Lu}/u.test(value),
  };
}

export interface SanitizeOptions {
  /** Keep digits only. */
  numberOnly?: boolean;
  /** Drop every whitespace character. */
  ignoreSpace?: boolean;
}

export function sanitizeInput(value: string, { numberOnly, ignoreSpace }: SanitizeOptions): string {
  let result = value;
  if (numberOnly) result = result.replace(/\D+/g, '');
  if (ignoreSpace) result = result.replace(/\s+/g, '');
  return result;
}
