/** Patterns of spec §5. */
export { GRADE_CODE_PATTERN } from '@/config/constants';

/** Exactly 10 digits (spec §5, §9). */
export const PHONE_PATTERN = /^\d{10}$/;

/**
 * A well-formed address: a local part, '@', and a dotted domain ending in a 2+ letter label.
 * Stricter than the HTML spec's pattern, which accepts 'a@b'.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Punctuation allowed in free text beside letters (any script, with marks) and digits. */
const TEXT_CHAR = "[\\p{L}\\p{M}\\p{N}.,!?'\"()\\-/:;&@#%+_’“”]";

/**
 * Letters, digits and the punctuation above, words separated by one space, no leading or
 * trailing space: 'Lớp 6A, năm 2024' passes; 'a  b', ' a', 'a <b>' do not.
 */
export const TEXT_PATTERN = new RegExp(`^${TEXT_CHAR}+(?: ${TEXT_CHAR}+)*$`, 'u');

/** Non-space runs separated by whitespace: no leading or trailing whitespace. */
export const WORDS_PATTERN = /^\S+(?:\s+\S+)*$/;

/** At least one non-space character. */
export const NON_BLANK_PATTERN = /\S/;

export const UPPERCASE_PATTERN = /\p{Lu}/u;
export const DIGIT_PATTERN = /\d/;
export const LETTER_PATTERN = /\p{L}/u;
