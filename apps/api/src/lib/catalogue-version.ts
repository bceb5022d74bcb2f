import { readCatalogueVersion, type PrismaClient } from '@portal/db';
import { CHECK_INTERVAL_MS } from './catalogue-calls';

/** The catalogue's version as this instance knows it (prisma/src/catalogue-version.ts). */
export interface CatalogueVersion {
  /** The version, read again from the database once it is CHECK_INTERVAL_MS old. */
  current(): Promise<string | null>;
  /** Forgets the version read, so the next request reads it again (after a write here). */
  drop(): void;
  /** Called when a read finds a version other than the one known. */
  onChange(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueVersion: CatalogueVersion;
  }
}

/**
 * The catalogue's version, read from the database at most once a
 * CHECK_INTERVAL_MS, by one query however many requests wait for it. One
 * per instance, shared by what is kept under it: the catalogue's answers
 * (plugins/catalogue-cache.ts) and the lists' page anchors
 * (lib/page-anchors.ts).
 */
export function catalogueVersionReader(db: PrismaClient): CatalogueVersion {
  let known: string | null = null;
  let readAt = -Infinity;
  let reading: Promise<string | null> | null = null;
  const listeners: (() => void)[] = [];
  const read = async () => {
    const startedAt = performance.now();
    const version = await readCatalogueVersion(db);
    if (version !== known) listeners.forEach((listener) => listener());
    known = version;
    // Counted from when the read began: nothing older is served for longer.
    readAt = startedAt;
    return version;
  };
  return {
    current() {
      if (performance.now() - readAt < CHECK_INTERVAL_MS) return Promise.resolve(known);
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    drop() {
      readAt = -Infinity;
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
