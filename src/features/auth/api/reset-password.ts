/**
 * POST /auth/forgot-password on the sign-in service: sets a new password with the token of a
 * verified recovery code. Every session of the account is revoked.
 */
import type { ResetPasswordRequest } from '@contract/api';
import { authApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';

export async function resetPassword(req: ResetPasswordRequest): Promise<void> {
  await call(authApi.forgotPassword, { body: req }, NO_REFRESH);
}
