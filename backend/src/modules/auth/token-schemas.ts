/**
 * Body of the calls that hand a refresh token back (refresh, logout). Kept apart from
 * schemas.ts because the account module needs it too and would otherwise import in a circle.
 */

/** Refresh tokens are 43 characters; the margin only keeps junk bounded. */
export const REFRESH_TOKEN_MAX = 256;

export const refreshTokenBodySchema = {
  type: 'object',
  required: ['refreshToken'],
  additionalProperties: false,
  properties: {
    refreshToken: { type: 'string', minLength: 1, maxLength: REFRESH_TOKEN_MAX },
  },
} as const;
