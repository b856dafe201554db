/**
 * The input rules of spec §5, written once as regular-expression sources (no TypeBox here, so
 * the web app can import them without the schema builder). The API's field schemas
 * (`contract/fields.ts`) and the web's yup fields (`src/lib/validation`) are both built from
 * these; use `new RegExp(SOURCE, 'u')` where a RegExp is needed.
 */
import { LIMITS } from './constants';

/** Exactly 10 digits (spec §5, §9). */
export const PHONE_SOURCE = `^[0-9]{${LIMITS.PHONE_LENGTH}}$`;

/**
 * A well-formed address: a local part, '@', and a dotted domain ending in a 2+ letter label.
 * Stricter than the HTML spec's pattern, which accepts 'a@b'.
 */
export const EMAIL_SOURCE =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.[A-Za-z]{2,}$";

/** A sign-in name: a 10-digit phone number or an e-mail address. */
export const USERNAME_SOURCE = `^(?:[0-9]{${LIMITS.PHONE_LENGTH}}|${EMAIL_SOURCE.slice(1, -1)})$`;

/** Something with no leading or trailing whitespace, and not empty. */
export const NO_EDGE_SPACE_SOURCE = '^\\S(?:.*\\S)?$';

/**
 * Control characters and unpaired surrogates: nothing a person types, and what breaks exports and
 * other apps that show the text (tabs and line breaks are typed, so they stay allowed).
 * Unicode-mode sources, as Ajv compiles them.
 */
const UNTYPED = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\u{D800}-\\u{DFFF}';

/** A name on one line: not empty, no leading or trailing whitespace, nothing untyped. */
export const NAME_LINE_SOURCE = `^(?!.*[${UNTYPED}])\\S(?:.*\\S)?$`;

/** Free text (several lines allowed) with nothing untyped. */
export const TYPED_TEXT_SOURCE = `^[^${UNTYPED}]*$`;

/** Spec §5: an uppercase letter and a digit, no leading or trailing space (length apart). */
export const NEW_PASSWORD_SOURCE = '^(?=.*\\p{Lu})(?=.*[0-9])\\S(?:.*\\S)?$';

export const OTP_CODE_SOURCE = '^[0-9]{6}$';

/** Non-IE grade codes: G followed by 1 or 2 digits (spec §3, §5). */
const GRADE_CODE_SOURCE = '^G[0-9]{1,2}$';
/** IE grade codes (decision 0056): Y and the school year 2–13, or UNI for a learner past school. */
const IE_GRADE_CODE_SOURCE = '^(?:Y(?:[2-9]|1[0-3])|UNI)$';
/** A code of a grade that exists (G1–G13), in either edition's form. */
export const ANY_GRADE_CODE_SOURCE = '^(?:G(?:[1-9]|1[0-3])|Y(?:[2-9]|1[0-3])|UNI)$';

/** Upper bound of a password being checked (not chosen), to keep hashing bounded. */
export const PASSWORD_MAX = 128;

/** Verification and first-login tokens are 43 characters; the margin only keeps junk bounded. */
export const TOKEN_MAX = 256;

export const PHONE_PATTERN = new RegExp(PHONE_SOURCE);
export const EMAIL_PATTERN = new RegExp(EMAIL_SOURCE);
export const GRADE_CODE_PATTERN = new RegExp(GRADE_CODE_SOURCE);
export const IE_GRADE_CODE_PATTERN = new RegExp(IE_GRADE_CODE_SOURCE);
