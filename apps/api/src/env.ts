import {
  dbSettingsShape,
  defaultOutboxDir,
  defaultWebDistDir,
  processEnvironment,
  repoRoot,
  settingsProblems,
} from '@portal/db';
import { operatorTokenProblem } from '@portal/contracts';
import { z } from 'zod';
import { trustedRange } from './lib/client-address';

/**
 * The repository root, for defaults that live beside the code. The data
 * paths below come from @portal/db (prisma/src/paths.ts), their one home.
 */
export const REPO_ROOT = repoRoot;

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** An optional setting; empty counts as unset (env files list every variable, some blank). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `scheme://host[:port]` and nothing more, as a browser sends it in `Origin`. */
function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The load balancers whose X-Forwarded-For names the client: their exact
   * addresses or CIDR ranges, comma-separated (lib/client-address.ts). Class
   * names such as `loopback` are refused. Unset: the socket's address is the
   * client, and a header says nothing.
   */
  TRUST_PROXY: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .superRefine((entries, context) => {
        for (const entry of entries.filter((entry) => trustedRange(entry) === null)) {
          context.addIssue({
            code: 'custom',
            message: `"${entry}" is not an IP address or CIDR range: name the load balancer's own address, e.g. 10.0.0.5 (loopback, uniquelocal and other classes are refused: they trust every host of the class)`,
          });
        }
      }),
  ),
  /** DATABASE_URL, DATABASE_POOL_SIZE, FILES_DIR: defined once, in @portal/db (prisma/src/settings.ts). */
  ...dbSettingsShape,
  /** The built web app. */
  WEB_DIST_DIR: z.string().default(defaultWebDistDir),
  /**
   * Serve the web app from WEB_DIST_DIR. In production a missing build stops
   * the start; false serves the API alone (`/` says so).
   */
  SERVE_WEB: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Prefix of every API path; empty in production upstream. */
  API_BASE_PATH: z
    .string()
    .default('')
    .refine(
      (value) => value === '' || /^\/[\w\-/]*[^/]$/.test(value),
      'must be empty or like /api',
    ),
  SERVICE_EMAIL: z.email().default('serwis@phonecare-service.pl'),
  SERVICE_PHONE: z.string().default('+48 22 100 20 30'),
  /** Whom customers pay a confirmed spare-part order to, and the account (the confirmation e-mail's payment details). */
  SERVICE_PAYEE: z.string().min(1).default('PhoneCare Serwis Sp. z o.o.'),
  SERVICE_BANK_ACCOUNT: z.string().min(1).default('PL27 1140 2004 0000 3002 0135 5387'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds a stopping server waits for requests in flight before it exits anyway (main.ts). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(8),
  /**
   * Test-only: every verification code image shows this answer. Refused when
   * NODE_ENV is production.
   */
  FIXED_VERIFY_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{4,8}$/)
    .optional(),
  /**
   * Bearer token of the operator endpoints (`/ops/...`). Unset: they answer
   * 404, as if they did not exist. At least 32 characters and not one short
   * pattern repeated (operatorTokenProblem in the contracts).
   */
  OPERATOR_TOKEN: optional(
    z.string().superRefine((token, context) => {
      const problem = operatorTokenProblem(token);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
  /**
   * Test controls for the operator (see TEST_CONTROL_HEADERS in the
   * contracts). Unset: on in development and test, off in production.
   */
  TEST_CONTROLS: optional(
    z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  ),
  /**
   * Test controls: start with the business clock fixed at this ISO 8601
   * instant (as `PUT /ops/clock`). Refused where test controls are off.
   */
  FIXED_NOW: optional(
    z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 instant' })
      .transform((v) => new Date(v)),
  ),
  /**
   * Test controls: a real backend of the same API (with its base path, as
   * `http://backend:3000/api`) that answers every API call no stub answers,
   * so that its answers can be journaled and recorded as stubs.
   */
  UPSTREAM_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .transform((v) => v.replace(/\/+$/, '')),
  ),
  /** Wrong operator tokens a client address may send per window before it gets 429. */
  OPERATOR_TOKEN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  OPERATOR_TOKEN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** SMTP server for confirmations, e.g. smtp://user:pass@host:587. Unset: .eml files in OUTBOX_DIR. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  /** Sender of the confirmations; default the service mailbox. */
  MAIL_FROM: optional(z.string().max(200)),
  OUTBOX_DIR: z.string().default(defaultOutboxDir),
  /** Address of the portal as customers reach it, for links in e-mails; default http://localhost:PORT. */
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))),
  /**
   * Other web frontends allowed to call the API from the browser: exact
   * origins, comma-separated (`https://shop.example.com`). They get CORS
   * answers and may send writes; every other origin's writes are refused.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine(isExactOrigin, 'must be exact origins like https://shop.example.com'),
      ),
    ),
  /**
   * Memory for the public catalogue's answers each instance keeps, in MiB
   * (plugins/catalogue-cache.ts); 0 keeps none.
   */
  CATALOGUE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Seats per pick-up window and day with the simulated courier. */
  COURIER_SLOT_CAPACITY: z.coerce.number().int().min(1).default(20),
  /** Open repair bookings per contact e-mail and per phone, however spelt, in 24 hours (booking-caps.ts). */
  BOOKING_CAP_PER_CONTACT: z.coerce.number().int().min(1).default(5),
  /** Open repair bookings per client network (IPv4 /24, IPv6 /48) in 24 hours. */
  BOOKING_CAP_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Confirmation e-mails one recipient gets per hour; more are not sent. */
  MAIL_CAP_PER_RECIPIENT: z.coerce.number().int().min(1).default(10),
  /**
   * Minutes after a booking at which, if it still has no pick-up (its
   * reservation refused or never made), its customer is e-mailed its page to choose one.
   */
  UNRESERVED_REMINDER_MINUTES: z.coerce
    .number()
    .min(0)
    .max(7 * 24 * 60)
    .default(30),
  /**
   * Seed the demo data when the database is empty at start. Unset: on in
   * development and test, off in production (see readEnv).
   */
  SEED_ON_START: optional(
    z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  ),
  /**
   * Rate limits, requests per minute per client IP and route (see
   * plugins/security.ts). Off only for test runs that send many requests from one address.
   */
  RATE_LIMIT_ENABLED: flag.default(true),
  /** The code image: a person refreshes it a few times; harvesting codes is slowed. */
  RATE_LIMIT_CODE_IMAGE: perMinute(30),
  /** Cart checkout: each try uses up a code, so this bounds guessing. */
  RATE_LIMIT_CHECKOUT: perMinute(10),
  /** Repair booking (`/order/add`). */
  RATE_LIMIT_BOOKING: perMinute(10),
  /** Pick-up reservation, cancellation and the label PDF. */
  RATE_LIMIT_RESERVATION: perMinute(30),
  /** Repair and purchase lookups: slows enumerating IMEIs and order numbers. */
  RATE_LIMIT_LOOKUP: perMinute(30),
  /** Every other API call (catalogue, lists): well above what a browsing person sends. */
  RATE_LIMIT_API: perMinute(600),
  /** Label PDFs rendered at once, and how many may wait; past that the label answers 503 (busy). */
  LABEL_RENDERS: z.coerce.number().int().min(1).default(2),
  LABEL_QUEUE: z.coerce.number().int().min(0).default(16),
});

