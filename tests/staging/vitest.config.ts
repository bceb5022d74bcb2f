import { defineConfig } from 'vitest/config';

/**
 * Three projects: `config` checks docker-compose.yml and deploy/haproxy.cfg in
 * seconds (the package's `test`); `multi-instance` starts the whole staging
 * topology on loopback (PostgreSQL, three built portals, HAProxy) and loads
 * it, which needs the API built first (root `pnpm test:staging`); `docker`
 * builds the image and runs both compose profiles (root `pnpm test:docker`,
 * which starts a Docker engine first where none runs).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'config',
          include: ['test/**/*.test.ts'],
          exclude: ['test/multi-instance.test.ts', 'test/docker.test.ts'],
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
      {
        test: {
          name: 'docker',
          include: ['test/docker.test.ts'],
          // One engine, one compose project: the steps build on each other.
          sequence: { concurrent: false },
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
