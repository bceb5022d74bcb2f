import {
  MAX_STUB_JSON_BYTES,
  redactPersonal,
  type JournalAnswer,
  type JournalAnswerer,
  type JournalEntry,
  type JournalTruncatedValue,
  type JournalVerdict,
} from '@portal/contracts';
import type { Prisma, PrismaClient, TestJournalEntry } from '@portal/db';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../lib/json-depth';
import { holds } from './matching';

/** Entries kept: older ones are deleted as new ones come, so the journal cannot fill the disk. */
export const JOURNAL_KEEP = 10_000;
/** The journal is pruned once every this many entries an instance writes. */
const PRUNE_EVERY = 200;
/**
 * Largest body or query kept as sent (its JSON text): any repair booking
 * fits, and a full cart (100 lines) of 250-character ASCII names, about 40 KiB.
 */
export const JOURNAL_VALUE_BYTES = 64 * 1024;
/**
 * What one list answer shows of bodies and queries in all: past it, the
 * oldest entries are shown with their bodies marked, so that a full journal
 * of large bodies still makes an answer (10,000 × 64 KiB would not).
 */
export const JOURNAL_ANSWER_BYTES = 32 * 1024 * 1024;

/** The text of a value the journal does not keep: nothing of it, as its personal fields could not be redacted in a part. */
const mark = (reason: JournalTruncatedValue['reason'], bytes?: number) =>
  JSON.stringify({ truncated: true, reason, bytes } satisfies JournalTruncatedValue);

/** JSON text as the journal keeps it: as it is within the bounds, else its mark. */
function bounded(text: string, limit = JOURNAL_VALUE_BYTES): string {
  const bytes = Buffer.byteLength(text);
  if (bytes > limit) return mark('size', bytes);
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return mark('depth', bytes);
  return text;
}

/** The JSON text the journal stores of a sent body or query, or of an answer. */
export function journalText(value: unknown, limit = JOURNAL_VALUE_BYTES): string {
  try {
    return bounded(JSON.stringify(value) ?? 'null', limit);
  } catch {
    // Only a value too deep to write out gets here: the parsers make no other kind.
    return mark('depth');
  }
}

type JournalDb = Pick<PrismaClient, 'testJournalEntry'>;

export interface Recorded {
  at: Date;
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  status: number;
  answeredBy: JournalAnswerer;
  answer: JournalAnswer | null;
}

/**
 * The most of an answer the journal keeps: an upstream's as large as a stub
 * may be, so that it can be recorded; a stub's like a request's.
 */
const answerLimit = (by: JournalAnswerer) =>
  by === 'upstream' ? MAX_STUB_JSON_BYTES : JOURNAL_VALUE_BYTES;

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The result and error code of an answer in the API's shape. */
function outcomeOf(answer: JournalAnswer | null) {
  const body = answer?.body;
  if (body === null || typeof body !== 'object') return { result: null, errorCode: null };
  const fields = body as Record<string, unknown>;
  return { result: numberOrNull(fields.result), errorCode: numberOrNull(fields.error_code) };
}

export interface JournalFilter {
  path?: string;
  method?: string;
  since?: string;
  until?: string;
}

