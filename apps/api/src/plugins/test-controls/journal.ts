import { redactPersonal, type JournalEntry, type JournalVerdict } from '@portal/contracts';
import type { Prisma, PrismaClient, TestJournalEntry } from '@portal/db';
import { isDeepStrictEqual } from 'node:util';

/** Entries kept: older ones are deleted as new ones come, so the journal cannot fill the disk. */
export const JOURNAL_KEEP = 10_000;
/** The journal is pruned once every this many entries an instance writes. */
const PRUNE_EVERY = 200;

type JournalDb = Pick<PrismaClient, 'testJournalEntry'>;

export interface Recorded {
  at: Date;
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  status: number;
  result: number | null;
  errorCode: number | null;
}

export interface JournalFilter {
  path?: string;
  method?: string;
  since?: string;
  until?: string;
}

export function createJournal(db: JournalDb) {
  let written = 0;

  async function prune() {
    const oldestKept = await db.testJournalEntry.findFirst({
      orderBy: { id: 'desc' },
      skip: JOURNAL_KEEP - 1,
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
    async record(entry: Recorded): Promise<void> {
      await db.testJournalEntry.create({
        data: {
          ...entry,
          query: JSON.stringify(entry.query),
          body: entry.body === undefined ? null : JSON.stringify(entry.body),
        },
      });
      written += 1;
      if (written % PRUNE_EVERY === 0) await prune();
    },

    async list(filter: JournalFilter, personal: boolean): Promise<JournalEntry[]> {
      const rows = await db.testJournalEntry.findMany({
        where: where(filter),
        orderBy: { id: 'asc' },
        take: JOURNAL_KEEP,
      });
      return rows.map((row) => entryView(row, personal));
    },

    /** How many sent requests match: method, path and every given query and body field. */
    async verify(expected: VerifyRequest): Promise<JournalVerdict> {
      const rows = await db.testJournalEntry.findMany({
        where: { method: expected.method, path: expected.path },
        orderBy: { id: 'asc' },
        take: JOURNAL_KEEP,
      });
      const matched = rows
        .map((row) => entryView(row, true))
        .filter(
          (entry) =>
            fieldsMatch(expected.query, entry.query) && fieldsMatch(expected.body, entry.body),
        ).length;
      return { ok: matched === expected.times, matched, expected: expected.times };
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
  times: number;
}

/** Each field of `expected` equals the sent one (nested objects compared whole). */
function fieldsMatch(expected: Record<string, unknown> | undefined, sent: unknown): boolean {
  if (!expected) return true;
  if (sent === null || typeof sent !== 'object') return Object.keys(expected).length === 0;
  const fields = sent as Record<string, unknown>;
  return Object.entries(expected).every(([key, value]) => isDeepStrictEqual(fields[key], value));
}

function entryView(row: TestJournalEntry, personal: boolean): JournalEntry {
  const query = JSON.parse(row.query) as Record<string, unknown>;
  const body: unknown = row.body === null ? null : JSON.parse(row.body);
  return {
    at: row.at.toISOString(),
    method: row.method,
    path: row.path,
    query: personal ? query : (redactPersonal(query) as Record<string, unknown>),
    body: personal ? body : redactPersonal(body),
    status: row.status,
    result: row.result,
    error_code: row.errorCode,
  };
}
