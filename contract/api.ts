/**
 * The API contract shared by the web app and the reference API: envelopes, error codes and
 * the payloads both sides exchange.
 */
import type { AccountStatus, DeviceKind, RoleCode } from './constants';
import type { GradeDto } from './grades';

export { ERROR_CODES, type ErrorCode } from './errors';
export type { ApiFailure, ApiResponse, ApiSuccess } from './http';
export type { GradeDto } from './grades';



export interface UserDto {
  id: number;
  roleCode: RoleCode;
  fullName: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  status: AccountStatus;
  receivedGift: boolean;
  grade: GradeDto | null;
}

/** POST /auth/login (main API and sign-in service). */
export interface LoginRequest {
  /** A 10-digit phone number or an e-mail address. */
  username: string;
  password: string;
  deviceKind?: DeviceKind;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Access-token lifetime in seconds. */
  expiresIn: number;
}

export interface LoginResponseData extends TokenPair {
  user: UserDto;
}

/** POST /auth/refresh-token */
export interface RefreshTokenRequest {
  refreshToken: string;
}

/** POST /account/logout (sign-in service) */
export interface LogoutRequest {
  refreshToken: string;
}

/** Paths that are not spelled out by the product specification, chosen here once. */
export const API_PATHS = {
  health: '/health',
  grades: '/grades',
  login: '/auth/login',
  refreshToken: '/auth/refresh-token',
  profile: '/account/profile',
  logout: '/account/logout',
  // main API
  sendSmsOtp: '/auth/sms-otp',
  verifySmsOtp: '/auth/verify-sms-otp',
  register: '/auth/register',
  setPassword: '/auth/set-password',
  firstLogin: '/auth/first-login',
  getUser: '/auth/getUser',
  userExist: '/auth/user-exist',
  updateProfile: '/account/update-profile',
  changePassword: '/account/change-password',
  updateAvatar: '/account/update-avatar',
  otpOutbox: '/dev/otp-outbox',
  // sign-in service
  sendForgotPasswordOtp: '/auth/send-forgot-password-otp',
  forgotPassword: '/auth/forgot-password',
  sendVerify: '/auth/send-verify',
  verify: '/auth/verify',
  loginSession: (userId: number | string) => `/account/login-session/${userId}`,
  revokeToken: '/account/revoke-token',
} as const;

/** Header a guest request carries instead of a bearer token. */
export const CLIENT_APP_ID_HEADER = 'X-Client-App-Id';

// ------------------------------------------------------------------------------------------------
// Sign-in flows (registration with OTP, first login, password recovery, sessions)

/** Why a one-time code was sent; a code only verifies for the purpose it was sent for. */
export const OTP_PURPOSES = ['REGISTER', 'FORGOT_PASSWORD', 'VERIFY_CONTACT'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** POST /auth/sms-otp (main API): send a registration code to a phone number. */
export interface SendOtpRequest {
  phone: string;
  purpose: OtpPurpose;
}

/** Answer to every "send a code" call. */
export interface OtpSentData {
  /** Where the code went, masked for display (e.g. "090****001", "st****@example.com"). */
  destination: string;
  /** Seconds the code stays valid (300). */
  expiresIn: number;
  /** Seconds before another code may be requested (the resend countdown). */
  resendAfter: number;
}

/** POST /auth/verify-sms-otp (main API) and POST /auth/verify (sign-in service). */
export interface VerifyOtpRequest {
  /** The phone number (or, on the sign-in service, phone or e-mail) the code was sent to. */
  username: string;
  code: string;
  purpose: OtpPurpose;
}

export interface VerifyOtpData {
  /** Single-use proof of the verified phone/e-mail, valid 15 minutes, for the next step. */
  verificationToken: string;
}

/** POST /auth/register (main API): creates an ACTIVE account and signs it in. */
export interface RegisterRequest {
  verificationToken: string;
  fullName: string;
  password: string;
  roleCode: RoleCode;
  gradeId?: number | null;
  deviceKind?: DeviceKind;
}

/**
 * POST /auth/login may answer this instead of tokens when the account was created for the user
 * (by a school or an administrator) and its password must be replaced first.
 */
export interface FirstLoginRequiredData {
  firstLogin: true;
  /** Single-use token for POST /auth/first-login, valid 15 minutes. */
  firstLoginToken: string;
  fullName: string;
}

export type LoginResult = LoginResponseData | FirstLoginRequiredData;

export function isFirstLoginRequired(data: LoginResult): data is FirstLoginRequiredData {
  return 'firstLogin' in data && data.firstLogin === true;
}

/** POST /auth/first-login (main API): set the own password, then signed in. */
export interface FirstLoginRequest {
  firstLoginToken: string;
  newPassword: string;
  deviceKind?: DeviceKind;
}

/** POST /auth/send-forgot-password-otp and POST /auth/send-verify (sign-in service). */
export interface SendVerifyRequest {
  /** A 10-digit phone number or an e-mail address. */
  username: string;
  purpose?: OtpPurpose;
}

/** POST /auth/forgot-password (sign-in service) and POST /auth/set-password (main API). */
export interface ResetPasswordRequest {
  verificationToken: string;
  newPassword: string;
}

/** GET /auth/user-exist?username=… (main API). */
export interface UserExistData {
  exists: boolean;
}

/** PUT /account/update-profile (both services). */
export interface UpdateProfileRequest {
  fullName: string;
  email?: string | null;
  gradeId?: number | null;
}

/** PUT /account/change-password (both services). Other sessions of the account are revoked. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

/** POST /account/update-avatar (multipart field "file", ≤ 2 MB, jpg/jpeg/png). */
export interface UpdateAvatarData {
  avatar: string;
}

/** GET /account/login-session/{userId} (sign-in service): the account's active sessions. */
export interface LoginSessionDto {
  id: number;
  deviceKind: DeviceKind;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session the request was made with. */
  current: boolean;
}

/** POST /account/revoke-token (sign-in service): end one session, or every other session. */
export type RevokeSessionRequest = { sessionId: number } | { allOthers: true };

/** GET /dev/otp-outbox (main API, not in production): the codes a real SMS/e-mail would carry. */
export interface OtpOutboxEntry {
  id: number;
  channel: 'SMS' | 'EMAIL';
  destination: string;
  purpose: OtpPurpose;
  code: string;
  createdAt: string;
  expiresAt: string;
}

/** GET /dev/otp-outbox query (all optional): newest first, `limit` 1–100 (default 20). */
export interface OtpOutboxQuery {
  /** Phone number or e-mail (any case). */
  destination?: string;
  purpose?: OtpPurpose;
  limit?: number;
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
