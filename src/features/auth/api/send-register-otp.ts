/** POST /auth/sms-otp on the main API: sends a registration code to a phone number. */
import type { OtpSentData } from '@contract/api';
import { otpApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';

export function sendRegisterOtp(phone: string): Promise<OtpSentData> {
  return call(otpApi.sendSmsOtp, { body: { phone, purpose: 'REGISTER' } }, NO_REFRESH);
}
