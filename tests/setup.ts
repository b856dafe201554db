import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './msw/server';

// Any request a test did not expect is a failure, not a silent pass. MSW's own 'error' strategy
// only prints and fails the request, which the code under test may swallow, so the request is
// recorded here and the test that made it fails in afterEach.
const unhandledRequests: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandledRequests.push(`${request.method} ${request.url}`);
      // Never let it reach the network.
      print.error();
    },
  }),
);
afterEach(() => {
  const unhandled = unhandledRequests.splice(0);
  server.resetHandlers();
  cleanup();
  // A file of server code may run in Node's environment (`@vitest-environment node`): no DOM.
  if (typeof document !== 'undefined') {
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  if (unhandled.length > 0) {
    throw new Error(`Requests without an MSW handler:\n${unhandled.join('\n')}`);
  }
});
afterAll(() => server.close());

// The API client and notify() load axios, react-toastify and the contract check with import() on first use (they
// are kept out of the pages' initial JavaScript). Loading them here first makes those imports
// resolve at once, so tests driven by fake timers or short waits see requests and toasts when
// the app sends them rather than after a module load.
beforeAll(async () => {
  await Promise.all([import('axios'), import('react-toastify'), import('@/lib/response-check')]);
});

// console.error during a test means React or a library reported a problem: fail loudly.
const originalError = console.error;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
