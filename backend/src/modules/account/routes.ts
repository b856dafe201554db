import { accountEndpoints, type LoginSessionDto, type RevokeSessionRequest } from '@contract/account';
import type { ErrorCode } from '@contract/errors';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, type AuthContext } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { Listener } from '../listener';
import { avatarUploadRoutes } from './avatar-upload';
import type { AccountService } from './service';

/**
 * What these routes ask of sign-in: the auth service implements it. Declared here, not imported,
 * because auth builds on accounts and the two must not depend on each other.
 */
interface SessionActions {
  logout(refreshToken: string): Promise<void>;
  changePassword(
    auth: AuthContext,
    input: { oldPassword: string; newPassword: string },
    wrongOldPassword: Extract<ErrorCode, 'OLD_PASS_INCORRECT' | 'WRONG_OLD_PASSWORD'>,
  ): Promise<void>;
  listSessions(auth: AuthContext, userId: number): Promise<LoginSessionDto[]>;
  revokeSession(auth: AuthContext, request: RevokeSessionRequest): Promise<void>;
}

export interface AccountRoutesOptions {
  auth: SessionActions;
  account: AccountService;
  listener: Listener;
}

/**
 * Both listeners sign out, edit the profile, change the password and take avatars. The main
 * API serves the profile; the sign-in service lists and revokes login sessions (spec §7).
 */
export const accountRoutes: RoutePlugin<AccountRoutesOptions> = async (app, { auth, account, listener }) => {
  registerNoStore(app);
  const endpoints = accountEndpoints;

  app.route({
    ...routeOf(endpoints.logout),
    handler: async (request) => {
      if (request.body.refreshToken) await auth.logout(request.body.refreshToken);
      return ok(null);
    },
  });

  app.route({
    ...routeOf(endpoints.updateProfile),
    handler: async (request) => ok(await account.updateProfile(authOf(request).userId, request.body)),
  });

  // The same failure has a different code on each host (spec §8).
  const wrongOldPassword = listener === 'main' ? 'OLD_PASS_INCORRECT' : 'WRONG_OLD_PASSWORD';
  app.route({
    ...routeOf(listener === 'main' ? endpoints.changePassword : endpoints.changePasswordSignIn),
    handler: async (request) => {
      await auth.changePassword(authOf(request), request.body, wrongOldPassword);
      return ok(null);
    },
  });

  await app.register(avatarUploadRoutes, {
    upload: async (request, image) => account.updateAvatar(authOf(request).userId, image),
  });

  if (listener === 'main') {
    app.route({
      ...routeOf(endpoints.profile),
      handler: async (request) => ({ ...ok(await account.getProfile(authOf(request).userId)), totalRecords: 1 }),
    });
    return;
  }

  app.route({
    ...routeOf(endpoints.loginSessions),
    handler: async (request) => ok(await auth.listSessions(authOf(request), request.params.userId)),
  });

  app.route({
    ...routeOf(endpoints.revokeToken),
    handler: async (request) => {
      await auth.revokeSession(authOf(request), request.body);
      return ok(null);
    },
  });
};
