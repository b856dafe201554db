import { setupServer } from 'msw/node';

/** Tests add their own handlers with server.use(...); none are shared by default. */
export const server = setupServer();

/** The services as the browser reaches them: through the web app's own origin (jsdom's is localhost:3000). */
export const API_URL = 'http://localhost:3000/api/main';
export const AUTH_URL = 'http://localhost:3000/api/sign-in';
