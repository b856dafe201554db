/** Sign-in, sessions and access tokens, as the rest of the API sees it. Import from here. */
export { authRoutes } from './routes';
export { createAuthService, type AuthService } from './service';
