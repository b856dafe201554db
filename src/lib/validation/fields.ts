/**
 * One yup field per rule of spec §5. Forms compose them with `object({...})` (see forms.ts).
 * Every message is a `validation:` i18n key (see messages.ts).
 */
import { boolean, mixed, number, string, type StringSchema } from 'yup';
import type { SiteEdition } from '@contract/grade-editions';
import { AVATAR_EXTENSIONS, AVATAR_MIME_TYPES, LIMITS, ROLES, type RoleCode } from '@/config/constants';
import { vm, type ValidationMessageKey } from './messages';
import {
  DIGIT_PATTERN,
  EMAIL_PATTERN,
  GRADE_CODE_PATTERN,
  IE_GRADE_CODE_PATTERN,
  NON_BLANK_PATTERN,
  PHONE_PATTERN,
  TEXT_PATTERN,
  UPPERCASE_PATTERN,
  WORDS_PATTERN,
} from './patterns';

const notBlank = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;
const noEdgeSpaces = (value: string | null | undefined) =>
  value === null || value === undefined || value === value.trim();

/** Required, and whitespace alone counts as empty. */
function requiredText(message: ValidationMessageKey) {
  return string().required(message).test('not-blank', message, notBlank);
}

export const activationCodeField = () =>
  requiredText(vm('activationCode.required')).test('edge-spaces', vm('activationCode.edgeSpaces'), noEdgeSpaces);

export const classCodeField = () =>
  requiredText(vm('classCode.required')).test('edge-spaces', vm('classCode.edgeSpaces'), noEdgeSpaces);

/**
 * The gift grade id. `availableGradeIds` limits the choice to grades with a configured gift
 * list (spec §3); without it any grade is accepted.
 */
export const giftGradeField = (availableGradeIds?: readonly number[]) =>
  number()
    .typeError(vm('giftGrade.required'))
    .required(vm('giftGrade.required'))
    .test(
      'available',
      vm('giftGrade.unavailable'),
      (value) => !availableGradeIds || value === undefined || availableGradeIds.includes(value),
    );

export const phoneField = () => requiredText(vm('phone.required')).matches(PHONE_PATTERN, vm('phone.invalid'));

/** Length and form of an e-mail address; `allowEmpty` lets '' pass the form check. */
function withEmailRules(schema: StringSchema<string>, allowEmpty: boolean): StringSchema<string> {
  return schema
    .max(LIMITS.EMAIL_MAX, vm('email.tooLong'))
    .matches(EMAIL_PATTERN, { message: vm('email.invalid'), excludeEmptyString: allowEmpty });
}

export const emailField = () => withEmailRules(requiredText(vm('email.required')), false);

/** An e-mail that may be left empty ('' rather than undefined), e.g. on the account profile. */
export const optionalEmailField = () => withEmailRules(string().defined(), true);

type NameKind = 'givenName' | 'surname' | 'fullName';

/** Given name, surname-and-middle name, full name: required, ≤ 30, no edge spaces. */
const nameField = (kind: NameKind) =>
  requiredText(vm(`${kind}.required`))
    .max(LIMITS.NAME_MAX, vm(`${kind}.tooLong`))
    .test('edge-spaces', vm(`${kind}.edgeSpaces`), noEdgeSpaces);

export const givenNameField = () => nameField('givenName');
export const surnameField = () => nameField('surname');
export const fullNameField = () => nameField('fullName');

/** ≥ 8 characters, ≥ 1 uppercase letter, ≥ 1 digit, no leading or trailing space. */
export const passwordField = () =>
  string()
    .required(vm('password.required'))
    .min(LIMITS.PASSWORD_MIN, vm('password.minLength'))
    .matches(UPPERCASE_PATTERN, vm('password.uppercase'))
    .matches(DIGIT_PATTERN, vm('password.digit'))
    .test('edge-spaces', vm('password.edgeSpaces'), noEdgeSpaces);

/**
 * Must equal the sibling field `matchField`. A test rather than `oneOf(ref)`: yup checks
 * `oneOf` before every other rule, which would report "do not match" for an empty field.
 */
export const confirmPasswordField = (matchField = 'password') =>
  string()
    .required(vm('confirmPassword.required'))
    .test('matches', vm('confirmPassword.mismatch'), function matches(value) {
      return value === (this.parent as Record<string, unknown> | undefined)?.[matchField];
    });

export const oldPasswordField = () => string().required(vm('oldPassword.required'));

/** A valid password that differs from the sibling field `oldField`. */
export const newPasswordField = (oldField = 'oldPassword') =>
  passwordField().test('differs', vm('newPassword.sameAsOld'), function differs(value) {
    return value !== (this.parent as Record<string, unknown> | undefined)?.[oldField];
  });

export const acceptTermsField = () => boolean().required(vm('acceptTerms.required')).isTrue(vm('acceptTerms.required'));

export const roleField = () =>
  string<RoleCode>()
    .required(vm('role.required'))
    .oneOf([...ROLES], vm('role.required'));

export const voucherCodeField = () => requiredText(vm('voucherCode.required'));

/** The edition's grade codes: G and one or two digits, or on the international edition Y2–Y13 and UNI. */
export const gradeCodeField = (edition: SiteEdition = 'standard') =>
  string()
    .required(vm('gradeCode.invalid'))
    .matches(edition === 'international' ? IE_GRADE_CODE_PATTERN : GRADE_CODE_PATTERN, vm('gradeCode.invalid'));

/** A grade id that may be unset: null when none is chosen, never undefined. */
export const optionalGradeIdField = () => number().nullable().defined();

/** Letters, digits and punctuation, words separated by single spaces (empty allowed). */
export const textField = () =>
  string().matches(TEXT_PATTERN, { message: vm('text.invalid'), excludeEmptyString: true });

/** Words separated by whitespace, no leading or trailing whitespace (empty allowed). */
export const wordsField = () =>
  string().matches(WORDS_PATTERN, { message: vm('text.edgeSpaces'), excludeEmptyString: true });

/** At least one non-space character. */
export const nonBlankField = () => string().required(vm('text.blank')).matches(NON_BLANK_PATTERN, vm('text.blank'));

/** Login name: a 10-digit phone number or an e-mail address. */
export const usernameField = () =>
  requiredText(vm('username.required')).test(
    'phone-or-email',
    vm('username.invalid'),
    (value) =>
      typeof value === 'string' &&
      (PHONE_PATTERN.test(value) || (value.length <= LIMITS.EMAIL_MAX && EMAIL_PATTERN.test(value))),
  );

// ---------------------------------------------------------------------------------------------
// Profile image

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.size === 'number' && typeof v.type === 'string';
}

/**
 * The first rule a profile image breaks, or null: at most 2 MB, and a .jpg/.jpeg/.png file
 * (the MIME type must agree when the browser gives one).
 */
export function validateAvatarFile(file: FileLike): ValidationMessageKey | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk = file.name.includes('.') && (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
  const mimeOk = file.type === '' || (AVATAR_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !mimeOk) return vm('avatar.invalidType');
  if (file.size > LIMITS.AVATAR_MAX_BYTES) return vm('avatar.tooLarge');
  return null;
}

/** Optional profile image field (null or undefined when none is chosen). */
export const avatarField = () =>
  mixed<FileLike>((value): value is FileLike => isFileLike(value))
    .nullable()
    .test('avatar-type', vm('avatar.invalidType'), (file) =>
      !file ? true : validateAvatarFile(file) !== vm('avatar.invalidType'),
    )
    .test('avatar-size', vm('avatar.tooLarge'), (file) =>
      !file ? true : validateAvatarFile(file) !== vm('avatar.tooLarge'),
    );
