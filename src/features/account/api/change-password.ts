/**
 * PUT /account/change-password (main API). The API signs out every other session of the account
 * and keeps this one. Wrong old password → OLD_PASS_INCORRECT (WRONG_OLD_PASSWORD on the sign-in
 * service); same as the current one → SAME_OLD_PASSWORD; one of the last passwords →
 * DUPLICATE_PASSWORD.
 */
import type { ChangePasswordRequest } from '@contract/api';
import { accountApi } from '@contract/client-api';
import { call } from '@/lib/api/call';

export function changePassword(body: ChangePasswordRequest): Promise<null> {
  return call(accountApi.changePassword, { body });
}
