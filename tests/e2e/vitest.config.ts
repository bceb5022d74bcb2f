import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against one real server (started in global-setup). Files
 * run one after another: they share the server and its database, and two
 * Chromiums at once would only slow each other down on two cores.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    // A file's concurrent journeys, three at a time: more only queue for the two cores.
    maxConcurrency: 3,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
