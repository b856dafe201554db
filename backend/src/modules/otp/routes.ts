import {
  API_PATHS,
  type ApiSuccess,
  type OtpOutboxEntry,
  type OtpOutboxQuery,
  type OtpSentData,
  type SendOtpRequest,
  type SendVerifyRequest,
  type VerifyOtpData,
  type VerifyOtpRequest,
} from '@contract/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerNoStore } from '../../plugins/security-headers';
import { normalizeUsername } from '../account/repository';
import type { Listener } from '../listener';
import {
  OUTBOX_DEFAULT_LIMIT,
  otpOutboxSchema,
  sendForgotPasswordOtpSchema,
  sendSmsOtpSchema,
  sendVerifySchema,
  verifySchema,
  verifySmsOtpSchema,
} from './schemas';
import type { OtpService } from './service';

export interface OtpRoutesOptions {
  otp: OtpService;
  listener: Listener;
}

/** Sending and checking one-time codes: by SMS on the main API, phone or e-mail on the sign-in service. */
export const otpRoutes: FastifyPluginAsync<OtpRoutesOptions> = async (app, { otp, listener }) => {
  registerNoStore(app);

  if (listener === 'main') {
    app.post<{ Body: SendOtpRequest }>(
      API_PATHS.sendSmsOtp,
      { schema: sendSmsOtpSchema },
      async (request): Promise<ApiSuccess<OtpSentData>> => ({
        result: true,
        data: await otp.requestCode({ username: request.body.phone, purpose: request.body.purpose, ip: request.ip, log: request.log }),
      }),
    );
    app.post<{ Body: VerifyOtpRequest }>(
      API_PATHS.verifySmsOtp,
      { schema: verifySmsOtpSchema },
      async (request): Promise<ApiSuccess<VerifyOtpData>> => ({
        result: true,
        data: await otp.verifyCode({ ...request.body, ip: request.ip }),
      }),
    );
    return;
  }

  app.post<{ Body: SendVerifyRequest }>(
    API_PATHS.sendForgotPasswordOtp,
    { schema: sendForgotPasswordOtpSchema },
    async (request): Promise<ApiSuccess<OtpSentData>> => ({
      result: true,
      data: await otp.requestCode({ username: request.body.username, purpose: 'FORGOT_PASSWORD', ip: request.ip, log: request.log }),
    }),
  );
  app.post<{ Body: SendVerifyRequest }>(
    API_PATHS.sendVerify,
    { schema: sendVerifySchema },
    async (request): Promise<ApiSuccess<OtpSentData>> => ({
      result: true,
      data: await otp.requestCode({
        username: request.body.username,
        purpose: request.body.purpose ?? 'VERIFY_CONTACT',
        ip: request.ip,
        log: request.log,
      }),
    }),
  );
  app.post<{ Body: VerifyOtpRequest }>(
    API_PATHS.verify,
    { schema: verifySchema },
    async (request): Promise<ApiSuccess<VerifyOtpData>> => ({
      result: true,
      data: await otp.verifyCode({ ...request.body, ip: request.ip }),
    }),
  );
};

/** GET /dev/otp-outbox: how a developer (or an e-2-e test) reads codes. Never registered in production. */
export const otpOutboxRoutes: FastifyPluginAsync<{ otp: OtpService }> = async (app, { otp }) => {
  registerNoStore(app);
  app.get<{ Querystring: OtpOutboxQuery }>(
    API_PATHS.otpOutbox,
    { schema: otpOutboxSchema },
    async (request): Promise<ApiSuccess<OtpOutboxEntry[]>> => ({
      result: true,
      data: await otp.listOutbox({
        destination: request.query.destination === undefined ? undefined : normalizeUsername(request.query.destination),
        purpose: request.query.purpose,
        limit: request.query.limit ?? OUTBOX_DEFAULT_LIMIT,
      }),
    }),
  );
};
