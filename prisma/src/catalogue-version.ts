import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/client/client';

type VersionDb = Pick<PrismaClient, 'catalogueVersion'>;

const ROW = 1;

/**
 * Marks the public catalogue as written: a new random version, which every
 * server instance sees within its check interval and then drops the
 * catalogue answers it keeps. Random, not a counter, so that restoring an
 * older row can never bring back a version an instance still holds.
 * Every writer of the catalogue calls it: the seed, the scale data, the test
 * controls' reset, and any future admin path.
 */
export async function bumpCatalogueVersion(db: VersionDb): Promise<string> {
  const version = randomUUID();
  await db.catalogueVersion.upsert({
    where: { id: ROW },
    create: { id: ROW, version },
    update: { version },
  });
  return version;
}

/** The catalogue's version; null before anything wrote the catalogue (then nothing is kept). */
export async function readCatalogueVersion(db: VersionDb): Promise<string | null> {
  const row = await db.catalogueVersion.findUnique({ where: { id: ROW } });
  return row?.version ?? null;
}
