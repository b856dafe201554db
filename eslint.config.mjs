import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

const config = [
  {
    ignores: [
      'node_modules/**', '.next/**', '.next-*/**', '.bench/**', 'backend/dist/**', 'backend/data/**',
      'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'coverage/**', 'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nextVitals,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react/no-danger': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Features do not reach into each other's internals; shared code lives in components/ or lib/.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features/auth', from: './src/features', except: ['./auth'] },
            { target: './src/features/account', from: './src/features', except: ['./account'] },
            { target: './src/features/home', from: './src/features', except: ['./home'] },
            { target: './src/features/info-pages', from: './src/features', except: ['./info-pages'] },
          ],
        },
      ],
    },
  },
  {
    // axios and react-toastify are fetched on first use (src/lib/api-client.ts, src/lib/toast.ts)
    // to keep them out of every page's initial JavaScript; one static import would pull them
    // back into the shared bundle. Type imports are erased and stay allowed. Links go through
    // AppLink, which turns off the viewport prefetch of every linked page's code.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/app-link.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', allowTypeImports: true, message: 'Use apiClient/authClient and the helpers of @/lib/api-client.' },
            { name: 'react-toastify', allowTypeImports: true, message: 'Use notify from @/lib/toast.' },
            { name: 'next/link', allowTypeImports: true, message: 'Use AppLink from @/components/ui/app-link.' },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.ts', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
