/** Signing in and out, registration, first login and password recovery (both listeners). */
import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from './constants';
import { RefreshTokenBodySchema, UserSchema } from './account';
import { defineEndpoint, type Service } from './endpoint';
import {
  CurrentPasswordField,
  DeviceKindField,
  FullNameField,
  GradeIdField,
  NewPasswordField,
  TokenField,
  UsernameField,
} from './fields';
import { StringEnum, Success } from './http';

const LoginRequestSchema = Type.Object(
  { username: UsernameField, password: CurrentPasswordField, deviceKind: Type.Optional(DeviceKindField) },
  { additionalProperties: false },
);
/** POST /auth/login (main API and sign-in service). */
export type LoginRequest = Static<typeof LoginRequestSchema>;

const TokenPairSchema = Type.Object({
  accessToken: Type.String({ description: 'Bearer token (HS256 JWT) for the Authorization header' }),
  refreshToken: Type.String({ description: 'Single-use; exchange at /auth/refresh-token' }),
  expiresIn: Type.Integer({ description: 'Access-token lifetime in seconds' }),
  refreshExpiresIn: Type.Integer({
    description:
      'Seconds the refresh token (and so the session, unless it is used) stays valid: the client keeps its ' +
      'session cookies exactly as long',
  }),
});
export type TokenPair = Static<typeof TokenPairSchema>;

const LoginResponseDataSchema = Type.Composite([TokenPairSchema, Type.Object({ user: UserSchema })]);
export type LoginResponseData = Static<typeof LoginResponseDataSchema>;

/**
 * POST /auth/login may answer this instead of tokens when the account was created for the user
 * (by a school or an administrator) and its password must be replaced first.
 */
const FirstLoginRequiredDataSchema = Type.Object({
  firstLogin: Type.Literal(true),
  firstLoginToken: Type.String({ description: 'Single-use, 15 minutes; send to POST /auth/first-login' }),
  fullName: Type.String(),
});
export type FirstLoginRequiredData = Static<typeof FirstLoginRequiredDataSchema>;

const LoginResultSchema = Type.Union([LoginResponseDataSchema, FirstLoginRequiredDataSchema]);
export type LoginResult = Static<typeof LoginResultSchema>;

const ReplaceSessionRequestSchema = Type.Object(
  {
    ticket: Type.String({
      minLength: 1,
      maxLength: 2048,
      description: 'The deviceLimit.ticket of a DEVICE_LIMIT_REACHED answer from POST /auth/login',
    }),
    sessionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'One of deviceLimit.sessions' }),
    deviceKind: Type.Optional(DeviceKindField),
  },
  { additionalProperties: false },
);
/** POST /auth/login/replace-session (both listeners): sign one session out and this device in. */
export type ReplaceSessionRequest = Static<typeof ReplaceSessionRequestSchema>;

/** POST /auth/refresh-token */

const RegisterRequestSchema = Type.Object(
  {
    verificationToken: TokenField('From POST /auth/verify-sms-otp (purpose REGISTER)'),
    fullName: FullNameField,
    password: NewPasswordField,
    roleCode: StringEnum(ROLES),
    gradeId: Type.Optional(GradeIdField),
    deviceKind: Type.Optional(DeviceKindField),
  },
  { additionalProperties: false },
);
/** POST /auth/register (main API): creates an ACTIVE account and signs it in. */
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

const FirstLoginRequestSchema = Type.Object(
  {
    firstLoginToken: TokenField('From POST /auth/login when it answered firstLogin: true'),
    newPassword: NewPasswordField,
    deviceKind: Type.Optional(DeviceKindField),
  },
  { additionalProperties: false },
);
/** POST /auth/first-login (main API): set the own password, then signed in. */
export type FirstLoginRequest = Static<typeof FirstLoginRequestSchema>;

const ResetPasswordRequestSchema = Type.Object(
  { verificationToken: TokenField('From verifying a FORGOT_PASSWORD code'), newPassword: NewPasswordField },
  { additionalProperties: false },
);
/** POST /auth/forgot-password (sign-in service) and POST /auth/set-password (main API). */
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

const UserExistDataSchema = Type.Object({ exists: Type.Boolean() });
/** GET /auth/user-exist?username=… (main API). */
export type UserExistData = Static<typeof UserExistDataSchema>;

const RATE_LIMITED = 'TOO_MANY_REQUESTS with retryAfter (seconds) and a Retry-After header';
const SIGN_IN_REFUSED =
  "ACCOUNT_LOCKED, ACCOUNT_INACTIVE, TEACHER_NOT_ALLOWED (a teacher on the students' site), FORBIDDEN (a student in the teacher app) or DEVICE_LIMIT_REACHED";
const NEW_PASSWORD_REFUSED = 'SAME_OLD_PASSWORD (the current password) or DUPLICATE_PASSWORD (one of the last 5)';
const BAD_TOKEN = 'INVALID_VERIFICATION_TOKEN: unknown, used, expired or issued for another purpose';

function resetPassword(url: string, codeSteps: string, service: Service) {
  return defineEndpoint(
    'POST',
    url,
    {
      tags: ['auth'],
      summary: 'Forgot password: set a new password with a verified code',
      description:
        `Needs the verificationToken of a FORGOT_PASSWORD code (${codeSteps}). Every login session of the account is ` +
        'revoked: its access and refresh tokens stop working at once.',
      body: ResetPasswordRequestSchema,
      response: { 200: Success(Type.Null()) },
    },
    { 400: `${BAD_TOKEN}; ${NEW_PASSWORD_REFUSED}` },
    service,
  );
}

