/** POST /auth/sms-otp on the main API: sends a registration code to a phone number. */
import { API_PATHS, type OtpSentData, type SendOtpRequest } from '@contract/api';
import { apiClient } from '@/lib/api-client';
import { postAuthData } from './request';

export function sendRegisterOtp(phone: string): Promise<OtpSentData> {
  const body: SendOtpRequest = { phone, purpose: 'REGISTER' };
  return postAuthData<OtpSentData>(apiClient, API_PATHS.sendSmsOtp, body);
}
