import { OTP_PURPOSES } from '@contract/api';
import { DEVICE_KINDS, GRADES, LIMITS } from '@contract/constants';

/**
 * JSON schemas of the fields several routes accept, written once so the same input gets the
 * same answer everywhere. They follow spec §5; the web app's yup schemas mirror them.
 */

const NO_EDGE_SPACE = '^\\S(?:.*\\S)?$';

export const PHONE_PATTERN = `^[0-9]{${LIMITS.PHONE_LENGTH}}$`;
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** 10-digit phone, or an e-mail address (spec §5). The service picks the lookup by its shape. */
export const USERNAME_PATTERN = `^(?:[0-9]{${LIMITS.PHONE_LENGTH}}|[^\\s@]+@[^\\s@]+\\.[^\\s@]+)$`;
export const PASSWORD_MAX = 128;
/** Verification and first-login tokens are 43 characters; the margin only keeps junk bounded. */
export const TOKEN_MAX = 256;

export const phoneField = {
  type: 'string',
  minLength: LIMITS.PHONE_LENGTH,
  maxLength: LIMITS.PHONE_LENGTH,
  pattern: PHONE_PATTERN,
  description: 'A 10-digit phone number',
} as const;

export const usernameField = {
  type: 'string',
  minLength: 1,
  maxLength: LIMITS.EMAIL_MAX,
  pattern: USERNAME_PATTERN,
  description: 'A 10-digit phone number or an e-mail address (at most 64 characters)',
} as const;

export const emailField = {
  type: 'string',
  minLength: 3,
  maxLength: LIMITS.EMAIL_MAX,
  pattern: EMAIL_PATTERN,
  description: 'An e-mail address, at most 64 characters (stored lower-cased)',
} as const;

export const fullNameField = {
  type: 'string',
  minLength: 1,
  maxLength: LIMITS.NAME_MAX,
  pattern: NO_EDGE_SPACE,
  description: 'At most 30 characters, no leading or trailing space',
} as const;

/** Spec §5: at least 8 characters, an uppercase letter and a digit, no leading or trailing space. */
export const newPasswordField = {
  type: 'string',
  minLength: LIMITS.PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: '^(?=.*\\p{Lu})(?=.*[0-9])\\S(?:.*\\S)?$',
  description: 'At least 8 characters with an uppercase letter and a digit; no leading or trailing space',
} as const;

/** A password being checked, not chosen: any non-empty string. */
export const currentPasswordField = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX } as const;

export const otpCodeField = { type: 'string', pattern: '^[0-9]{6}$', minLength: 6, maxLength: 6, description: 'The 6-digit code' } as const;

export const otpPurposeField = { type: 'string', enum: [...OTP_PURPOSES] } as const;

export const tokenField = (description: string) => ({ type: 'string', minLength: 1, maxLength: TOKEN_MAX, description }) as const;

export const deviceKindField = {
  type: 'string',
  enum: [...DEVICE_KINDS],
  description: 'Guessed from the User-Agent when omitted',
} as const;

export const gradeIdField = {
  type: 'integer',
  minimum: 1,
  maximum: Math.max(...GRADES.map((grade) => grade.id)),
  nullable: true,
  description: 'Id of a grade from GET /grades',
} as const;
