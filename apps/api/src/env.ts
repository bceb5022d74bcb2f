import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, for defaults that live beside the code. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().default(`file:${path.join(REPO_ROOT, 'data', 'portal.db')}`),
  /** Folder of served files: accessory images, document PDFs. */
  FILES_DIR: z.string().default(path.join(REPO_ROOT, 'data', 'files')),
  /** The built web app; served when present. */
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Test-only: every verification code image shows this answer. Refused when
   * NODE_ENV is production.
   */
  FIXED_VERIFY_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{4,8}$/)
    .optional(),
  /** Seats per pick-up window and day with the simulated courier. */
  COURIER_SLOT_CAPACITY: z.coerce.number().int().min(1).default(20),
  /** Seed the demo data when the database is empty at start. */
  SEED_ON_START: flag.default(true),
});

export type Env = z.output<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.FIXED_VERIFY_CODE) {
    throw new Error(
      'Invalid configuration: FIXED_VERIFY_CODE is for tests and is refused in production',
    );
  }
  return env;
}
