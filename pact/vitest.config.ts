import { defineConfig } from 'vitest/config';

/** One built portal and verification runs of a few seconds each. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
