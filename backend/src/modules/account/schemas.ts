import { ACCOUNT_STATUSES, DEVICE_KINDS, ROLES } from '@contract/constants';
import { currentPasswordField, emailField, fullNameField, gradeIdField, newPasswordField } from '../../lib/field-schemas';
import { errorResponses, nullableString, successSchema } from '../../lib/http-schemas';
import { refreshTokenBodySchema } from '../auth/token-schemas';
import { GradeSchema as gradeSchema } from '@contract/grades';

export const userSchema = {
  type: 'object',
  required: ['id', 'roleCode', 'fullName', 'phone', 'email', 'avatar', 'status', 'receivedGift', 'grade'],
  properties: {
    id: { type: 'integer' },
    roleCode: { type: 'string', enum: [...ROLES] },
    fullName: { type: 'string' },
    phone: nullableString,
    email: nullableString,
    avatar: {
      ...nullableString,
      description: 'Absolute image URL (e.g. http://localhost:4000/uploads/avatars/<random>.png); null means the default placeholder',
    },
    status: { type: 'string', enum: [...ACCOUNT_STATUSES] },
    receivedGift: { type: 'boolean' },
    grade: { ...gradeSchema, nullable: true },
  },
} as const;

const UNAUTHORIZED = 'UNAUTHORIZED: missing, invalid or expired access token, or ended session';
const MAX_ID = 2_147_483_647;

export const profileSchema = {
  tags: ['account'],
  summary: 'The signed-in user',
  security: [{ bearerAuth: [] }],
  response: {
    200: successSchema(userSchema, { totalRecords: true }),
    ...errorResponses({ 401: UNAUTHORIZED }),
  },
};

export const logoutSchema = {
  tags: ['account'],
  summary: 'Sign out: revoke the login session of a refresh token',
  description: 'Idempotent: an unknown or already revoked refresh token still answers 200.',
  body: refreshTokenBodySchema,
  response: {
    200: successSchema({ type: 'null' }),
    ...errorResponses({}, { body: true }),
  },
};

export const updateProfileSchema = {
  tags: ['account'],
  summary: 'Change the full name, e-mail and grade of the signed-in user',
  description: 'email and gradeId left out stay as they are; null removes them. Answers the updated user.',
  security: [{ bearerAuth: [] }],
  body: {
    type: 'object',
    required: ['fullName'],
    additionalProperties: false,
    properties: {
      fullName: fullNameField,
      email: { ...emailField, nullable: true },
      gradeId: gradeIdField,
    },
  },
  response: {
    200: successSchema(userSchema),
    ...errorResponses(
      {
        400: 'VALIDATION_ERROR also for an unknown gradeId, or removing the e-mail of an account without a phone',
        401: UNAUTHORIZED,
        409: 'ALREADY_REGISTERED: another account has this e-mail',
      },
      { body: true },
    ),
  },
};

export function changePasswordSchema(wrongOldPasswordCode: 'OLD_PASS_INCORRECT' | 'WRONG_OLD_PASSWORD') {
  return {
    tags: ['account'],
    summary: 'Change the password of the signed-in user',
    description:
      'Every other login session of the account is revoked (their tokens stop working at once); the session making ' +
      'the call stays signed in. Rate limited: 10 attempts per 15 minutes per account.',
    security: [{ bearerAuth: [] }],
    body: {
      type: 'object',
      required: ['oldPassword', 'newPassword'],
      additionalProperties: false,
      properties: { oldPassword: currentPasswordField, newPassword: newPasswordField },
    },
    response: {
      200: successSchema({ type: 'null' }),
      ...errorResponses(
        {
          400:
            `${wrongOldPasswordCode} (the current password is wrong), SAME_OLD_PASSWORD (new equals current) or ` +
            'DUPLICATE_PASSWORD (new equals one of the last 5 passwords)',
          401: UNAUTHORIZED,
          429: 'TOO_MANY_REQUESTS with retryAfter (seconds) and a Retry-After header',
        },
        { body: true },
      ),
    },
  };
}

export const updateAvatarSchema = {
  tags: ['account'],
  summary: 'Upload a new profile image (multipart field "file", JPG or PNG, at most 2 MB)',
  description:
    'The type is recognised from the file content, not its name. Answers the absolute URL the main API serves the ' +
    'image at (/uploads/avatars/<random>.jpg|png); the previous upload is deleted.',
  security: [{ bearerAuth: [] }],
  consumes: ['multipart/form-data'],
  body: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', description: 'The image' } },
  },
  response: {
    200: successSchema({
      type: 'object',
      required: ['avatar'],
      properties: { avatar: { type: 'string', description: 'Absolute URL of the stored image' } },
    }),
    ...errorResponses({
      400: 'VALIDATION_ERROR: no "file" part, an empty or second file, or a truncated or malformed upload',
      401: UNAUTHORIZED,
      413: 'PAYLOAD_TOO_LARGE: the file is over 2 MB',
      415: 'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data, or the file is not a JPG or PNG image',
    }),
  },
};

const loginSessionSchema = {
  type: 'object',
  required: ['id', 'deviceKind', 'userAgent', 'ip', 'createdAt', 'lastSeenAt', 'current'],
  properties: {
    id: { type: 'integer', description: 'Session number, for POST /account/revoke-token' },
    deviceKind: { type: 'string', enum: [...DEVICE_KINDS] },
    userAgent: nullableString,
    ip: nullableString,
    createdAt: { type: 'string', format: 'date-time', description: 'Signed in at' },
    lastSeenAt: { type: 'string', format: 'date-time', description: 'Last request, to the minute' },
    current: { type: 'boolean', description: 'The session this request was made with' },
  },
} as const;

export const loginSessionsSchema = {
  tags: ['account'],
  summary: 'The active login sessions of the signed-in user',
  description: 'Sessions that are not revoked and still hold a live refresh token: the current one first, then by last activity.',
  security: [{ bearerAuth: [] }],
  params: {
    type: 'object',
    required: ['userId'],
    properties: { userId: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'Must be the caller’s own id' } },
  },
  response: {
    200: successSchema({ type: 'array', items: loginSessionSchema }),
    ...errorResponses({
      400: 'VALIDATION_ERROR: userId is not a positive integer',
      401: UNAUTHORIZED,
      403: 'FORBIDDEN: userId is not the caller’s id',
    }),
  },
};

export const revokeTokenSchema = {
  tags: ['account'],
  summary: 'Sign out one login session of the caller, or all the others',
  description:
    '`{ "sessionId": n }` ends that session (the current one too: that is a logout); `{ "allOthers": true }` ends every ' +
    'session but the current one. Their access and refresh tokens stop working at once.',
  security: [{ bearerAuth: [] }],
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    maxProperties: 1,
    properties: {
      sessionId: { type: 'integer', minimum: 1, maximum: MAX_ID },
      allOthers: { type: 'boolean', enum: [true] },
    },
  },
  response: {
    200: successSchema({ type: 'null' }),
    ...errorResponses(
      { 401: UNAUTHORIZED, 404: 'NOT_FOUND: no session with this number belongs to the caller' },
      { body: true },
    ),
  },
};
