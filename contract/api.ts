/**
 * The API contract shared by the web app and the reference API: envelopes, error codes and
 * the payloads both sides exchange.
 */
import type { AccountStatus, DeviceKind, RoleCode, SchoolLevel } from './constants';

export interface ApiSuccess<T> {
  result: true;
  data: T;
  totalRecords?: number;
}

export interface ApiFailure {
  result: false;
  code: ErrorCode;
  message: string;
  /** Field-level details for validation failures. */
  details?: { field: string; message: string }[];
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_REFRESH_TOKEN',
  'INCORRECT_PASSWORD',
  'ACCOUNT_LOCKED',
  'ACCOUNT_INACTIVE',
  'TOO_MANY_REQUESTS',
  'USER_NOT_FOUND',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'ALREADY_REGISTERED',
  'TEACHER_NOT_ALLOWED',
  'DEVICE_LIMIT_REACHED',
  'DUPLICATE_PASSWORD',
  'WRONG_OLD_PASSWORD',
  'SAME_OLD_PASSWORD',
  'OLD_PASS_INCORRECT',
  'MAINTENANCE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface GradeDto {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  schoolLevel: SchoolLevel;
  gradeEduhomeId: number;
}

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
} as const;

/** Header a guest request carries instead of a bearer token. */
export const CLIENT_APP_ID_HEADER = 'X-Client-App-Id';
