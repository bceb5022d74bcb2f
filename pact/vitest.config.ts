import { defineConfig } from 'vitest/config';

/**
 * Each file starts a built portal of its own and runs commands of tens of
 * seconds against it: one file at a time, so they do not slow each other.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
