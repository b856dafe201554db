/** Patterns of spec §5: the ones the API checks too come from the contract. */
export { EMAIL_PATTERN, GRADE_CODE_PATTERN, IE_GRADE_CODE_PATTERN, PHONE_PATTERN } from '@contract/patterns';

/** Punctuation allowed in free text beside letters (any script, with marks) and digits. */
const TEXT_CHAR = '[\\p{L}\\p{M}\\p{N}.,!?\'"()\\-/:;&@#%+_’“”]';

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