export function createJournal(
  db: JournalDb,
  {
    keep = JOURNAL_KEEP,
    pruneEvery = PRUNE_EVERY,
    answerBytes = JOURNAL_ANSWER_BYTES,
  }: { keep?: number; pruneEvery?: number; answerBytes?: number } = {},
) {
  let written = 0;

  async function prune() {
    const oldestKept = await db.testJournalEntry.findFirst({
      orderBy: { id: 'desc' },
      skip: keep - 1,
      select: { id: true },
    });
    if (oldestKept) await db.testJournalEntry.deleteMany({ where: { id: { lt: oldestKept.id } } });
  }

  const where = (filter: JournalFilter): Prisma.TestJournalEntryWhereInput => ({
    path: filter.path,
    method: filter.method,
    at: {
      gte: filter.since ? new Date(filter.since) : undefined,
      lte: filter.until ? new Date(filter.until) : undefined,
    },
  });

  return {
    async record({ answer, ...entry }: Recorded): Promise<void> {
      await db.testJournalEntry.create({
        data: {
          ...entry,
          ...outcomeOf(answer),
          query: journalText(entry.query),
          body: entry.body === undefined ? null : journalText(entry.body),
          // The portal's own answers are told by status, result and error code: their
          // bodies are not kept, so a journaled request costs what it did before stubs.
          answer:
            answer === null || entry.answeredBy === 'portal'
              ? null
              : journalText(answer, answerLimit(entry.answeredBy)),
        },
      });
      written += 1;
      if (written % pruneEvery === 0) await prune();
    },

    async list(filter: JournalFilter, personal: boolean): Promise<JournalEntry[]> {
      const rows = await db.testJournalEntry.findMany({
        where: where(filter),
        orderBy: { id: 'asc' },
        take: keep,
      });
      // The budget goes to the newest entries; older ones past it are shown without their bodies.
      let spent = 0;
      const shown = rows
        .toReversed()
        .map((row) => {
          const bytes = (text: string | null) => (text === null ? 0 : Buffer.byteLength(text));
          spent += bytes(row.query) + bytes(row.body) + bytes(row.answer);
          if (spent <= answerBytes) return row;
          return {
            ...row,
            body: row.body === null ? null : mark('answer', bytes(row.body)),
            answer: row.answer === null ? null : mark('answer', bytes(row.answer)),
          };
        })
        .toReversed();
      return shown.map((row) => entryView(row, personal));
    },

    /** How many sent requests match method, path and the given query and body fields, against the count asked. */
    async verify(expected: VerifyRequest): Promise<JournalVerdict> {
      const rows = await db.testJournalEntry.findMany({
        where: { method: expected.method, path: expected.path },
        orderBy: { id: 'asc' },
        take: keep,
      });
      const matched = rows
        .map((row) => entryView(row, true))
        .filter(
          (entry) =>
            (expected.query === undefined || holds(entry.query, expected.query)) &&
            (expected.body === undefined || holds(entry.body, expected.body)),
        ).length;
      const ranged = expected.atLeast !== undefined || expected.atMost !== undefined;
      const times = ranged ? null : (expected.times ?? 1);
      const atLeast = expected.atLeast ?? null;
      const atMost = expected.atMost ?? null;
      const ok =
        times === null
          ? matched >= (atLeast ?? 0) && (atMost === null || matched <= atMost)
          : matched === times;
      return { ok, matched, expected: times, atLeast, atMost };
    },

    /** The requests the upstream answered, oldest first, as sent. */
    async upstreamAnswered(): Promise<JournalEntry[]> {
      const rows = await db.testJournalEntry.findMany({
        where: { answeredBy: 'upstream' },
        orderBy: { id: 'asc' },
        take: keep,
      });
      return rows.map((row) => entryView(row, true));
    },

    async clear(): Promise<number> {
      return (await db.testJournalEntry.deleteMany()).count;
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;

interface VerifyRequest {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  times?: number;
  atLeast?: number;
  atMost?: number;
}

function entryView(row: TestJournalEntry, personal: boolean): JournalEntry {
  // Entries written before the bounds are held to them too.
  const query = JSON.parse(bounded(row.query)) as Record<string, unknown>;
  const body: unknown = row.body === null ? null : JSON.parse(bounded(row.body));
  const by = row.answeredBy as JournalAnswerer;
  const answer: unknown =
    row.answer === null ? null : JSON.parse(bounded(row.answer, answerLimit(by)));
  return {
    at: row.at.toISOString(),
    method: row.method,
    path: row.path,
    query: personal ? query : (redactPersonal(query) as Record<string, unknown>),
    body: personal ? body : redactPersonal(body),
    status: row.status,
    result: row.result,
    error_code: row.errorCode,
    answeredBy: by,
    answer: personal ? answer : redactPersonal(answer),
  };
}
