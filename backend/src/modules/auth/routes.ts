import {
  API_PATHS,
  type ApiSuccess,
  type FirstLoginRequest,
  type LoginRequest,
  type LoginResponseData,
  type LoginResult,
  type RefreshTokenRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type TokenPair,
  type UserDto,
  type UserExistData,
} from '@contract/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { AccountService } from '../account/service';
import type { Listener } from '../listener';
import {
  firstLoginSchema,
  forgotPasswordSchema,
  getUserSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  setPasswordSchema,
  userExistSchema,
} from './schemas';
import type { AuthService, DeviceInfo } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  account: AccountService;
  listener: Listener;
}

function deviceOf(request: FastifyRequest, deviceKind: DeviceInfo['deviceKind']): DeviceInfo {
  return { deviceKind, userAgent: request.headers['user-agent'], ip: request.ip };
}

/**
 * Both listeners sign in. The main API also registers accounts, finishes first sign-ins,
 * exchanges refresh tokens and resets passwords at /auth/set-password; the sign-in service
 * resets them at /auth/forgot-password (spec §7).
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, account, listener }) => {
  registerNoStore(app);

  app.post<{ Body: LoginRequest }>(
    API_PATHS.login,
    { schema: loginSchema },
    async (request): Promise<ApiSuccess<LoginResult>> => ({
      result: true,
      data: await auth.login({
        username: request.body.username,
        password: request.body.password,
        ...deviceOf(request, request.body.deviceKind),
      }),
    }),
  );

  if (listener === 'sign-in') {
    app.post<{ Body: ResetPasswordRequest }>(
      API_PATHS.forgotPassword,
      { schema: forgotPasswordSchema },
      async (request): Promise<ApiSuccess<null>> => {
        await auth.resetPassword(request.body);
        return { result: true, data: null };
      },
    );
    return;
  }

  app.post<{ Body: RefreshTokenRequest }>(
    API_PATHS.refreshToken,
    { schema: refreshTokenSchema },
    async (request): Promise<ApiSuccess<TokenPair>> => ({
      result: true,
      data: await auth.refresh(request.body.refreshToken),
    }),
  );

  app.post<{ Body: RegisterRequest }>(
    API_PATHS.register,
    { schema: registerSchema },
    async (request): Promise<ApiSuccess<LoginResponseData>> => ({
      result: true,
      data: await auth.register({ ...request.body, ...deviceOf(request, request.body.deviceKind) }),
    }),
  );

  app.post<{ Body: FirstLoginRequest }>(
    API_PATHS.firstLogin,
    { schema: firstLoginSchema },
    async (request): Promise<ApiSuccess<LoginResponseData>> => ({
      result: true,
      data: await auth.firstLogin({
        firstLoginToken: request.body.firstLoginToken,
        newPassword: request.body.newPassword,
        ...deviceOf(request, request.body.deviceKind),
      }),
    }),
  );

  app.post<{ Body: ResetPasswordRequest }>(
    API_PATHS.setPassword,
    { schema: setPasswordSchema },
    async (request): Promise<ApiSuccess<null>> => {
      await auth.resetPassword(request.body);
      return { result: true, data: null };
    },
  );

  app.get(
    API_PATHS.getUser,
    { schema: getUserSchema, preHandler: requireAuth(auth) },
    async (request): Promise<ApiSuccess<UserDto>> => ({
      result: true,
      data: await account.getProfile(authOf(request).userId),
    }),
  );

  app.get<{ Querystring: { username: string } }>(
    API_PATHS.userExist,
    { schema: userExistSchema },
    async (request): Promise<ApiSuccess<UserExistData>> => ({
      result: true,
      data: await auth.userExists(request.query.username, request.ip),
    }),
  );
};
