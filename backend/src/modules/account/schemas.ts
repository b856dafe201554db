import { ACCOUNT_STATUSES, ROLES } from '@contract/constants';
import { errorResponses, nullableString, successSchema } from '../../lib/http-schemas';
import { refreshTokenBodySchema } from '../auth/token-schemas';
import { gradeSchema } from '../grades/schemas';

export const userSchema = {
  type: 'object',
  required: ['id', 'roleCode', 'fullName', 'phone', 'email', 'avatar', 'status', 'receivedGift', 'grade'],
  properties: {
    id: { type: 'integer' },
    roleCode: { type: 'string', enum: [...ROLES] },
    fullName: { type: 'string' },
    phone: nullableString,
    email: nullableString,
    avatar: { ...nullableString, description: 'Image URL; null means the default placeholder' },
    status: { type: 'string', enum: [...ACCOUNT_STATUSES] },
    receivedGift: { type: 'boolean' },
    grade: { ...gradeSchema, nullable: true },
  },
} as const;

export const profileSchema = {
  tags: ['account'],
  summary: 'The signed-in user',
  security: [{ bearerAuth: [] }],
  response: {
    200: successSchema(userSchema, { totalRecords: true }),
    ...errorResponses({ 401: 'UNAUTHORIZED: missing, invalid or expired access token, or signed-out session' }),
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
