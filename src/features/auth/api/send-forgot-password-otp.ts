/** POST /auth/send-forgot-password-otp on the sign-in service: a recovery code by SMS or e-mail. */
import { API_PATHS, type OtpSentData, type SendVerifyRequest } from '@contract/api';
import { authClient } from '@/lib/api-client';
import { postAuthData } from './request';

export function sendForgotPasswordOtp(username: string): Promise<OtpSentData> {
  const body: SendVerifyRequest = { username, purpose: 'FORGOT_PASSWORD' };
  return postAuthData<OtpSentData>(authClient, API_PATHS.sendForgotPasswordOtp, body);
}
