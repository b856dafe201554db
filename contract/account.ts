/** The signed-in user's account: profile, password, avatar, sign-out and login sessions. */
import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_STATUSES, DEVICE_KINDS, ROLES } from './constants';
import { defineEndpoint, type Service } from './endpoint';
import { CurrentPasswordField, EmailField, FullNameField, GradeIdField, NewPasswordField, TokenField } from './fields';
import { GradeSchema } from './grades';
import { Nullable, StringEnum, Success } from './http';

export const UserSchema = Type.Object({
  id: Type.Integer(),
  roleCode: StringEnum(ROLES),
  fullName: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  avatar: Nullable(Type.String(), {
    description:
      'Absolute image URL (e.g. http://localhost:4000/uploads/avatars/<random>.png); null means the default placeholder',
  }),
  status: StringEnum(ACCOUNT_STATUSES),
  receivedGift: Type.Boolean(),
  grade: Nullable(GradeSchema),
});
export type UserDto = Static<typeof UserSchema>;

/**
 * The refresh token of the session to end (logout) or exchange (refresh). Browsers send none: the
 * web app's proxy adds the one its HttpOnly cookie holds (decision 0054).
 */
export const RefreshTokenBodySchema = Type.Object(
  {
    refreshToken: Type.Optional(
      TokenField('The refresh token of the login session; without one, refresh answers 401 and logout does nothing'),
    ),
  },
  { additionalProperties: false },
);

const UpdateProfileRequestSchema = Type.Object(
  { fullName: FullNameField, email: Type.Optional(Nullable(EmailField)), gradeId: Type.Optional(GradeIdField) },
  { additionalProperties: false },
);
/** PUT /account/update-profile (both services). */
export type UpdateProfileRequest = Static<typeof UpdateProfileRequestSchema>;

const ChangePasswordRequestSchema = Type.Object(
  { oldPassword: CurrentPasswordField, newPassword: NewPasswordField },
  { additionalProperties: false },
);
/** PUT /account/change-password (both services). Other sessions of the account are revoked. */
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

const UpdateAvatarDataSchema = Type.Object({
  avatar: Type.String({ description: 'Absolute URL of the stored image' }),
});
export type UpdateAvatarData = Static<typeof UpdateAvatarDataSchema>;

const LoginSessionSchema = Type.Object({
  id: Type.Integer({ description: 'Session number, for POST /account/revoke-token' }),
  deviceKind: StringEnum(DEVICE_KINDS),
  userAgent: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time', description: 'Signed in at' }),
  lastSeenAt: Type.String({ format: 'date-time', description: 'Last request, to the minute' }),
  current: Type.Boolean({ description: 'The session this request was made with' }),
});
/** GET /account/login-session/{userId} (sign-in service): the account's active sessions. */
export type LoginSessionDto = Static<typeof LoginSessionSchema>;

