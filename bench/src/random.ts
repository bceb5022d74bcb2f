import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A seeded source of random draws: the same seed gives the same workload on every run. */
export class Random {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  /** A float in [0, 1). */
  float(): number {
    return uniformFloat64(this.rng);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }

  /** A copy of `items` in random order (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

/**
 * Zipf's law over `n` ranks: rank k (0-based) is drawn with probability
 * proportional to 1 / (k + 1)^s. Real visitors ask for a few things often and
 * for most things rarely; with s = 1 over 10,000 keys the first hundred get
 * about half of the requests. Drawn by binary search over the cumulative
 * weights, a few hundred nanoseconds per draw.
 */
export class Zipf {
  private readonly cumulative: Float64Array;

  constructor(
    readonly n: number,
    readonly s = 1,
  ) {
    if (n < 1) throw new Error('Zipf needs at least one rank');
    this.cumulative = new Float64Array(n);
    let total = 0;
    for (let k = 0; k < n; k++) {
      total += 1 / (k + 1) ** s;
      this.cumulative[k] = total;
    }
  }

  /** A rank in [0, n). */
  draw(random: Random): number {
    const target = random.float() * (this.cumulative[this.n - 1] ?? 0);
    let low = 0;
    let high = this.n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] ?? 0) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** Draws items of a list by Zipf over a random order of it, so popularity does not follow the table's order. */
export function zipfPicker<T>(items: readonly T[], random: Random, s = 1): () => T {
  if (items.length === 0) throw new Error('nothing to pick from');
  const ranked = random.shuffled(items);
  const zipf = new Zipf(ranked.length, s);
  return () => ranked[zipf.draw(random)] as T;
}
