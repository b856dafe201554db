/** POST /auth/verify-sms-otp on the main API: trades a phone code for a verification token. */
import { API_PATHS, type VerifyOtpData, type VerifyOtpRequest } from '@contract/api';
import { apiClient } from '@/lib/api-client';
import { postAuthData } from './request';

export function verifySmsOtp(req: VerifyOtpRequest): Promise<VerifyOtpData> {
  return postAuthData<VerifyOtpData>(apiClient, API_PATHS.verifySmsOtp, req);
}
