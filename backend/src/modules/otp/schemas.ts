import { OTP_PURPOSES } from '@contract/api';
import { otpCodeField, otpPurposeField, phoneField, usernameField } from '../../lib/field-schemas';
import { errorResponses, successSchema } from '../../lib/http-schemas';

const otpSentData = {
  type: 'object',
  required: ['destination', 'expiresIn', 'resendAfter'],
  properties: {
    destination: { type: 'string', description: 'Where the code went, masked: "090****001", "st****@example.com"' },
    expiresIn: { type: 'integer', description: 'Seconds the code stays valid (300)' },
    resendAfter: { type: 'integer', description: 'Seconds before another code may be requested (60)' },
  },
} as const;

const verifyOtpData = {
  type: 'object',
  required: ['verificationToken'],
  properties: {
    verificationToken: { type: 'string', description: 'Single-use, valid 15 minutes, only for the purpose of the code' },
  },
} as const;

const SEND_LIMITS =
  'TOO_MANY_REQUESTS with retryAfter (seconds) and a Retry-After header: the 60-second resend countdown is still ' +
  'running, or 5 codes per hour for this destination / 20 requests per hour from this IP address were used';
const SEND_DESCRIPTION =
  'Sends a 6-digit code valid for 5 minutes; it replaces any earlier code for the same destination and purpose. ';

export const sendSmsOtpSchema = {
  tags: ['otp'],
  summary: 'Send a one-time code by SMS',
  description:
    `${SEND_DESCRIPTION}REGISTER: the phone must not have an account yet. FORGOT_PASSWORD: it must have one ` +
    '(then continue at POST /auth/set-password). VERIFY_CONTACT: any phone.',
  body: {
    type: 'object',
    required: ['phone', 'purpose'],
    additionalProperties: false,
    properties: { phone: phoneField, purpose: otpPurposeField },
  },
  response: {
    200: successSchema(otpSentData),
    ...errorResponses(
      {
        400: 'USER_NOT_FOUND (FORGOT_PASSWORD for an unregistered phone)',
        409: 'ALREADY_REGISTERED (REGISTER for a phone that has an account)',
        429: SEND_LIMITS,
      },
      { body: true },
    ),
  },
};

const VERIFY_ERRORS = {
  400: 'INVALID_OTP (wrong code, or none was sent / it was already used) or OTP_EXPIRED (older than 5 minutes)',
  429: 'OTP_ATTEMPTS_EXCEEDED: the 5th wrong code burned it, request a new one; TOO_MANY_REQUESTS: 60 checks per 15 minutes per IP',
};

export const verifySmsOtpSchema = {
  tags: ['otp'],
  summary: 'Check a one-time code sent by SMS',
  description: 'A right code is used up and traded for a verificationToken for the next step of the same purpose.',
  body: {
    type: 'object',
    required: ['username', 'code', 'purpose'],
    additionalProperties: false,
    properties: { username: phoneField, code: otpCodeField, purpose: otpPurposeField },
  },
  response: {
    200: successSchema(verifyOtpData),
    ...errorResponses(VERIFY_ERRORS, { body: true }),
  },
};

export const sendForgotPasswordOtpSchema = {
  tags: ['otp'],
  summary: 'Forgot password: send a code to the account’s phone or e-mail',
  description: `${SEND_DESCRIPTION}Continue at POST /auth/verify (purpose FORGOT_PASSWORD), then POST /auth/forgot-password.`,
  body: {
    type: 'object',
    required: ['username'],
    additionalProperties: false,
    properties: {
      username: usernameField,
      purpose: { type: 'string', enum: ['FORGOT_PASSWORD'], description: 'Optional; always FORGOT_PASSWORD' },
    },
  },
  response: {
    200: successSchema(otpSentData),
    ...errorResponses({ 400: 'USER_NOT_FOUND: no account has this phone number or e-mail', 429: SEND_LIMITS }, { body: true }),
  },
};

export const sendVerifySchema = {
  tags: ['otp'],
  summary: 'Send a code to a phone or e-mail (VERIFY_CONTACT by default, or FORGOT_PASSWORD)',
  description: SEND_DESCRIPTION,
  body: {
    type: 'object',
    required: ['username'],
    additionalProperties: false,
    properties: {
      username: usernameField,
      purpose: { type: 'string', enum: ['VERIFY_CONTACT', 'FORGOT_PASSWORD'], description: 'Default VERIFY_CONTACT' },
    },
  },
  response: {
    200: successSchema(otpSentData),
    ...errorResponses({ 400: 'USER_NOT_FOUND (FORGOT_PASSWORD for an unregistered phone or e-mail)', 429: SEND_LIMITS }, { body: true }),
  },
};

export const verifySchema = {
  tags: ['otp'],
  summary: 'Check a one-time code sent to a phone or e-mail',
  description: 'A right code is used up and traded for a verificationToken for the next step of the same purpose.',
  body: {
    type: 'object',
    required: ['username', 'code', 'purpose'],
    additionalProperties: false,
    properties: { username: usernameField, code: otpCodeField, purpose: otpPurposeField },
  },
  response: {
    200: successSchema(verifyOtpData),
    ...errorResponses(VERIFY_ERRORS, { body: true }),
  },
};

export const OUTBOX_DEFAULT_LIMIT = 20;
export const OUTBOX_MAX_LIMIT = 100;

export const otpOutboxSchema = {
  tags: ['dev'],
  summary: 'Development only: the codes the outbox sender "delivered", newest first',
  description:
    'Not registered when NODE_ENV=production. Filter by destination (phone, or e-mail in any case) and purpose.',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      destination: { ...usernameField, description: 'Only codes sent to this phone number or e-mail' },
      purpose: { type: 'string', enum: [...OTP_PURPOSES] },
      limit: { type: 'integer', minimum: 1, maximum: OUTBOX_MAX_LIMIT, default: OUTBOX_DEFAULT_LIMIT },
    },
  },
  response: {
    200: successSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'channel', 'destination', 'purpose', 'code', 'createdAt', 'expiresAt'],
        properties: {
          id: { type: 'integer' },
          channel: { type: 'string', enum: ['SMS', 'EMAIL'] },
          destination: { type: 'string' },
          purpose: { type: 'string', enum: [...OTP_PURPOSES] },
          code: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
          expiresAt: { type: 'string', format: 'date-time' },
        },
      },
    }),
    ...errorResponses({ 400: 'VALIDATION_ERROR (with details)' }),
  },
};