export const authEndpoints = {
  login: defineEndpoint(
    'POST',
    '/auth/login',
    {
      tags: ['auth'],
      summary: 'Sign in with a phone number or e-mail and a password',
      description:
        'Creates a login session on this device and answers tokens, or, for an account whose password was set by ' +
        'someone else, `{ firstLogin: true, firstLoginToken, fullName }` (no session yet: continue at POST ' +
        "/auth/first-login). The app is told by the X-Client-App-Id header: the teacher app's id (TEACHER_CLIENT_APP_ID, " +
        "default web-teacher) signs teachers in and refuses students (FORBIDDEN); any other caller is the students' " +
        'site, which refuses teacher accounts with TEACHER_NOT_ALLOWED. Failed attempts ' +
        'are rate limited: 10 per 15 minutes per phone/e-mail and 30 per 15 minutes per IP address.',
      body: LoginRequestSchema,
      response: { 200: Success(LoginResultSchema) },
    },
    {
      400: 'INCORRECT_PASSWORD, for a wrong password and an unregistered phone or e-mail alike (decision 0033)',
      403:
        `${SIGN_IN_REFUSED}. DEVICE_LIMIT_REACHED (only after the password was verified) carries deviceLimit: a ` +
        'short-lived ticket and the active sessions, for POST /auth/login/replace-session. Sessions idle for longer ' +
        'than SESSION_IDLE_DAYS do not count',
      429: RATE_LIMITED,
    },
  ),
  replaceSession: defineEndpoint(
    'POST',
    '/auth/login/replace-session',
    {
      tags: ['auth'],
      summary: 'At the device limit: sign one session out and this device in, in one step',
      description:
        'Takes the ticket of a DEVICE_LIMIT_REACHED answer and the number of one of the listed sessions. That ' +
        'session ends (its tokens stop working at once) and a session is opened here: the answer is the one of a ' +
        'successful login. The ticket works for a few minutes and for nothing else.',
      body: ReplaceSessionRequestSchema,
      response: { 200: Success(LoginResponseDataSchema) },
    },
    {
      400: 'INVALID_VERIFICATION_TOKEN: the ticket is malformed, expired, or the password changed since',
      403: `${SIGN_IN_REFUSED} (still at the limit: another device signed in meanwhile)`,
      404: 'NOT_FOUND: no active session with this number belongs to the account',
    },
  ),
  refreshToken: defineEndpoint(
    'POST',
    '/auth/refresh-token',
    {
      tags: ['auth'],
      summary: 'Exchange a refresh token for a new token pair (rotation)',
      description:
        'Each refresh token works once. Presenting one that was already exchanged revokes the whole login session. ' +
        "A teacher's session is refreshed only with the teacher app's X-Client-App-Id; elsewhere it ends.",
      body: RefreshTokenBodySchema,
      response: { 200: Success(TokenPairSchema) },
    },
    { 401: 'INVALID_REFRESH_TOKEN: unknown, expired, revoked or reused token' },
  ),
  register: defineEndpoint(
    'POST',
    '/auth/register',
    {
      tags: ['auth'],
      summary: 'Create an account for a verified phone number and sign it in',
      description:
        'Needs the verificationToken of a REGISTER code (POST /auth/sms-otp, then /auth/verify-sms-otp). The account ' +
        'is ACTIVE and a login session is opened. gradeId is kept for students only. A TEACHER account is created ' +
        'and signed in too, but this site is for learners: the client should show its notice and sign out.',
      body: RegisterRequestSchema,
      response: { 200: Success(LoginResponseDataSchema) },
    },
    {
      400: `${BAD_TOKEN}; VALIDATION_ERROR for an unknown gradeId`,
      409: 'ALREADY_REGISTERED: the phone number got an account in the meantime',
    },
  ),
  firstLogin: defineEndpoint(
    'POST',
    '/auth/first-login',
    {
      tags: ['auth'],
      summary: 'First sign-in: replace the temporary password, then signed in',
      body: FirstLoginRequestSchema,
      response: { 200: Success(LoginResponseDataSchema) },
    },
    { 400: `${BAD_TOKEN}; SAME_OLD_PASSWORD (the temporary password)`, 403: SIGN_IN_REFUSED },
  ),
  /** Main API. */
  setPassword: resetPassword('/auth/set-password', 'POST /auth/sms-otp + /auth/verify-sms-otp', 'main'),
  /** Sign-in service. */
  forgotPassword: resetPassword(
    '/auth/forgot-password',
    'POST /auth/send-forgot-password-otp + /auth/verify',
    'sign-in',
  ),
  getUser: defineEndpoint(
    'GET',
    '/auth/getUser',
    {
      tags: ['auth'],
      summary: 'The signed-in user',
      security: [{ bearerAuth: [] }],
      response: { 200: Success(UserSchema) },
    },
    { 401: 'UNAUTHORIZED: missing, invalid or expired access token, or ended session' },
  ),
  userExist: defineEndpoint(
    'GET',
    '/auth/user-exist',
    {
      tags: ['auth'],
      summary: 'Whether a phone number or e-mail has an account',
      description: 'Rate limited: 30 requests per minute per IP address.',
      querystring: Type.Object({ username: UsernameField }, { additionalProperties: false }),
      response: { 200: Success(UserExistDataSchema) },
    },
    { 429: RATE_LIMITED },
  ),
};
