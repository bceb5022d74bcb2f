import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_SRC = './apps/web/src';
const FEATURES = `${WEB_SRC}/features`;
const featureNames = readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's layers: shared code (components, lib, config, i18n) → features →
 * app. A feature imports shared code and itself, never another feature;
 * shared code imports no feature. Only the app (router, layout) wires
 * features together.
 */
const featureBoundaries = [
  ...featureNames.map((name) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to shared code.',
  })),
  {
    target: ['components', 'lib', 'config', 'i18n'].map((folder) => `${WEB_SRC}/${folder}`),
    from: FEATURES,
    message: 'Shared code does not import a feature.',
  },
];

/** The client is `request.clientAddress`; `request.ip` is the socket's, the balancer's behind one. */
const clientAddressOnly = {
  selector: "MemberExpression[object.name=/^req(uest)?$/][property.name='ip']",
  message:
    "request.ip is the socket's address (the load balancer's behind one): use request.clientAddress (lib/client-address.ts).",
};

/**
 * Settings are read once and validated: prisma/src/settings.ts is the one
 * module of product code that reads the environment (`processEnvironment`,
 * `readDbSettings`); the server composes its shape into apps/api/src/env.ts.
 */
const SETTINGS_MESSAGE =
  "Read settings through the validated env (apps/api/src/env.ts's readEnv, or @portal/db's readDbSettings), not process.env.";
const settingsReaderOnly = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: SETTINGS_MESSAGE },
  ],
  'no-restricted-imports': [
    'error',
    ...['process', 'node:process'].map((name) => ({
      name,
      importNames: ['env'],
      message: SETTINGS_MESSAGE,
    })),
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', '.cache/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureBoundaries },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', clientAddressOnly] },
  },
  {
    // Product code. Exempt, each for a reason:
    // - prisma/src/settings.ts: the one reader.
    // - tests (*.test.ts, packages/test-support, and apps/web/src/pact, the web's
    //   pact tests run by vitest in Node, never bundled): they set variables for
    //   the code under test and hand PATH and the like to the processes they start.
    // - tests/, bench/, conformance/, pact/ and build configs (vite.config.ts) are
    //   outside this list: harnesses and command-line tools read their own
    //   switches at their entry points.
    files: [
      'apps/api/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.ts',
      'prisma/src/**/*.ts',
      'prisma/prisma.config.ts',
    ],
    ignores: [
      'prisma/src/settings.ts',
      '**/*.test.{ts,tsx}',
      'packages/test-support/**',
      'apps/web/src/pact/**',
    ],
    rules: settingsReaderOnly,
  },
  {
    // Routes parse, call a service and answer: the data is read and written in services.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        clientAddressOnly,
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='db']",
          message: 'Read and write data through a service, never the database client in a route.',
        },
      ],
    },
  },
);
