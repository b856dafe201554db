/** POST /auth/verify on the sign-in service: trades a code for a verification token. */
import type { VerifyOtpData, VerifyOtpRequest } from '@contract/api';
import { otpApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';

export function verifyOtp(req: VerifyOtpRequest): Promise<VerifyOtpData> {
  return call(otpApi.verify, { body: req }, NO_REFRESH);
}
