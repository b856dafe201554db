/** POST /auth/verify-sms-otp on the main API: trades a phone code for a verification token. */
import type { VerifyOtpData, VerifyOtpRequest } from '@contract/api';
import { otpApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';

export function verifySmsOtp(req: VerifyOtpRequest): Promise<VerifyOtpData> {
  return call(otpApi.verifySmsOtp, { body: req }, NO_REFRESH);
}
