import { DEVICE_KINDS, LIMITS } from '@contract/constants';
import { errorResponses, successSchema } from '../../lib/http-schemas';
import { userSchema } from '../account/schemas';
import { refreshTokenBodySchema } from './token-schemas';

/** 10-digit phone, or an e-mail address (spec §5). Checked again by the service to pick the lookup. */
const USERNAME_PATTERN = '^(?:[0-9]{10}|[^\\s@]+@[^\\s@]+\\.[^\\s@]+)$';
const PASSWORD_MAX = 128;

const tokenPairProperties = {
  accessToken: { type: 'string', description: 'Bearer token (HS256 JWT) for the Authorization header' },
  refreshToken: { type: 'string', description: 'Single-use; exchange at /auth/refresh-token' },
  expiresIn: { type: 'integer', description: 'Access-token lifetime in seconds' },
} as const;

export const loginSchema = {
  tags: ['auth'],
  summary: 'Sign in with a phone number or e-mail and a password',
  description:
    'Creates a login session on this device. Students only: teacher accounts are refused with TEACHER_NOT_ALLOWED.',
  body: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: {
      username: {
        type: 'string',
        minLength: 1,
        maxLength: LIMITS.EMAIL_MAX,
        pattern: USERNAME_PATTERN,
        description: 'A 10-digit phone number or an e-mail address (at most 64 characters)',
      },
      password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX },
      deviceKind: {
        type: 'string',
        enum: [...DEVICE_KINDS],
        description: 'Guessed from the User-Agent when omitted',
      },
    },
  },
  response: {
    200: successSchema({
      type: 'object',
      required: ['accessToken', 'refreshToken', 'expiresIn', 'user'],
      properties: { ...tokenPairProperties, user: userSchema },
    }),
    ...errorResponses(
      {
        400: 'USER_NOT_FOUND (unregistered phone or e-mail) or INCORRECT_PASSWORD',
        403: 'ACCOUNT_LOCKED, ACCOUNT_INACTIVE, TEACHER_NOT_ALLOWED or DEVICE_LIMIT_REACHED',
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
