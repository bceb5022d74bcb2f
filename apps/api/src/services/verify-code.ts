import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type * as svgCaptcha from 'svg-captcha';
import { VERIFY_CODE_TTL_MINUTES } from '@portal/contracts';
import { postgresqlSql, sqliteSql, type DatabaseKind, type PrismaClient } from '@portal/db';

/** Cookie holding the id of the visitor's current code; its name is in contracts for the cookie policy. */
export { VERIFY_CODE_COOKIE } from '@portal/contracts';
export const VERIFY_CODE_TTL_SECONDS = VERIFY_CODE_TTL_MINUTES * 60;
const ANSWER_LENGTH = 4;
/** Letters and digits people do not confuse (no 0/O, 1/I/l). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Spent and expired codes are kept a while, so a repeated submission still finds its order. */
const KEEP_AFTER_EXPIRY_MS = 60 * 60 * 1000;

/**
 * The answers are kept as HMACs under a key of the database's own
 * (`ServerSecret`), made by the first code ever issued: any instance checks
 * the answer of a code another one drew, and a restart keeps codes in flight.
 */
const SECRET_NAME = 'verify-code';

type CaptchaOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
type DrawText = (text: string, options?: CaptchaOptions) => string;
/**
 * svg-captcha draws a given text with its package's main export (its typings
 * only declare the random variants). It parses its font when loaded, so it is
 * loaded at the first code, not at start-up.
 */
const drawText = async (text: string, options: CaptchaOptions) =>
  ((await import('svg-captcha')) as unknown as { default: DrawText }).default(text, options);

type Db = Pick<PrismaClient, 'verifyCode' | 'serverSecret'>;

/** The answers' key, or null before the first code was issued. */
async function findSecret(db: Db): Promise<Buffer | null> {
  const row = await db.serverSecret.findUnique({ where: { name: SECRET_NAME } });
  return row && Buffer.from(row.value, 'hex');
}

/**
 * The answers' key, made now if there is none. Not in a transaction: when
 * instances make it at once, the inserts but one are refused (P2002) and
 * they read the one that was stored.
 */
async function ensureSecret(db: Db): Promise<Buffer> {
  const found = await findSecret(db);
  if (found) return found;
  try {
    await db.serverSecret.create({
      data: { name: SECRET_NAME, value: randomBytes(32).toString('hex') },
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'P2002') throw error;
  }
  const made = await findSecret(db);
  if (!made) throw new Error('verification code key missing after it was made');
  return made;
}

function hashAnswer(secret: Buffer, answer: string): string {
  return createHmac('sha256', secret).update(answer.trim().toLowerCase()).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function randomAnswer(): string {
  const bytes = randomBytes(ANSWER_LENGTH);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** A new code: its SVG image, the id to put in the cookie, and its answer (for test controls only). */
export async function issueVerifyCode(
  db: Db,
  { fixedAnswer, now }: { fixedAnswer?: string; now: Date },
) {
  const secret = await ensureSecret(db);
  const answer = fixedAnswer ?? randomAnswer();
  const id = randomUUID();
  await db.verifyCode.deleteMany({
    where: { expiresAt: { lt: new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS) } },
  });
  await db.verifyCode.create({
    data: {
      id,
      answerHash: hashAnswer(secret, answer),
      expiresAt: new Date(now.getTime() + VERIFY_CODE_TTL_SECONDS * 1000),
      createdAt: now,
    },
  });
  const svg = await drawText(answer, {
    width: 150,
    height: 50,
    fontSize: 54,
    noise: 2,
    color: true,
    background: '#f4f6f8',
  });
  return { id, svg, answer };
}

/** What a claimed code is checked with: its answer's hash and the answers' key (null before there is one). */
export interface ClaimedCode {
  answerHash: string;
  secret: string | null;
}

/**
 * Uses the code up, whatever answer comes with it: what its answer is
 * checked with when this call used it, null when it was used already, has
 * expired or does not exist. One conditional update, so of claims sent at
 * once exactly one wins; it reads the answers' key as well.
 */
export async function claimVerifyCode(
  db: Pick<PrismaClient, '$queryRawTyped'>,
  kind: DatabaseKind,
  id: string,
  now: Date,
): Promise<ClaimedCode | null> {
  const [claimed] = await db.$queryRawTyped(
    kind === 'postgresql'
      ? postgresqlSql.claimVerifyCode(now, id, SECRET_NAME)
      : sqliteSql.claimVerifyCode(now, id, now, SECRET_NAME),
  );
  // The key is read by a subquery, null when none was made (SQLite's description cannot tell).
  return claimed
    ? { answerHash: claimed.answerHash, secret: claimed.secret as string | null }
    : null;
}

/** Whether `answer` is the answer of a claimed code. */
export function isClaimedAnswer(claimed: ClaimedCode, answer: string): boolean {
  return (
    claimed.secret !== null &&
    sameHash(claimed.answerHash, hashAnswer(Buffer.from(claimed.secret, 'hex'), answer))
  );
}

/** Whether `answer` is the answer of the code `id`. */
export async function isAnswerOf(db: Db, id: string, answer: string): Promise<boolean> {
  const row = await db.verifyCode.findUnique({ where: { id }, select: { answerHash: true } });
  if (!row) return false;
  const secret = await findSecret(db);
  return secret !== null && sameHash(row.answerHash, hashAnswer(secret, answer));
}
