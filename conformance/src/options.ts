import path from 'node:path';
import { parseArgs } from 'node:util';

export interface CliOptions {
  baseUrl: string;
  writes: boolean;
  operatorToken?: string;
  origin?: string;
  allowExtraFields: boolean;
  junit: string;
  report: string;
  exchanges?: string;
}

export const USAGE = `Usage: pnpm contract:verify --base-url URL [options]

  --base-url URL          the backend, with its API base path if it has one
  --writes                also book a repair and place a cart order (changes data)
  --operator-token T      the portal's operator token, for the checkout's code
  --origin URL            a browser frontend's origin the backend must answer with CORS
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
      origin: { type: 'string' },
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
  const origin = values.origin === undefined ? undefined : originOf(values.origin);
  const resolve = (file: string) => path.resolve(cwd, file);
  return {
    baseUrl,
    writes: values.writes,
    operatorToken: values['operator-token'],
    origin,
    allowExtraFields: values['allow-extra-fields'],
    junit: resolve(values.junit),
    report: resolve(values.report),
    exchanges: values.exchanges === undefined ? undefined : resolve(values.exchanges),
  };
}

/** `https://shop.example.com`: a scheme, host and port, as browsers send `Origin`. */
function originOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--origin is not a URL: ${value}`);
  }
  if (url.origin === 'null' || url.href.replace(/\/$/, '') !== url.origin) {
    throw new UsageError(`--origin is not an origin (scheme://host[:port]): ${value}`);
  }
  return url.origin;
}

export class UsageError extends Error {}
