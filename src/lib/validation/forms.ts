/** Form schemas composed from the fields of spec §5. Form value types via InferType. */
import { object, string, type InferType } from 'yup';
import {
  acceptTermsField,
  activationCodeField,
  avatarField,
  confirmPasswordField,
  emailField,
  fullNameField,
  givenNameField,
  newPasswordField,
  oldPasswordField,
  optionalEmailField,
  optionalGradeIdField,
  passwordField,
  phoneField,
  roleField,
  surnameField,
  usernameField,
} from './fields';
import { vm } from './messages';

/** Login: a 10-digit phone number or an e-mail, and a password. */
export const loginSchema = object({
  username: usernameField(),
  password: string().required(vm('password.required')),
});
export type LoginFormValues = InferType<typeof loginSchema>;

export const activationCodeSchema = object({ code: activationCodeField() });
export type ActivationCodeFormValues = InferType<typeof activationCodeSchema>;

export const registerSchema = object({
  surname: surnameField(),
  givenName: givenNameField(),
  phone: phoneField(),
  password: passwordField(),
  confirmPassword: confirmPasswordField('password'),
  role: roleField(),
  acceptTerms: acceptTermsField(),
});
export const changePasswordSchema = object({
  oldPassword: oldPasswordField(),
  newPassword: newPasswordField('oldPassword'),
  confirmPassword: confirmPasswordField('newPassword'),
});
export type ChangePasswordFormValues = InferType<typeof changePasswordSchema>;

export const profileSchema = object({
  fullName: fullNameField(),
  email: emailField(),
  avatar: avatarField(),
});
/**
 * The account page's profile form: the picture has its own form there, the e-mail may be left
 * empty, and the grade may be unset.
 */
export const editProfileSchema = object({
  fullName: fullNameField(),
  email: optionalEmailField(),
  gradeId: optionalGradeIdField(),
});
export type EditProfileFormValues = InferType<typeof editProfileSchema>;
