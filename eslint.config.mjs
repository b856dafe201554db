import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * index.ts: the public entry; lazy/: one module per screen meant for next/dynamic; server/: what
 * pages run on the server only (getServerSideProps, API routes).
 */
const PUBLIC_ENTRIES = ['index.ts', 'lazy'];
/** A feature with a public entry is closed except through these; server/ is open to pages too. */
const publicEntriesOf = (feature) =>
  PUBLIC_ENTRIES.filter((file) => existsSync(`${FEATURES_DIR}/${feature}/${file}`)).map(
    (file) => `./${feature}/${file}`,
  );
const openEntriesOf = (feature) =>
  [...PUBLIC_ENTRIES, 'server']
    .filter((file) => existsSync(`${FEATURES_DIR}/${feature}/${file}`))
    .map((file) => `./${feature}/${file}`);

function featureZones() {
  return features.map((feature) => ({
    target: `./${FEATURES_DIR}/${feature}`,
    from: `./${FEATURES_DIR}`,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).flatMap(publicEntriesOf)],
    message:
      'Import another feature only through its public entry (index.ts), or move shared code to components/ or lib/.',
  }));
}

/** Shared code never depends on features, the shell or routes; the shell and routes use public entries. */
function oneWayZones() {
  const shared = ['./src/components', './src/lib', './src/config', './src/styles'];
  return [
    ...shared.map((target) => ({
      target,
      from: ['./src/features', './src/shell', './src/pages'],
      message: 'components/, lib/ and config/ are shared code: they must not import features, the shell or pages.',
    })),
    ...features
      .filter((feature) => publicEntriesOf(feature).length > 0)
      .map((feature) => ({
        target: ['./src/shell', './src/pages'],
        from: `./${FEATURES_DIR}/${feature}`,
        except: openEntriesOf(feature).map((entry) => entry.replace(`./${feature}/`, './')),
        message: `Import ${feature} through its public entry.`,
      })),
  ];
}

/**
 * Backend modules with a public entry (backend/src/modules/<x>/index.ts) are imported only through
 * it from the rest of backend/src: one zone per such module, generated like the feature zones.
 */
const BACKEND_SRC = 'backend/src';
const BACKEND_MODULES_DIR = `${BACKEND_SRC}/modules`;
const backendModules = readdirSync(BACKEND_MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function backendModuleZones() {
  const outsideModules = readdirSync(BACKEND_SRC)
    .filter((name) => name !== 'modules')
    .map((name) => `./${BACKEND_SRC}/${name}`);
  return backendModules
    .filter((module) => existsSync(`${BACKEND_MODULES_DIR}/${module}/index.ts`))
    .map((module) => ({
      target: [
        ...outsideModules,
        ...readdirSync(BACKEND_MODULES_DIR)
          .filter((name) => name !== module)
          .map((name) => `./${BACKEND_MODULES_DIR}/${name}`),
      ],
      from: `./${BACKEND_MODULES_DIR}/${module}`,
      except: ['./index.ts'],
      message: `Import the ${module} module through its public entry (modules/${module}/index.ts).`,
    }));
}

/** Contract modules without TypeBox: the web app may import their values. */
const CONTRACT_RUNTIME_MODULES = [
  'adaptive-rules',
  'api',
  'auth-rules',
  'catalogue',
  'catalogue-paths',
  'class-rules',
  'classes-api',
  'client-api',
  'commerce-rules',
  'constants',
  'content',
  'daily-goal-rules',
  'errors',
  'event-rules',
  'grade-editions',
  'mistakes-rules',
  'notification-rules',
  'paths',
  'patterns',
  'player',
  'player-answers',
  'player-rules',
];

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      '.bench/**',
      'backend/dist/**',
      'backend/data/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'public/**',
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
    // Features do not reach into each other's internals: one zone per folder of src/features,
    // generated so a new feature is covered the day it is created. A feature with a public entry
    // (index.ts) may be imported through it; lazy.ts holds the entries meant for next/dynamic.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...featureZones(), ...oneWayZones()] }],
    },
  },
  {
    // Backend modules do not reach into each other's internals once they have a public entry.
    files: ['backend/src/**/*.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: backendModuleZones() }],
    },
  },
  {
    // A cycle makes module order matter and usually means two modules are one, or share a third.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'backend/src/**/*.ts'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
            {
              name: 'axios',
              allowTypeImports: true,
              message: 'Use apiClient/authClient and the helpers of @/lib/api-client.',
            },
            { name: 'react-toastify', allowTypeImports: true, message: 'Use notify from @/lib/toast.' },
            { name: 'next/link', allowTypeImports: true, message: 'Use AppLink from @/components/ui/app-link.' },
          ],
          // The contract's schema modules build TypeBox schemas when loaded; the web app takes only
          // their types, so TypeBox never reaches a page's JavaScript.
          patterns: [
            {
              regex: `^@contract/(?!(${CONTRACT_RUNTIME_MODULES.join('|')})$)`,
              allowTypeImports: true,
              message: 'Contract schema modules are type-only in the web app (they would bundle TypeBox).',
            },
          ],
        },
      ],
    },
  },
  {
    // SWR is the data layer's: hooks live in an api/ folder (a feature's, or src/lib/<resource>/api/)
    // and components call them, so keys and cache updates stay next to the endpoint they belong to.
    // src/lib/swr.tsx holds the provider, its options and the page fallback.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/api/**', 'src/lib/swr.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'swr', message: 'Use SWR in an api/ folder: components call its hooks.' }],
          patterns: [{ group: ['swr/*'], message: 'Use SWR in an api/ folder: components call its hooks.' }],
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
