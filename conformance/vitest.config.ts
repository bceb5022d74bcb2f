import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` checks the suite's own logic in a second (the
 * package's `test`); `portal` starts the built portal (root `pnpm
 * test:contract`, which builds it first) and runs the command line against
 * it and against a server that breaks the contract on purpose.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/portal.test.ts', 'test/mutations.test.ts'],
        },
      },
      {
        test: {
          name: 'portal',
          include: ['test/portal.test.ts', 'test/mutations.test.ts'],
          // Each file starts a portal: one at a time; a file's concurrent runs four at a time.
          fileParallelism: false,
          maxConcurrency: 4,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
