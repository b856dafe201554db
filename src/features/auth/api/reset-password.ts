/**
 * POST /auth/forgot-password on the sign-in service: sets a new password with the token of a
 * verified recovery code. Every session of the account is revoked.
 */
import { API_PATHS, type ResetPasswordRequest } from '@contract/api';
import { authClient } from '@/lib/api-client';
import { postAuthData } from './request';

export async function resetPassword(req: ResetPasswordRequest): Promise<void> {
  await postAuthData<null>(authClient, API_PATHS.forgotPassword, req);
}
