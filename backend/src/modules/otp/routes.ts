import { otpEndpoints } from '@contract/otp';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { registerNoStore } from '../../plugins/security-headers';
import { normalizeUsername } from '../account';
import type { Listener } from '../listener';
import type { OtpService } from './service';

export interface OtpRoutesOptions {
  otp: OtpService;
  listener: Listener;
}

/** Sending and checking one-time codes: by SMS on the main API, phone or e-mail on the sign-in service. */
export const otpRoutes: RoutePlugin<OtpRoutesOptions> = async (app, { otp, listener }) => {
  registerNoStore(app);

  if (listener === 'main') {
    app.route({
      ...routeOf(otpEndpoints.sendSmsOtp),
      handler: async (request) =>
        ok(
          await otp.requestCode({
            username: request.body.phone,
            purpose: request.body.purpose,
            ip: request.ip,
            log: request.log,
          }),
        ),
    });
    app.route({
      ...routeOf(otpEndpoints.verifySmsOtp),
      handler: async (request) => ok(await otp.verifyCode({ ...request.body, ip: request.ip })),
    });
    return;
  }

  app.route({
    ...routeOf(otpEndpoints.sendForgotPasswordOtp),
    handler: async (request) =>
      ok(
        await otp.requestCode({
          username: request.body.username,
          purpose: 'FORGOT_PASSWORD',
          ip: request.ip,
          log: request.log,
        }),
      ),
  });
  app.route({
    ...routeOf(otpEndpoints.sendVerify),
    handler: async (request) =>
      ok(
        await otp.requestCode({
          username: request.body.username,
          purpose: request.body.purpose ?? 'VERIFY_CONTACT',
          ip: request.ip,
          log: request.log,
        }),
      ),
  });
  app.route({
    ...routeOf(otpEndpoints.verify),
    handler: async (request) => ok(await otp.verifyCode({ ...request.body, ip: request.ip })),
  });
};

/** GET /dev/otp-outbox: how a developer (or an e-2-e test) reads codes. Never registered in production. */
/** The outbox lists this many codes when no limit is asked for. */
const OUTBOX_DEFAULT_LIMIT = 20;

export const otpOutboxRoutes: RoutePlugin<{ otp: OtpService }> = async (app, { otp }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(otpEndpoints.outbox),
    handler: async (request) =>
      ok(
        await otp.listOutbox({
          destination:
            request.query.destination === undefined ? undefined : normalizeUsername(request.query.destination),
          purpose: request.query.purpose,
          limit: request.query.limit ?? OUTBOX_DEFAULT_LIMIT,
        }),
      ),
  });
};
