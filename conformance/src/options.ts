import path from 'node:path';
import { parseArgs } from 'node:util';

export interface CliOptions {
  baseUrl: string;
  writes: boolean;
  operatorToken?: string;
  allowExtraFields: boolean;
  junit: string;
  report: string;
  exchanges?: string;
}

export const USAGE = `Usage: pnpm contract:verify --base-url URL [options]

  --base-url URL          the backend, with its API base path if it has one
  --writes                also book a repair and place a cart order (changes data)
  --operator-token T      the portal's operator token, for the checkout's code
  --allow-extra-fields    report fields the contract does not name without failing
  --junit FILE            JUnit XML (default conformance-report/junit.xml)
  --report FILE           Markdown report (default conformance-report/report.md)
  --exchanges FILE        every request and answer as JSON lines`;

/**
 * Reads the command line. Files are relative to where the command was typed
 * (pnpm runs the script in the package's folder and names the first in INIT_CWD).
 */
export function readOptions(
  argv: string[],
  cwd = process.env.INIT_CWD ?? process.cwd(),
): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      writes: { type: 'boolean', default: false },
      'operator-token': { type: 'string' },
      'allow-extra-fields': { type: 'boolean', default: false },
      junit: { type: 'string', default: 'conformance-report/junit.xml' },
      report: { type: 'string', default: 'conformance-report/report.md' },
      exchanges: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) throw new UsageError('');
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new UsageError('--base-url is required');
  try {
    new URL(baseUrl);
  } catch {
    throw new UsageError(`--base-url is not a URL: ${baseUrl}`);
  }
  const resolve = (file: string) => path.resolve(cwd, file);
  return {
    baseUrl,
    writes: values.writes,
    operatorToken: values['operator-token'],
    allowExtraFields: values['allow-extra-fields'],
    junit: resolve(values.junit),
    report: resolve(values.report),
    exchanges: values.exchanges === undefined ? undefined : resolve(values.exchanges),
  };
}

export class UsageError extends Error {}
