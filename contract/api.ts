/**
 * The sign-in and account contract in one import for the web app: values from the TypeBox-free
 * modules, types from the schema modules (`contract/auth.ts`, `account.ts`, `otp.ts`,
 * `grades.ts`, `http.ts`). It builds no schema, so importing it never loads TypeBox.
 */
export { ERROR_CODES, type ErrorCode } from './errors';
export type { ApiFailure, ApiSuccess, DeviceLimitData, DeviceLimitSession } from './http';
export type { GradeDto } from './grades';
export { CLIENT_APP_ID_HEADER, JSON_BODY_LIMIT_BYTES } from './paths';
export { isFirstLoginRequired, OTP_RULES, type OtpPurpose } from './auth-rules';
export type {
  ChangePasswordRequest,
  LoginSessionDto,
  RevokeSessionRequest,
  UpdateAvatarData,
  UpdateProfileRequest,
  UserDto,
} from './account';
export type {
  FirstLoginRequest,
  FirstLoginRequiredData,
  LoginRequest,
  LoginResponseData,
  LoginResult,
  RegisterRequest,
  ReplaceSessionRequest,
  ResetPasswordRequest,
  TokenPair,
  UserExistData,
} from './auth';
export type { OtpOutboxEntry, OtpSentData, VerifyOtpData, VerifyOtpRequest } from './otp';
