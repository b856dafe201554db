import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      '@/': dir('./src/'),
      '@contract/': dir('./contract/'),
      '@locales/': dir('./locales/'),
    },
  },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['backend/tests/**/*.test.ts'],
          setupFiles: ['backend/tests/setup.ts'],
          // Each API test file gets its own database file; files run in parallel forks.
          pool: 'forks',
          // The first play payload or review a process serialises compiles its question-family
          // union (about two seconds on a busy 2-core machine); later ones reuse it.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
