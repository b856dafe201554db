/**
 * Schemas of the fields several endpoints accept, built from the rules in `patterns.ts` so the
 * same input gets the same answer from the API and from the web app's forms.
 */
import { Type } from '@sinclair/typebox';
import { DEVICE_KINDS, GRADES, LIMITS } from './constants';
import { Nullable, StringEnum } from './http';
import {
  EMAIL_SOURCE,
  NEW_PASSWORD_SOURCE,
  NO_EDGE_SPACE_SOURCE,
  OTP_CODE_SOURCE,
  PASSWORD_MAX,
  PHONE_SOURCE,
  TOKEN_MAX,
  USERNAME_SOURCE,
} from './patterns';

export const PhoneField = Type.String({
  minLength: LIMITS.PHONE_LENGTH,
  maxLength: LIMITS.PHONE_LENGTH,
  pattern: PHONE_SOURCE,
  description: 'A 10-digit phone number',
});

export const UsernameField = Type.String({
  minLength: 1,
  maxLength: LIMITS.EMAIL_MAX,
  pattern: USERNAME_SOURCE,
  description: 'A 10-digit phone number or an e-mail address (at most 64 characters)',
});

export const EmailField = Type.String({
  minLength: 3,
  maxLength: LIMITS.EMAIL_MAX,
  pattern: EMAIL_SOURCE,
  description: 'An e-mail address, at most 64 characters (stored lower-cased)',
});

export const FullNameField = Type.String({
  minLength: 1,
  maxLength: LIMITS.NAME_MAX,
  pattern: NO_EDGE_SPACE_SOURCE,
  description: 'At most 30 characters, no leading or trailing space',
});

/** Spec §5: at least 8 characters, an uppercase letter and a digit, no leading or trailing space. */
export const NewPasswordField = Type.String({
  minLength: LIMITS.PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: NEW_PASSWORD_SOURCE,
  description: 'At least 8 characters with an uppercase letter and a digit; no leading or trailing space',
});

/** A password being checked, not chosen: any non-empty string. */
export const CurrentPasswordField = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });

export const OtpCodeField = Type.String({
  minLength: 6,
  maxLength: 6,
  pattern: OTP_CODE_SOURCE,
  description: 'The 6-digit code',
});

export const TokenField = (description: string) => Type.String({ minLength: 1, maxLength: TOKEN_MAX, description });

export const DeviceKindField = StringEnum(DEVICE_KINDS, { description: 'Guessed from the User-Agent when omitted' });

export const GradeIdField = Nullable(
  Type.Integer({ minimum: 1, maximum: Math.max(...GRADES.map((grade) => grade.id)) }),
  { description: 'Id of a grade from GET /grades' },
);
