import { defineConfig } from 'vitest/config';

/**
 * Files in which the database plays no part (the HTTP layer, texts,
 * documents, the image's files): they run on SQLite only, as a run on
 * PostgreSQL (`TEST_DATABASE=postgresql`, the package's `test:postgresql`)
 * would prove the same thing again.
 */
const DATABASE_AGNOSTIC = [
  'cross-site',
  'dictionary',
  'json-depth',
  'label',
  'languages',
  'mail',
  'mail-locales',
  'openapi',
  'platform',
  'request-log',
  'runtime-files',
  'staging',
  'web-page',
].map((name) => `test/${name}.test.ts`);

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    exclude:
      process.env.TEST_DATABASE === 'postgresql'
        ? ['**/node_modules/**', ...DATABASE_AGNOSTIC]
        : ['**/node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
