/** Sign-in rules both sides use at run time (TypeBox-free, so the web app can import them). */
import type { FirstLoginRequiredData, LoginResult } from './auth';

/** Why a one-time code was sent; a code only verifies for the purpose it was sent for. */
export const OTP_PURPOSES = ['REGISTER', 'FORGOT_PASSWORD', 'VERIFY_CONTACT'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export function isFirstLoginRequired(data: LoginResult): data is FirstLoginRequiredData {
  return 'firstLogin' in data && data.firstLogin === true;
}

/** One-time-code rules of the API (decision 0005); OtpSentData carries the live values too. */
export const OTP_RULES = {
  CODE_LENGTH: 6,
  VALIDITY_SECONDS: 300,
  RESEND_AFTER_SECONDS: 60,
  /** The 5th wrong code burns the code: OTP_ATTEMPTS_EXCEEDED, a new one must be requested. */
  MAX_ATTEMPTS: 5,
  /** Lifetime of a verificationToken / firstLoginToken. */
  VERIFICATION_TOKEN_SECONDS: 900,
} as const;

/** Multipart field of POST /account/update-avatar, and the image types it accepts (checked by content). */
export const AVATAR_UPLOAD = {
  FIELD: 'file',
  MIME_TYPES: ['image/jpeg', 'image/png'],
  EXTENSIONS: ['jpg', 'jpeg', 'png'],
} as const;
