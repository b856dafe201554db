import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Tests add their own handlers with server.use(...). The one shared handler is the web app's
 * time endpoint, which every countdown measures its clock with: it answers this process's clock.
 */
export const server = setupServer(
  http.get('http://localhost:3000/api/time', () => {
    const now = Date.now();
    return HttpResponse.json({ result: true, data: { now: new Date(now).toISOString(), epochMs: now } });
  }),
);

/** The services as the browser reaches them: through the web app's own origin (jsdom's is localhost:3000). */
export const API_URL = 'http://localhost:3000/api/main';
export const AUTH_URL = 'http://localhost:3000/api/sign-in';
