import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { startPostgres, type PostgresServer } from '@portal/db/postgres-server';
import { portalEnv, PortalProcess, RAISED_ABUSE_CAPS, REPO_ROOT } from '@portal/test-support';

const run = promisify(execFile);

/** With TEST_DATABASE=postgresql the portal runs on a throwaway PostgreSQL server, else on SQLite. */
export const onPostgres = process.env.TEST_DATABASE === 'postgresql';
export const databaseName = onPostgres ? 'PostgreSQL' : 'SQLite';

export const OPERATOR_TOKEN = 'contract-operator-token-0123456789';
/** A frontend origin the portal answers with CORS (`--origin`). */
export const FRONTEND_ORIGIN = 'https://shop.example.com';

export interface Portal {
  url: string;
  /** The last lines the portal printed, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * The built portal (`turbo run build --filter=@portal/api --filter=@portal/web`)
 * started as production starts it, on loopback, with its demo data, the
 * operator token and the test controls.
 */
export async function startPortal(): Promise<Portal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-contract-'));
  let postgres: PostgresServer | undefined;
  const removeAll = async () => {
    await postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (onPostgres) postgres = await startPostgres({ fast: true });
    const databaseUrl = postgres ? await postgres.createDatabase('portal') : undefined;
    const server = await PortalProcess.launch({
      env: (port) => ({
        ...portalEnv(dir, port),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        NODE_ENV: 'test',
        OPERATOR_TOKEN,
        TEST_CONTROLS: 'true',
        CORS_ORIGINS: FRONTEND_ORIGIN,
        // Runs in a row book more than a visitor may in a minute.
        RATE_LIMIT_ENABLED: 'false',
        ...RAISED_ABUSE_CAPS,
      }),
    });
    return {
      url: server.baseUrl,
      log: () => server.tail(20),
      async stop() {
        await server.stop();
        await removeAll();
      },
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
}

/** A run of every check against `url`: the writes, the checkout's code and CORS for the frontend. */
export function everyCheck(url: string): string[] {
  return [
    '--base-url',
    url,
    '--writes',
    '--operator-token',
    OPERATOR_TOKEN,
    '--origin',
    FRONTEND_ORIGIN,
  ];
}

export interface CliRun {
  exitCode: number;
  stdout: string;
  lines: string[];
}

/** `pnpm -s contract:verify <args>` from the repository's root, as a tester types it. */
export async function contractVerify(args: string[]): Promise<CliRun> {
  const outcome = await run('pnpm', ['-s', 'contract:verify', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout }) => ({ exitCode: 0, stdout }),
    (error: { code?: number; stdout?: string; stderr?: string }) => {
      if (typeof error.code !== 'number') throw error;
      return { exitCode: error.code, stdout: `${error.stdout ?? ''}${error.stderr ?? ''}` };
    },
  );
  return { ...outcome, lines: outcome.stdout.trimEnd().split('\n') };
}

export interface TestCase {
  '@_name': string;
  failure?: { '#text'?: string };
  skipped?: unknown;
}

/** The test cases of a JUnit report the command wrote; throws on XML that is not well formed. */
export function readJunit(file: string): TestCase[] {
  const xml = fs.readFileSync(file, 'utf8');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`${file} is not well-formed XML: ${JSON.stringify(valid)}`);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'testsuite' || name === 'testcase',
  }).parse(xml) as { testsuites: { testsuite: { testcase: TestCase[] }[] } };
  return parsed.testsuites.testsuite.flatMap((suite) => suite.testcase);
}
