import { defineConfig } from 'vitest/config';

/**
 * Two projects: `config` checks docker-compose.yml and deploy/haproxy.cfg in
 * seconds (the package's `test`); `multi-instance` starts the whole staging
 * topology on loopback (PostgreSQL, three built portals, HAProxy) and loads
 * it, which needs the API built first (root `pnpm test:staging`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'config',
          include: ['test/**/*.test.ts'],
          exclude: ['test/multi-instance.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'multi-instance',
          include: ['test/multi-instance.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
