import { API_PATHS, type ApiSuccess, type LogoutRequest, type UserDto } from '@contract/api';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { AuthService } from '../auth/service';
import { logoutSchema, profileSchema } from './schemas';
import type { AccountService } from './service';

export interface AccountRoutesOptions {
  auth: AuthService;
  account: AccountService;
  /** The profile lives on the main API; the sign-in service only signs out. */
  profile: boolean;
}

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { auth, account, profile }) => {
  registerNoStore(app);

  if (profile) {
    app.get(
      API_PATHS.profile,
      { schema: profileSchema, preHandler: requireAuth(auth) },
      async (request): Promise<ApiSuccess<UserDto>> => ({
        result: true,
        data: await account.getProfile(authOf(request).userId),
        totalRecords: 1,
      }),
    );
  }

  app.post<{ Body: LogoutRequest }>(
    API_PATHS.logout,
    { schema: logoutSchema },
    async (request): Promise<ApiSuccess<null>> => {
      await auth.logout(request.body.refreshToken);
      return { result: true, data: null };
    },
  );
};