/** Exactly one of the two: a session number, or `allOthers: true`. */
const RevokeSessionRequestSchema = Type.Object(
  {
    sessionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    allOthers: Type.Optional(Type.Unsafe<true>({ type: 'boolean', enum: [true] })),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);
/** POST /account/revoke-token (sign-in service): end one session, or every other session. */
export type RevokeSessionRequest = Static<typeof RevokeSessionRequestSchema>;

const UNAUTHORIZED = 'UNAUTHORIZED: missing, invalid or expired access token, or ended session';
const RATE_LIMITED = 'TOO_MANY_REQUESTS with retryAfter (seconds) and a Retry-After header';
const bearer = [{ bearerAuth: [] }];

function changePassword(wrongOldPasswordCode: 'OLD_PASS_INCORRECT' | 'WRONG_OLD_PASSWORD', service: Service) {
  return defineEndpoint(
    'PUT',
    '/account/change-password',
    {
      tags: ['account'],
      summary: 'Change the password of the signed-in user',
      description:
        'Every other login session of the account is revoked (their tokens stop working at once); the session ' +
        'making the call stays signed in. Rate limited: 10 attempts per 15 minutes per account.',
      security: bearer,
      body: ChangePasswordRequestSchema,
      response: { 200: Success(Type.Null()) },
    },
    {
      400:
        `${wrongOldPasswordCode} (the current password is wrong), SAME_OLD_PASSWORD (new equals current) or ` +
        'DUPLICATE_PASSWORD (new equals one of the last 5 passwords)',
      401: UNAUTHORIZED,
      429: RATE_LIMITED,
    },
    service,
  );
}

export const accountEndpoints = {
  profile: defineEndpoint(
    'GET',
    '/account/profile',
    {
      tags: ['account'],
      summary: 'The signed-in user',
      security: bearer,
      response: {
        200: Type.Object(
          { result: Type.Literal(true), data: UserSchema, totalRecords: Type.Integer() },
          { description: 'Success' },
        ),
      },
    },
    { 401: UNAUTHORIZED },
  ),
  logout: defineEndpoint(
    'POST',
    '/account/logout',
    {
      tags: ['account'],
      summary: 'Sign out: revoke the login session of a refresh token',
      description: 'Idempotent: an unknown or already revoked refresh token still answers 200.',
      body: RefreshTokenBodySchema,
      response: { 200: Success(Type.Null()) },
    },
    {},
    'sign-in',
  ),
  updateProfile: defineEndpoint(
    'PUT',
    '/account/update-profile',
    {
      tags: ['account'],
      summary: 'Change the full name, e-mail and grade of the signed-in user',
      description: 'email and gradeId left out stay as they are; null removes them. Answers the updated user.',
      security: bearer,
      body: UpdateProfileRequestSchema,
      response: { 200: Success(UserSchema) },
    },
    {
      400: 'VALIDATION_ERROR also for an unknown gradeId, or removing the e-mail of an account without a phone',
      401: UNAUTHORIZED,
      409: 'ALREADY_REGISTERED: another account has this e-mail',
    },
  ),
  /** Main API: the spec's OLD_PASS_INCORRECT. */
  changePassword: changePassword('OLD_PASS_INCORRECT', 'main'),
  /** Sign-in service: WRONG_OLD_PASSWORD. */
  changePasswordSignIn: changePassword('WRONG_OLD_PASSWORD', 'sign-in'),
  updateAvatar: defineEndpoint(
    'POST',
    '/account/update-avatar',
    {
      tags: ['account'],
      summary: 'Upload a new profile image (multipart field "file", JPG or PNG, at most 2 MB)',
      description:
        'The type is recognised from the file content, not its name. Answers the absolute URL the main API serves ' +
        'the image at (/uploads/avatars/<random>.jpg|png); the previous upload is deleted.',
      security: bearer,
      consumes: ['multipart/form-data'],
      body: Type.Object({ file: Type.String({ format: 'binary', description: 'The image' }) }),
      response: { 200: Success(UpdateAvatarDataSchema) },
    },
    {
      400: 'VALIDATION_ERROR: no "file" part, an empty or second file, or a truncated or malformed upload',
      401: UNAUTHORIZED,
      413: 'PAYLOAD_TOO_LARGE: the file is over 2 MB',
      415: 'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data, or the file is not a JPG or PNG image',
    },
  ),
  loginSessions: defineEndpoint(
    'GET',
    '/account/login-session/:userId',
    {
      tags: ['account'],
      summary: 'The active login sessions of the signed-in user',
      description:
        'Sessions that are not revoked and still hold a live refresh token: the current one first, then by last activity.',
      security: bearer,
      params: Type.Object({
        userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the caller’s own id' }),
      }),
      response: { 200: Success(Type.Array(LoginSessionSchema)) },
    },
    {
      400: 'VALIDATION_ERROR: userId is not a positive integer',
      401: UNAUTHORIZED,
      403: 'FORBIDDEN: userId is not the caller’s id',
    },
    'sign-in',
  ),
  revokeToken: defineEndpoint(
    'POST',
    '/account/revoke-token',
    {
      tags: ['account'],
      summary: 'Sign out one login session of the caller, or all the others',
      description:
        '`{ "sessionId": n }` ends that session (the current one too: that is a logout); `{ "allOthers": true }` ends ' +
        'every session but the current one. Their access and refresh tokens stop working at once.',
      security: bearer,
      body: RevokeSessionRequestSchema,
      response: { 200: Success(Type.Null()) },
    },
    { 401: UNAUTHORIZED, 404: 'NOT_FOUND: no session with this number belongs to the caller' },
    'sign-in',
  ),
};
