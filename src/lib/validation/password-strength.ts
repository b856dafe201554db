import { LIMITS } from '@/config/constants';
import { DIGIT_PATTERN, LETTER_PATTERN, UPPERCASE_PATTERN } from './patterns';

/** The three live checks of the password hint (spec §2 shared controls, §3). */
export interface PasswordStrength {
  /** At least 8 characters. */
  length: boolean;
  /** Both letters and digits. */
  text: boolean;
  /** At least one uppercase letter. */
  capitalize: boolean;
}

export function passwordStrength(value: string | null | undefined): PasswordStrength {
  const v = value ?? '';
  return {
    length: v.length >= LIMITS.PASSWORD_MIN,
    text: LETTER_PATTERN.test(v) && DIGIT_PATTERN.test(v),
    capitalize: UPPERCASE_PATTERN.test(v),
  };
}
