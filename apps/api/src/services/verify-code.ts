import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import * as svgCaptcha from 'svg-captcha';
import { VERIFY_CODE_TTL_MINUTES } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';

/** Cookie holding the id of the visitor's current code; its name is in contracts for the cookie policy. */
export { VERIFY_CODE_COOKIE } from '@portal/contracts';
export const VERIFY_CODE_TTL_SECONDS = VERIFY_CODE_TTL_MINUTES * 60;
const ANSWER_LENGTH = 4;
/** Letters and digits people do not confuse (no 0/O, 1/I/l). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Spent and expired codes are kept a while, so a repeated submission still finds its order. */
const KEEP_AFTER_EXPIRY_MS = 60 * 60 * 1000;

/** Made at start: a restart invalidates the few codes in flight, and a database copy reveals no answers. */
const SECRET = randomBytes(32);

type CaptchaOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
// The package's main export draws a given text; its typings only declare the random variants.
const drawText = (
  svgCaptcha as unknown as { default: (text: string, options?: CaptchaOptions) => string }
).default;

function hashAnswer(answer: string): string {
  return createHmac('sha256', SECRET).update(answer.trim().toLowerCase()).digest('hex');
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

type Db = Pick<PrismaClient, 'verifyCode'>;

/** A new code: its SVG image, the id to put in the cookie, and its answer (for test controls only). */
export async function issueVerifyCode(
  db: Db,
  { fixedAnswer, now }: { fixedAnswer?: string; now: Date },
) {
  const answer = fixedAnswer ?? randomAnswer();
  const id = randomUUID();
  await db.verifyCode.deleteMany({
    where: { expiresAt: { lt: new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS) } },
  });
  await db.verifyCode.create({
    data: {
      id,
      answerHash: hashAnswer(answer),
      expiresAt: new Date(now.getTime() + VERIFY_CODE_TTL_SECONDS * 1000),
      createdAt: now,
    },
  });
  const svg = drawText(answer, {
    width: 150,
    height: 50,
    fontSize: 54,
    noise: 2,
    color: true,
    background: '#f4f6f8',
  });
  return { id, svg, answer };
}

/**
 * Uses the code up, right or wrong, and tells whether the answer was right.
 * Only an unused, unexpired code can be used.
 */
export async function consumeVerifyCode(
  db: Db,
  id: string,
  answer: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db.verifyCode.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count === 0) return false;
  const row = await db.verifyCode.findUnique({ where: { id }, select: { answerHash: true } });
  return row !== null && sameHash(row.answerHash, hashAnswer(answer));
}

/** Whether `answer` is the answer of a code already used (to recognise a repeated submission). */
export async function isAnswerOf(db: Db, id: string, answer: string): Promise<boolean> {
  const row = await db.verifyCode.findUnique({ where: { id }, select: { answerHash: true } });
  return row !== null && sameHash(row.answerHash, hashAnswer(answer));
}
