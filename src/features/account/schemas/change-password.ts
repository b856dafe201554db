/**
 * The change-password form (spec §5): the new password has ≥ 8 characters, an uppercase letter
 * and a digit, no edge spaces, differs from the old one, and is typed twice.
 */
import { object, string, type InferType } from 'yup';
import { LIMITS } from '@/config/constants';
import { vm } from './messages';

const noEdgeSpaces = (value: string | null | undefined) =>
  value === null || value === undefined || value === value.trim();

export const changePasswordSchema = object({
  oldPassword: string().required(vm('oldPassword.required')),
  newPassword: string()
    .required(vm('password.required'))
    .min(LIMITS.PASSWORD_MIN, vm('password.minLength'))
    .matches(/\p{Lu}/u, vm('password.uppercase'))
    .matches(/\d/, vm('password.digit'))
    .test('edge-spaces', vm('password.edgeSpaces'), noEdgeSpaces)
    .test('differs', vm('newPassword.sameAsOld'), function differs(value) {
      return value !== (this.parent as { oldPassword?: string }).oldPassword;
    }),
  // A test rather than oneOf(ref): yup checks oneOf first and would call an empty field a mismatch.
  confirmPassword: string()
    .required(vm('confirmPassword.required'))
    .test('matches', vm('confirmPassword.mismatch'), function matches(value) {
      return value === (this.parent as { newPassword?: string }).newPassword;
    }),
});
export type ChangePasswordFormValues = InferType<typeof changePasswordSchema>;
