import { API_PATHS, type ApiSuccess, type LoginRequest, type LoginResponseData, type RefreshTokenRequest, type TokenPair } from '@contract/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerNoStore } from '../../plugins/security-headers';
import { loginSchema, refreshTokenSchema } from './schemas';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** The main API exchanges refresh tokens; the sign-in service only signs in. */
  refresh: boolean;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, refresh }) => {
  registerNoStore(app);

  app.post<{ Body: LoginRequest }>(
    API_PATHS.login,
    { schema: loginSchema },
    async (request): Promise<ApiSuccess<LoginResponseData>> => ({
      result: true,
      data: await auth.login({
        username: request.body.username,
        password: request.body.password,
        deviceKind: request.body.deviceKind,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      }),
    }),
  );

  if (refresh) {
    app.post<{ Body: RefreshTokenRequest }>(
      API_PATHS.refreshToken,
      { schema: refreshTokenSchema },
      async (request): Promise<ApiSuccess<TokenPair>> => ({
        result: true,
        data: await auth.refresh(request.body.refreshToken),
      }),
    );
  }
};
