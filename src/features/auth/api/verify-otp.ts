/** POST /auth/verify on the sign-in service: trades a code for a verification token. */
import { API_PATHS, type VerifyOtpData, type VerifyOtpRequest } from '@contract/api';
import { authClient } from '@/lib/api-client';
import { postAuthData } from './request';

export function verifyOtp(req: VerifyOtpRequest): Promise<VerifyOtpData> {
  return postAuthData<VerifyOtpData>(authClient, API_PATHS.verify, req);
}
