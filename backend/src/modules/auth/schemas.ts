import { ROLES } from '@contract/constants';
import {
  currentPasswordField,
  deviceKindField,
  fullNameField,
  gradeIdField,
  newPasswordField,
  tokenField,
  usernameField,
} from '../../lib/field-schemas';
import { errorResponses, successSchema } from '../../lib/http-schemas';
import { userSchema } from '../account/schemas';
import { refreshTokenBodySchema } from './token-schemas';

const tokenPairProperties = {
  accessToken: { type: 'string', description: 'Bearer token (HS256 JWT) for the Authorization header' },
  refreshToken: { type: 'string', description: 'Single-use; exchange at /auth/refresh-token' },
  expiresIn: { type: 'integer', description: 'Access-token lifetime in seconds' },
} as const;

const loginResponseData = {
  type: 'object',
  required: ['accessToken', 'refreshToken', 'expiresIn', 'user'],
  properties: { ...tokenPairProperties, user: userSchema },
} as const;

const firstLoginRequiredData = {
  type: 'object',
  required: ['firstLogin', 'firstLoginToken', 'fullName'],
  properties: {
    firstLogin: { type: 'boolean', enum: [true] },
    firstLoginToken: { type: 'string', description: 'Single-use, 15 minutes; send to POST /auth/first-login' },
    fullName: { type: 'string' },
  },
} as const;

const RATE_LIMITED = 'TOO_MANY_REQUESTS with retryAfter (seconds) and a Retry-After header';
const SIGN_IN_REFUSED = 'ACCOUNT_LOCKED, ACCOUNT_INACTIVE, TEACHER_NOT_ALLOWED or DEVICE_LIMIT_REACHED';
const NEW_PASSWORD_REFUSED = 'SAME_OLD_PASSWORD (the current password) or DUPLICATE_PASSWORD (one of the last 5)';
const BAD_TOKEN = 'INVALID_VERIFICATION_TOKEN: unknown, used, expired or issued for another purpose';

export const loginSchema = {
  tags: ['auth'],
  summary: 'Sign in with a phone number or e-mail and a password',
  description:
    'Creates a login session on this device and answers tokens, or, for an account whose password was set by ' +
    'someone else, `{ firstLogin: true, firstLoginToken, fullName }` (no session yet: continue at POST /auth/first-login). ' +
    'Students only: teacher accounts are refused with TEACHER_NOT_ALLOWED. Failed attempts are rate limited: ' +
    '10 per 15 minutes per phone/e-mail and 30 per 15 minutes per IP address.',
  body: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: {
      username: usernameField,
      password: currentPasswordField,
      deviceKind: deviceKindField,
    },
  },
  response: {
    200: successSchema({ anyOf: [loginResponseData, firstLoginRequiredData] }),
    ...errorResponses(
      {
        400: 'USER_NOT_FOUND (unregistered phone or e-mail) or INCORRECT_PASSWORD',
        403: SIGN_IN_REFUSED,
        429: RATE_LIMITED,
      },
      { body: true },
    ),
  },
};

export const refreshTokenSchema = {
  tags: ['auth'],
  summary: 'Exchange a refresh token for a new token pair (rotation)',
  description:
    'Each refresh token works once. Presenting one that was already exchanged revokes the whole login session.',
  body: refreshTokenBodySchema,
  response: {
    200: successSchema({
      type: 'object',
      required: ['accessToken', 'refreshToken', 'expiresIn'],
      properties: tokenPairProperties,
    }),
    ...errorResponses({ 401: 'INVALID_REFRESH_TOKEN: unknown, expired, revoked or reused token' }, { body: true }),
  },
};

