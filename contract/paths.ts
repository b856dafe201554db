/**
 * Paths of the sign-in and account endpoints, and the guest header: TypeBox-free, so the web
 * app can import them. The endpoint definitions (`contract/auth.ts`, `account.ts`, `otp.ts`)
 * use the same paths.
 */
/** Paths that are not spelled out by the product specification, chosen here once. */
export const API_PATHS = {
  health: '/health',
  grades: '/grades',
  login: '/auth/login',
  /** Both listeners: end one session with a device-limit ticket and sign in. */
  loginReplaceSession: '/auth/login/replace-session',
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
