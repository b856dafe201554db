import { CLIENT_APP_ID_HEADER } from '@contract/api';
import { authEndpoints } from '@contract/auth';
import type { FastifyRequest } from 'fastify';
import { invalidRefreshToken } from '../../lib/errors';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { AccountService } from '../account';
import type { Listener } from '../listener';
import type { AuthService, DeviceInfo, SigningApp } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  account: AccountService;
  listener: Listener;
}

/** The signing app from the client-app id header (spec §7). */
function appOf(auth: AuthService, request: FastifyRequest): SigningApp {
  const header = request.headers[CLIENT_APP_ID_HEADER.toLowerCase()];
  return auth.appOf(typeof header === 'string' ? header : undefined);
}

function deviceOf(request: FastifyRequest, deviceKind: DeviceInfo['deviceKind']): DeviceInfo {
  return { deviceKind, userAgent: request.headers['user-agent'], ip: request.ip };
}

/**
 * Both listeners sign in. The main API also registers accounts, finishes first sign-ins,
 * exchanges refresh tokens and resets passwords at /auth/set-password; the sign-in service
 * resets them at /auth/forgot-password (spec §7).
 */
export const authRoutes: RoutePlugin<AuthRoutesOptions> = async (app, { auth, account, listener }) => {
  registerNoStore(app);

  app.route({
    ...routeOf(authEndpoints.login),
    handler: async (request) =>
      ok(
        await auth.login(
          {
            username: request.body.username,
            password: request.body.password,
            ...deviceOf(request, request.body.deviceKind),
          },
          appOf(auth, request),
        ),
      ),
  });

  app.route({
    ...routeOf(authEndpoints.replaceSession),
    handler: async (request) =>
      ok(
        await auth.replaceSession(
          {
            ticket: request.body.ticket,
            sessionId: request.body.sessionId,
            ...deviceOf(request, request.body.deviceKind),
          },
          appOf(auth, request),
        ),
      ),
  });

  if (listener === 'sign-in') {
    app.route({
      ...routeOf(authEndpoints.forgotPassword),
      handler: async (request) => {
        await auth.resetPassword(request.body);
        return ok(null);
      },
    });
    return;
  }

  app.route({
    ...routeOf(authEndpoints.refreshToken),
    handler: async (request) => {
      const { refreshToken } = request.body;
      if (!refreshToken) throw invalidRefreshToken();
      return ok(await auth.refresh(refreshToken, appOf(auth, request)));
    },
  });

  app.route({
    ...routeOf(authEndpoints.register),
    handler: async (request) =>
      ok(await auth.register({ ...request.body, ...deviceOf(request, request.body.deviceKind) })),
  });

  app.route({
    ...routeOf(authEndpoints.firstLogin),
    handler: async (request) =>
      ok(
        await auth.firstLogin({
          firstLoginToken: request.body.firstLoginToken,
          newPassword: request.body.newPassword,
          ...deviceOf(request, request.body.deviceKind),
        }),
      ),
  });

  app.route({
    ...routeOf(authEndpoints.setPassword),
    handler: async (request) => {
      await auth.resetPassword(request.body);
      return ok(null);
    },
  });

  app.route({
    ...routeOf(authEndpoints.getUser),
    handler: async (request) => ok(await account.getProfile(authOf(request).userId)),
  });

  app.route({
    ...routeOf(authEndpoints.userExist),
    handler: async (request) => ok(await auth.userExists(request.query.username, request.ip)),
  });
};
