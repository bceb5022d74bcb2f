import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertChromium, RESULTS_DIR } from './browser';
import { copyOfWebBuild, ensureApiBuild, ensureWebBuild } from './builds';
import { E2E_OPERATOR_TOKEN, E2E_SLOT_CAPACITY, PortalServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

/**
 * Once per run: Chromium present, the web app and the server built, and the
 * portal started as `pnpm start` starts it (the built server with the start
 * script's node flags), over a fresh temporary database (migrated and seeded
 * by the server itself) on a free loopback port.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  ensureWebBuild();
  ensureApiBuild();
  const web = copyOfWebBuild();
  const started = Date.now();
  const server = await PortalServer.start({
    WEB_DIST_DIR: web,
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    // Every journey of six screens books: room for all of them on the four offered days.
    COURIER_SLOT_CAPACITY: String(E2E_SLOT_CAPACITY),
  }).catch((error: unknown) => {
    fs.rmSync(path.dirname(web), { recursive: true, force: true });
    throw error;
  });
  console.log(
    `e2e: portal ready on ${server.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  return async () => {
    // A server that died during the run explains every failure after it.
    if (!server.running) console.error(`e2e: the portal exited during the run:\n${server.tail()}`);
    await server.stop();
    fs.rmSync(path.dirname(web), { recursive: true, force: true });
  };
}
