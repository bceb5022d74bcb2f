import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portalEnv, PortalProcess, RAISED_ABUSE_CAPS } from '@portal/test-support';

export const OPERATOR_TOKEN = 'pact-verification-operator-token';

export interface Portal {
  server: PortalProcess;
  stop(): Promise<void>;
}

/**
 * The built portal (`turbo run build --filter=@portal/api`) on SQLite in a
 * fresh folder, with its demo data, the operator token and the test controls,
 * and any more settings given.
 */
export async function startPortal(settings: Record<string, string> = {}): Promise<Portal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pact-'));
  const server = await PortalProcess.launch({
    env: (port) => ({
      ...portalEnv(dir, port),
      ...RAISED_ABUSE_CAPS,
      // Every request of a run comes from one address.
      RATE_LIMIT_ENABLED: 'false',
      OPERATOR_TOKEN,
      TEST_CONTROLS: 'true',
      // The frontend origin docs/contract-testing.md's recipe verifies CORS for.
      CORS_ORIGINS: 'https://shop.example.com',
      ...settings,
    }),
  }).catch((error: unknown) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    server,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
