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

/** Settings are read once, validated: apps/api/src/env.ts and prisma/src/settings.ts are the readers. */
const settingsReadersOnly = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message:
    'Read settings through the validated env (apps/api/src/env.ts) or @portal/db settings (prisma/src/settings.ts), not process.env.',
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
    rules: { 'no-restricted-syntax': ['error', clientAddressOnly, settingsReadersOnly] },
  },
  {
    files: ['prisma/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', settingsReadersOnly] },
  },
  {
    files: ['apps/api/src/env.ts', 'prisma/src/settings.ts'],
    rules: { 'no-restricted-syntax': ['error', clientAddressOnly] },
  },
  {
    // Routes parse, call a service and answer: the data is read and written in services.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        clientAddressOnly,
        settingsReadersOnly,
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='db']",
          message: 'Read and write data through a service, never the database client in a route.',
        },
      ],
    },
  },
);
