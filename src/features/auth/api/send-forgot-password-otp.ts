/** POST /auth/send-forgot-password-otp on the sign-in service: a recovery code by SMS or e-mail. */
import type { OtpSentData } from '@contract/api';
import { otpApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';

export function sendForgotPasswordOtp(username: string): Promise<OtpSentData> {
  return call(otpApi.sendForgotPasswordOtp, { body: { username, purpose: 'FORGOT_PASSWORD' } }, NO_REFRESH);
}
