/**
 * The seeded random source of the scale data. Every table gets its own
 * stream, derived from the scale and the table's name, so one table's rows do
 * not shift when another table's generator changes.
 */
import { PUBLIC_ID } from '@portal/contracts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

type Generator = ReturnType<typeof xoroshiro128plus>;

/** FNV-1a of a text: a 32-bit seed from a stream name. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

export class Random {
  readonly #rng: Generator;

  constructor(scale: number, stream: string) {
    this.#rng = xoroshiro128plus(hash32(`portal-scale:${scale}:${stream}`));
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return uniformInt(this.#rng, min, max);
  }

  /** A float in [0, 1). */
  float(): number {
    return uniformFloat64(this.#rng);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K {
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.float() * total;
    for (const [key, weight] of weights) {
      point -= weight;
      if (point < 0) return key;
    }
    const last = weights.at(-1);
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** `count` distinct items in random order (count ≤ items.length). */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count > items.length) throw new Error('sample larger than its list');
    // A few from a long list: redraw repeats instead of shuffling a copy.
    if (count * 4 <= items.length) {
      const picked = new Set<number>();
      while (picked.size < count) picked.add(this.int(0, items.length - 1));
      return [...picked].map((index) => items[index] as T);
    }
    const pool = [...items];
    for (let i = 0; i < count; i += 1) {
      const j = this.int(i, pool.length - 1);
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, count);
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i += 1) text += String(this.int(0, 9));
    return text;
  }
}

/**
 * Public ids of the form the API draws (uniform over PUBLIC_ID), from the
 * seeded stream instead of the CSPRNG, never one already taken. The serials
 * of RMA and tracking numbers (NUMBER_SERIAL, the same range) are drawn the
 * same way, each from a stream of its own.
 */
export class PublicIdDraw {
  readonly #taken: Set<number>;

  constructor(
    readonly random: Random,
    taken: Iterable<number>,
  ) {
    this.#taken = new Set(taken);
  }

  next(): number {
    for (;;) {
      const id = this.random.int(PUBLIC_ID.min, PUBLIC_ID.max);
      if (!this.#taken.has(id)) {
        this.#taken.add(id);
        return id;
      }
    }
  }
}
