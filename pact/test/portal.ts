import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freeLoopbackPort,
  portalEnv,
  RAISED_ABUSE_CAPS,
  ServerProcess,
  spawnPortal,
} from '@portal/test-support';

export const OPERATOR_TOKEN = 'pact-verification-operator-token';

export interface Portal {
  server: ServerProcess;
  stop(): Promise<void>;
}

/**
 * The built portal (`turbo run build --filter=@portal/api`) on SQLite in a
 * fresh folder, with its demo data, the operator token and the test controls.
 */
export async function startPortal(): Promise<Portal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pact-'));
  const port = await freeLoopbackPort();
  const child = spawnPortal({
    ...portalEnv(dir, port),
    ...RAISED_ABUSE_CAPS,
    // Every request of a run comes from one address.
    RATE_LIMIT_ENABLED: 'false',
    OPERATOR_TOKEN,
    TEST_CONTROLS: 'true',
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdout?.resume();
  const server = new ServerProcess(child, port);
  const ready = await server.waitReady('/ready', 60_000);
  if (ready !== 'ready') throw new Error(`the portal did not start (${ready}): ${output}`);
  return {
    server,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
