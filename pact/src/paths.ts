import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's pact, written by its consumer test (apps/web/src/pact) and committed. */
export const PACT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../pacts/portal-web-service-backend.json',
);
export const CLI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');
