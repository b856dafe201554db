import {
  API_PATHS,
  type ApiSuccess,
  type ChangePasswordRequest,
  type LoginSessionDto,
  type LogoutRequest,
  type RevokeSessionRequest,
  type UpdateAvatarData,
  type UpdateProfileRequest,
  type UserDto,
} from '@contract/api';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { AuthService } from '../auth/service';
import type { Listener } from '../listener';
import { avatarUploadRoutes } from './avatar-upload';
import {
  changePasswordSchema,
  loginSessionsSchema,
  logoutSchema,
  profileSchema,
  revokeTokenSchema,
  updateProfileSchema,
} from './schemas';
import type { AccountService } from './service';

export interface AccountRoutesOptions {
  auth: AuthService;
  account: AccountService;
  listener: Listener;
}

/**
 * Both listeners sign out, edit the profile, change the password and take avatars. The main
 * API serves the profile; the sign-in service lists and revokes login sessions (spec §7).
 */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { auth, account, listener }) => {
  registerNoStore(app);
  const signedIn = requireAuth(auth);

  app.post<{ Body: LogoutRequest }>(
    API_PATHS.logout,
    { schema: logoutSchema },
    async (request): Promise<ApiSuccess<null>> => {
      await auth.logout(request.body.refreshToken);
      return { result: true, data: null };
    },
  );

  app.put<{ Body: UpdateProfileRequest }>(
    API_PATHS.updateProfile,
    { schema: updateProfileSchema, preHandler: signedIn },
    async (request): Promise<ApiSuccess<UserDto>> => ({
      result: true,
      data: await account.updateProfile(authOf(request).userId, request.body),
    }),
  );

  // The same failure has a different code on each host (spec §8).
  const wrongOldPassword = listener === 'main' ? 'OLD_PASS_INCORRECT' : 'WRONG_OLD_PASSWORD';
  app.put<{ Body: ChangePasswordRequest }>(
    API_PATHS.changePassword,
    { schema: changePasswordSchema(wrongOldPassword), preHandler: signedIn },
    async (request): Promise<ApiSuccess<null>> => {
      await auth.changePassword(authOf(request), request.body, wrongOldPassword);
      return { result: true, data: null };
    },
  );

  await app.register(avatarUploadRoutes, {
    authenticate: signedIn,
    upload: async (request, image): Promise<UpdateAvatarData> => account.updateAvatar(authOf(request).userId, image),
  });

  if (listener === 'main') {
    app.get(
      API_PATHS.profile,
      { schema: profileSchema, preHandler: signedIn },
      async (request): Promise<ApiSuccess<UserDto>> => ({
        result: true,
        data: await account.getProfile(authOf(request).userId),
        totalRecords: 1,
      }),
    );
    return;
  }

  app.get<{ Params: { userId: number } }>(
    API_PATHS.loginSession(':userId'),
    { schema: loginSessionsSchema, preHandler: signedIn },
    async (request): Promise<ApiSuccess<LoginSessionDto[]>> => ({
      result: true,
      data: await auth.listSessions(authOf(request), request.params.userId),
    }),
  );

  app.post<{ Body: RevokeSessionRequest }>(
    API_PATHS.revokeToken,
    { schema: revokeTokenSchema, preHandler: signedIn },
    async (request): Promise<ApiSuccess<null>> => {
      await auth.revokeSession(authOf(request), request.body);
      return { result: true, data: null };
    },
  );
};
