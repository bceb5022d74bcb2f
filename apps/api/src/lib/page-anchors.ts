import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from './catalogue-version';

/** Rows from one anchor to the next: a page skips fewer than this from its anchor. */
export const ANCHOR_STRIDE = 100;
/** Lists whose anchors one instance keeps (a list of a million rows holds 10,000 keys). */
const MAX_LISTS = 64;

/** One of a list's anchors: the key of a row at a multiple of ANCHOR_STRIDE, and the list's length. */
export interface Anchor<Key> {
  key: Key;
  total: number;
}

/** The two statements of a list that seeks its pages. */
export interface AnchoredList<Key, Row> {
  /** The anchors of the whole list, from its first row, in its order. */
  anchors(): Promise<Anchor<Key>[]>;
  /** `length` rows from `skip` rows past the row of `key`, itself included. */
  from(key: Key, skip: number, length: number): Promise<Row[]>;
}

interface KeptAnchors<Key> {
  total: number;
  keys: Key[];
}

/**
 * Keyset paging for lists addressed by `start` and `length`, as upstream's
 * API addresses them (decision record 048): each instance keeps, under the
 * catalogue's version, the key of every ANCHOR_STRIDE-th row of a list and
 * its number of rows. A page then seeks to the anchor before it and skips
 * fewer than ANCHOR_STRIDE rows, and needs no count: one statement however
 * deep it lies, and none past the end. A list's anchors are read once per
 * version, by one statement however many requests wait for them.
 */
export function pageAnchors<Key>(version: CatalogueVersion) {
  const kept = new LRUCache<string, KeptAnchors<Key> & { version: string }>({ max: MAX_LISTS });
  const reading = new Map<string, Promise<KeptAnchors<Key>>>();
  version.onChange(() => kept.clear());

  async function anchorsOf(list: string, read: () => Promise<Anchor<Key>[]>) {
    const current = await version.current();
    const found = kept.get(list);
    if (found && found.version === current) return found;
    const readKey = `${current}\n${list}`;
    let pending = reading.get(readKey);
    if (!pending) {
      const started = read().then((anchors) => ({
        total: anchors[0]?.total ?? 0,
        keys: anchors.map((anchor) => anchor.key),
      }));
      pending = started;
      reading.set(readKey, started);
      started
        // Nothing is kept before anything wrote the catalogue (no version to keep it under).
        .then((anchors) => current !== null && kept.set(list, { ...anchors, version: current }))
        .catch(() => undefined)
        .finally(() => reading.delete(readKey));
    }
    return pending;
  }

  return {
    /** The page of `list` at `start`, and the number of all its rows. */
    async page<Row>(
      list: string,
      start: number,
      length: number,
      statements: AnchoredList<Key, Row>,
    ): Promise<{ rows: Row[]; total: number }> {
      const { total, keys } = await anchorsOf(list, () => statements.anchors());
      const block = Math.floor(start / ANCHOR_STRIDE);
      const key = keys[block];
      if (start >= total || key === undefined) return { rows: [], total };
      return { rows: await statements.from(key, start - block * ANCHOR_STRIDE, length), total };
    },
  };
}
