/** One-time codes: sending, checking, and the development outbox. */
import { Type, type Static } from '@sinclair/typebox';
import { OTP_PURPOSES } from './auth-rules';
import { defineEndpoint } from './endpoint';
import { OtpCodeField, PhoneField, UsernameField } from './fields';
import { StringEnum, Success } from './http';

const OtpPurposeField = StringEnum(OTP_PURPOSES);

const SendOtpRequestSchema = Type.Object(
  { phone: PhoneField, purpose: OtpPurposeField },
  { additionalProperties: false },
);
/** POST /auth/sms-otp (main API): send a code to a phone number. */

const OtpSentDataSchema = Type.Object({
  destination: Type.String({ description: 'Where the code went, masked: "090****001", "st****@example.com"' }),
  expiresIn: Type.Integer({ description: 'Seconds the code stays valid (300)' }),
  resendAfter: Type.Integer({ description: 'Seconds before another code may be requested (60)' }),
});
/** Answer to every "send a code" call. */
export type OtpSentData = Static<typeof OtpSentDataSchema>;

const verifyRequest = (username: typeof PhoneField | typeof UsernameField) =>
  Type.Object({ username, code: OtpCodeField, purpose: OtpPurposeField }, { additionalProperties: false });
/** POST /auth/verify-sms-otp (a phone) and POST /auth/verify (sign-in service: a phone or an e-mail). */
export type VerifyOtpRequest = Static<ReturnType<typeof verifyRequest>>;

const VerifyOtpDataSchema = Type.Object({
  verificationToken: Type.String({ description: 'Single-use, valid 15 minutes, only for the purpose of the code' }),
});
export type VerifyOtpData = Static<typeof VerifyOtpDataSchema>;

const SendVerifyRequestSchema = Type.Object(
  {
    username: UsernameField,
    purpose: Type.Optional(
      StringEnum(['VERIFY_CONTACT', 'FORGOT_PASSWORD'], { description: 'Default VERIFY_CONTACT' }),
    ),
  },
  { additionalProperties: false },
);
/** POST /auth/send-verify and POST /auth/send-forgot-password-otp (sign-in service). */

const OtpOutboxQuerySchema = Type.Object(
  {
    destination: Type.Optional({ ...UsernameField, description: 'Only codes sent to this phone number or e-mail' }),
    purpose: Type.Optional(OtpPurposeField),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
/** GET /dev/otp-outbox query (all optional): newest first, `limit` 1–100 (default 20). */

const OtpOutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  channel: StringEnum(['SMS', 'EMAIL']),
  destination: Type.String(),
  purpose: OtpPurposeField,
  code: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
/** GET /dev/otp-outbox (main API, not in production): the codes a real SMS/e-mail would carry. */
export type OtpOutboxEntry = Static<typeof OtpOutboxEntrySchema>;

const SEND_DESCRIPTION =
  'Sends a 6-digit code valid for 5 minutes; it replaces any earlier code for the same destination and purpose. ';
const SEND_LIMITS =
  'TOO_MANY_REQUESTS with retryAfter (seconds) and a Retry-After header: the 60-second resend countdown is still ' +
  'running, or 5 codes per hour for this destination / 20 requests per hour from this IP address were used';
const VERIFY_ERRORS = {
  400: 'INVALID_OTP (wrong code, or none was sent / it was already used) or OTP_EXPIRED (older than 5 minutes)',
  429: 'OTP_ATTEMPTS_EXCEEDED: the 5th wrong code burned it, request a new one; TOO_MANY_REQUESTS: 60 checks per 15 minutes per IP',
};
const VERIFY_DESCRIPTION =
  'A right code is used up and traded for a verificationToken for the next step of the same purpose.';

export const otpEndpoints = {
  sendSmsOtp: defineEndpoint(
    'POST',
    '/auth/sms-otp',
    {
      tags: ['otp'],
      summary: 'Send a one-time code by SMS',
      description:
        SEND_DESCRIPTION +
        'REGISTER: the phone must not have an account yet. FORGOT_PASSWORD: it must have one (then continue at POST ' +
        '/auth/set-password). VERIFY_CONTACT: any phone.',
      body: SendOtpRequestSchema,
      response: { 200: Success(OtpSentDataSchema) },
    },
    {
      400:
        'VALIDATION_ERROR. FORGOT_PASSWORD for an unregistered phone and REGISTER for a registered one are ' +
        'answered like any other, but no code is sent (decision 0033)',
      429: SEND_LIMITS,
    },
  ),
  verifySmsOtp: defineEndpoint(
    'POST',
    '/auth/verify-sms-otp',
    {
      tags: ['otp'],
      summary: 'Check a one-time code sent by SMS',
      description: VERIFY_DESCRIPTION,
      body: verifyRequest(PhoneField),
      response: { 200: Success(VerifyOtpDataSchema) },
    },
    VERIFY_ERRORS,
  ),
  sendForgotPasswordOtp: defineEndpoint(
    'POST',
    '/auth/send-forgot-password-otp',
    {
      tags: ['otp'],
      summary: 'Forgot password: send a code to the account’s phone or e-mail',
      description:
        SEND_DESCRIPTION + 'Continue at POST /auth/verify (purpose FORGOT_PASSWORD), then POST /auth/forgot-password.',
      body: Type.Object(
        {
          username: UsernameField,
          purpose: Type.Optional(StringEnum(['FORGOT_PASSWORD'], { description: 'Optional; always FORGOT_PASSWORD' })),
        },
        { additionalProperties: false },
      ),
      response: { 200: Success(OtpSentDataSchema) },
    },
    { 400: 'VALIDATION_ERROR (no account: answered alike, nothing sent; decision 0033)', 429: SEND_LIMITS },
    'sign-in',
  ),
  sendVerify: defineEndpoint(
    'POST',
    '/auth/send-verify',
    {
      tags: ['otp'],
      summary: 'Send a code to a phone or e-mail (VERIFY_CONTACT by default, or FORGOT_PASSWORD)',
      description: SEND_DESCRIPTION,
      body: SendVerifyRequestSchema,
      response: { 200: Success(OtpSentDataSchema) },
    },
    { 400: 'VALIDATION_ERROR (FORGOT_PASSWORD without an account: answered alike, nothing sent)', 429: SEND_LIMITS },
    'sign-in',
  ),
  verify: defineEndpoint(
    'POST',
    '/auth/verify',
    {
      tags: ['otp'],
      summary: 'Check a one-time code sent to a phone or e-mail',
      description: VERIFY_DESCRIPTION,
      body: verifyRequest(UsernameField),
      response: { 200: Success(VerifyOtpDataSchema) },
    },
    VERIFY_ERRORS,
    'sign-in',
  ),
  outbox: defineEndpoint('GET', '/dev/otp-outbox', {
    tags: ['dev'],
    summary: 'Development only: the codes the outbox sender "delivered", newest first',
    description:
      'Not registered when NODE_ENV=production. Filter by destination (phone, or e-mail in any case) and purpose.',
    querystring: OtpOutboxQuerySchema,
    response: { 200: Success(Type.Array(OtpOutboxEntrySchema)) },
  }),
};