export type Env = Omit<z.output<typeof envSchema>, 'SEED_ON_START' | 'TEST_CONTROLS'> & {
  SEED_ON_START: boolean;
  TEST_CONTROLS: boolean;
};

export function readEnv(source: NodeJS.ProcessEnv = processEnvironment()): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${settingsProblems(parsed.error)}`);
  }
  const env = {
    ...parsed.data,
    // Production never fills a database with demo data unless told to.
    SEED_ON_START: parsed.data.SEED_ON_START ?? parsed.data.NODE_ENV !== 'production',
    TEST_CONTROLS: parsed.data.TEST_CONTROLS ?? parsed.data.NODE_ENV !== 'production',
  };
  if (env.NODE_ENV === 'production' && env.FIXED_VERIFY_CODE) {
    throw new Error(
      'Invalid configuration: FIXED_VERIFY_CODE is for tests and is refused in production',
    );
  }
  if (env.FIXED_NOW && !env.TEST_CONTROLS) {
    throw new Error('Invalid configuration: FIXED_NOW needs test controls (TEST_CONTROLS)');
  }
  if (env.UPSTREAM_URL && !(env.TEST_CONTROLS && env.OPERATOR_TOKEN)) {
    throw new Error(
      'Invalid configuration: UPSTREAM_URL needs the test controls (TEST_CONTROLS and OPERATOR_TOKEN)',
    );
  }
  return env;
}
