import fs from 'node:fs';
import path from 'node:path';
import { portalEnv, PortalProcess, RAISED_ABUSE_CAPS } from '@portal/test-support';
import { newDatabase } from './database';

/** The answer every verification code image shows in these runs. */
export const FIXED_VERIFY_CODE = 'Zq8Wv3Kp';

/** Limits far above what one run sends: the limiter stays in the path but never answers 429. */
const RAISED = '1000000';

export interface ServerFiles {
  dir: string;
  /** The server's `DATABASE_URL`: a SQLite file in `dir`, or a database of its own on PostgreSQL. */
  database: string;
  filesDir: string;
}

/** A folder and a new, empty database for one server. */
export async function serverFiles(dir: string): Promise<ServerFiles> {
  fs.mkdirSync(dir, { recursive: true });
  return { dir, database: await newDatabase(dir), filesDir: path.join(dir, 'files') };
}

/**
 * The real server as a child process, started as production starts it (the
 * start script's `node` command on the build of `pnpm --filter @portal/api run
 * build`), without pnpm in between, so a SIGKILL reaches the process that holds the database.
 * It listens only on loopback; its log is kept for the privacy checks.
 */
export class PortalServer extends PortalProcess {
  files!: ServerFiles;

  static async start(files: ServerFiles, extraEnv: Record<string, string> = {}) {
    const server = await PortalServer.launch({
      // Answering a read, not /ready: the storage phase starts servers on a database
      // under a fault, which /ready reports as 503 by design.
      readyPath: '/user/announce',
      env: (port) => ({
        ...portalEnv(files.dir, port),
        DATABASE_URL: files.database,
        NODE_ENV: 'test',
        // As in production: no request journal or fault checks in what is measured and digested.
        TEST_CONTROLS: 'false',
        LOG_LEVEL: 'info',
        FIXED_VERIFY_CODE,
        COURIER_SLOT_CAPACITY: RAISED,
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_CODE_IMAGE: RAISED,
        RATE_LIMIT_CHECKOUT: RAISED,
        RATE_LIMIT_BOOKING: RAISED,
        RATE_LIMIT_RESERVATION: RAISED,
        RATE_LIMIT_LOOKUP: RAISED,
        RATE_LIMIT_API: RAISED,
        ...RAISED_ABUSE_CAPS,
        ...extraEnv,
      }),
    });
    server.files = files;
    return server;
  }
}
