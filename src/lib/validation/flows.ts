/** Schemas of the sign-in flows that go beyond the plain forms of forms.ts. */
import { number, object, type InferType } from 'yup';
import { LIMITS } from '@/config/constants';
import { confirmPasswordField, givenNameField, passwordField, usernameField } from './fields';
import { registerSchema } from './forms';
import { vm } from './messages';

/**
 * Registration form: the spec's fields plus the grade, which only a student picks and which is
 * optional (it can be set later on the account page). The account's full name is
 * "surname given-name" and is itself limited to 30 characters, so the two together are checked
 * here — before a code is spent, rather than by the server after it.
 */
export const registerFormSchema = registerSchema.shape({
  givenName: givenNameField().test('full-name-length', vm('fullName.tooLong'), function fits(value) {
    const surname = (this.parent as Record<string, unknown> | undefined)?.surname;
    if (typeof surname !== 'string' || typeof value !== 'string') return true;
    return `${surname.trim()} ${value.trim()}`.length <= LIMITS.NAME_MAX;
  }),
  gradeId: number().nullable().default(null),
});
export type RegisterFormInput = InferType<typeof registerFormSchema>;

/** Password recovery, first step: the phone number or e-mail of the account. */
export const recoverySchema = object({ username: usernameField() });
export type RecoveryFormValues = InferType<typeof recoverySchema>;

/**
 * A new password (with confirmation) that must differ from `previous` when it is known (the
 * temporary password of a first login).
 */
export const newPasswordSchema = (previous?: string) =>
  object({
    password: passwordField().test(
      'differs',
      vm('newPassword.sameAsOld'),
      (value) => previous === undefined || value !== previous,
    ),
    confirmPassword: confirmPasswordField('password'),
  });
export type NewPasswordFormValues = InferType<ReturnType<typeof newPasswordSchema>>;
