import { STATUS_FILTER } from '@portal/contracts';
import {
  readDatabase,
  seededBooking,
  withDatabase,
  type SeededBooking,
} from '@portal/test-support';
import { Random } from './random';

/** What the workload draws its requests from, read from the portal's own database. */
export interface KeyPools {
  counts: {
    materials: number;
    documents: number;
    serials: number;
    repairOrders: number;
    sparePartOrders: number;
  };
  /** Distinct words of the active parts' English and Polish names, three letters or more. */
  words: string[];
  /** Active series with how many active parts each lists. */
  serials: { id: number; enName: string; parts: number }[];
  activeParts: number;
  /** Published documents per type and model (null: not tied to one). */
  documentGroups: { docType: number; modelId: number | null; documents: number }[];
  /** A uniform sample of repair orders: their three lookup keys. */
  repairs: { rmaNumber: string; applySn: string; shipmentNo: string }[];
  /** A uniform sample of spare-part order ids. */
  purchases: number[];
  /** Parts a cart can hold: active and priced above zero (the web offers no others). */
  cartParts: { id: number; bom: string; name: string }[];
  booking: SeededBooking;
}

/** Keys sampled per kind: enough that the same key comes back only as often as Zipf makes it. */
const SAMPLE = 20_000;

/** Rowids drawn uniformly (tables here are only ever appended to, so rowids run 1..max). */
function sampleRowids(max: number, count: number, random: Random): number[] {
  if (max <= count) return Array.from({ length: max }, (_, i) => i + 1);
  const picked = new Set<number>();
  while (picked.size < count) picked.add(random.int(1, max));
  return [...picked];
}

export async function readKeyPools(file: string): Promise<KeyPools> {
  const random = new Random(20_261_124);
  const booking = await withDatabase(`file:${file}`, seededBooking);
  return readDatabase(file, (db) => {
    const count = (sql: string) => (db.prepare(sql).pluck().get() as number | null) ?? 0;
    const sampled = <T>(table: string, columns: string) => {
      const max = count(`SELECT max(rowid) FROM ${table}`);
      const select = db.prepare(`SELECT ${columns} FROM ${table} WHERE rowid = ?`);
      return sampleRowids(max, SAMPLE, random)
        .map((rowid) => select.get(rowid) as T | undefined)
        .filter((row): row is T => row !== undefined);
    };
    const names = db
      .prepare('SELECT nameEN, namePL FROM Material WHERE status = ?')
      .all(STATUS_FILTER.material) as { nameEN: string; namePL: string }[];
    const words = new Set<string>();
    for (const { nameEN, namePL } of names) {
      for (const word of `${nameEN} ${namePL}`.split(/[\s,.;:()/"+]+/)) {
        if (word.length >= 3 && !/^\d+$/.test(word)) words.add(word);
      }
    }
    return {
      counts: {
        materials: count('SELECT count(*) FROM Material'),
        documents: count('SELECT count(*) FROM Document'),
        serials: count('SELECT count(*) FROM Serial'),
        repairOrders: count('SELECT count(*) FROM RepairOrder'),
        sparePartOrders: count('SELECT count(*) FROM SparePartOrder'),
      },
      words: [...words].sort(),
      serials: db
        .prepare(
          `SELECT s.id, s.enName, count(m.id) AS parts FROM Serial s
           LEFT JOIN Material m ON m.serialId = s.id AND m.status = @status
           WHERE s.status = @serial GROUP BY s.id ORDER BY s.id`,
        )
        .all({
          status: STATUS_FILTER.material,
          serial: STATUS_FILTER.serial,
        }) as KeyPools['serials'],
      activeParts: names.length,
      documentGroups: db
        .prepare(
          `SELECT docType, modelId, count(*) AS documents FROM Document WHERE status = ?
           GROUP BY docType, modelId ORDER BY docType, modelId`,
        )
        .all(STATUS_FILTER.document) as KeyPools['documentGroups'],
      repairs: sampled(
        'RepairOrder',
        `rmaNumber, applySn, (SELECT shipmentNo FROM Shipment WHERE orderId = RepairOrder.id) AS shipmentNo`,
      ),
      purchases: sampled<{ id: number }>('SparePartOrder', 'id').map((row) => row.id),
      cartParts: db
        .prepare(
          `SELECT id, bom, nameEN AS name FROM Material
           WHERE status = ? AND priceCents > 0 ORDER BY id LIMIT 500`,
        )
        .all(STATUS_FILTER.material) as KeyPools['cartParts'],
      booking,
    };
  });
}