export const registerSchema = {
  tags: ['auth'],
  summary: 'Create an account for a verified phone number and sign it in',
  description:
    'Needs the verificationToken of a REGISTER code (POST /auth/sms-otp, then /auth/verify-sms-otp). The account is ' +
    'ACTIVE and a login session is opened. gradeId is kept for students only. A TEACHER account is created and signed ' +
    'in too, but this site is for learners: the client should show its notice and sign out.',
  body: {
    type: 'object',
    required: ['verificationToken', 'fullName', 'password', 'roleCode'],
    additionalProperties: false,
    properties: {
      verificationToken: tokenField('From POST /auth/verify-sms-otp (purpose REGISTER)'),
      fullName: fullNameField,
      password: newPasswordField,
      roleCode: { type: 'string', enum: [...ROLES] },
      gradeId: gradeIdField,
      deviceKind: deviceKindField,
    },
  },
  response: {
    200: successSchema(loginResponseData),
    ...errorResponses(
      {
        400: `${BAD_TOKEN}; VALIDATION_ERROR for an unknown gradeId`,
        409: 'ALREADY_REGISTERED: the phone number got an account in the meantime',
      },
      { body: true },
    ),
  },
};

export const firstLoginSchema = {
  tags: ['auth'],
  summary: 'First sign-in: replace the temporary password, then signed in',
  body: {
    type: 'object',
    required: ['firstLoginToken', 'newPassword'],
    additionalProperties: false,
    properties: {
      firstLoginToken: tokenField('From POST /auth/login when it answered firstLogin: true'),
      newPassword: newPasswordField,
      deviceKind: deviceKindField,
    },
  },
  response: {
    200: successSchema(loginResponseData),
    ...errorResponses({ 400: `${BAD_TOKEN}; SAME_OLD_PASSWORD (the temporary password)`, 403: SIGN_IN_REFUSED }, { body: true }),
  },
};

const resetPasswordBody = {
  type: 'object',
  required: ['verificationToken', 'newPassword'],
  additionalProperties: false,
  properties: {
    verificationToken: tokenField('From verifying a FORGOT_PASSWORD code'),
    newPassword: newPasswordField,
  },
} as const;

const resetPasswordResponses = {
  200: successSchema({ type: 'null' }),
  ...errorResponses({ 400: `${BAD_TOKEN}; ${NEW_PASSWORD_REFUSED}` }, { body: true }),
};

export const setPasswordSchema = {
  tags: ['auth'],
  summary: 'Forgot password: set a new password with a verified code',
  description:
    'Needs the verificationToken of a FORGOT_PASSWORD code (POST /auth/sms-otp + /auth/verify-sms-otp). Every login ' +
    'session of the account is revoked: its access and refresh tokens stop working at once.',
  body: resetPasswordBody,
  response: resetPasswordResponses,
};

export const forgotPasswordSchema = {
  tags: ['auth'],
  summary: 'Forgot password: set a new password with a verified code',
  description:
    'Needs the verificationToken of a FORGOT_PASSWORD code (POST /auth/send-forgot-password-otp + /auth/verify). ' +
    'Every login session of the account is revoked: its access and refresh tokens stop working at once.',
  body: resetPasswordBody,
  response: resetPasswordResponses,
};

export const getUserSchema = {
  tags: ['auth'],
  summary: 'The signed-in user',
  security: [{ bearerAuth: [] }],
  response: {
    200: successSchema(userSchema),
    ...errorResponses({ 401: 'UNAUTHORIZED: missing, invalid or expired access token, or ended session' }),
  },
};

export const userExistSchema = {
  tags: ['auth'],
  summary: 'Whether a phone number or e-mail has an account',
  description: 'Rate limited: 30 requests per minute per IP address.',
  querystring: {
    type: 'object',
    required: ['username'],
    additionalProperties: false,
    properties: { username: usernameField },
  },
  response: {
    200: successSchema({ type: 'object', required: ['exists'], properties: { exists: { type: 'boolean' } } }),
    ...errorResponses({ 400: 'VALIDATION_ERROR (with details)', 429: RATE_LIMITED }),
  },
};
