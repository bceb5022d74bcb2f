/**
 * Spare parts of the scale series: every combination of part kind, model and
 * variant of a series, in a seeded order, as many as the series' share.
 * Images reuse the seed's pictures of the same kind of part.
 */
import { STATUS_FILTER } from '@portal/contracts';
import { MATERIALS, materialImageNames } from '../seed/catalogue';
import type { PartKind } from '../seed/catalogue';
import { accessoryImageUrl } from '../seed/content';
import { PART_WORDS } from './part-words';
import type { PartVariant, PartWords } from './part-words';
import type { Random } from './random';
import type { Series, SeriesModel } from './series';

const WITHDRAWN_SHARE = 0.04;
const WITHOUT_PRICE_SHARE = 0.06;

export interface MaterialRow {
  bom: string;
  nameEN: string;
  namePL: string;
  priceCents: number | null;
  imageFiles: string;
  status: number;
  sortOrder: number;
  serialId: number;
}

/** The seed's image URLs by part kind. */
const IMAGES_BY_KIND: ReadonlyMap<PartKind, string[]> = (() => {
  const byKind = new Map<PartKind, string[]>();
  for (const material of MATERIALS) {
    const urls = materialImageNames(material).map(accessoryImageUrl);
    byKind.set(material.kind, [...(byKind.get(material.kind) ?? []), ...urls]);
  }
  return byKind;
})();

interface Combination {
  part: PartWords;
  model: SeriesModel;
  variant: PartVariant;
}

function combinations(series: Series): Combination[] {
  return PART_WORDS.flatMap((part) =>
    series.models.flatMap((model) => part.variants.map((variant) => ({ part, model, variant }))),
  );
}

/** A list price ending in 90 cents, as the seed's do. */
function listPrice(random: Random, [min, max]: readonly [number, number]): number {
  return random.int(Math.ceil(min / 100), Math.floor(max / 100)) * 100 - 10;
}

function images(random: Random, kind: PartKind): string {
  const pool = IMAGES_BY_KIND.get(kind) ?? [];
  return random.sample(pool, random.int(0, Math.min(3, pool.length))).join(',');
}

/** `count` parts of one series (sortOrder from 1). */
export function* seriesMaterials(
  random: Random,
  series: Series,
  serialId: number,
  count: number,
): Generator<MaterialRow> {
  const all = combinations(series);
  const order = random.sample(all, all.length);
  for (let i = 0; i < count; i += 1) {
    const { part, model, variant } = order[i % order.length] as Combination;
    // Past the combinations, parts come again as later revisions.
    const round = Math.floor(i / order.length);
    const names = part.name(model.name, variant);
    const suffix = round === 0 ? '' : ` (v${round + 1})`;
    const withoutPrice = random.chance(WITHOUT_PRICE_SHARE);
    yield {
      bom: `${series.brandCode}-${part.code}-${model.code}-${variant.code}${round === 0 ? '' : `-V${round + 1}`}`,
      nameEN: names.en + suffix,
      namePL: names.pl + suffix,
      priceCents: withoutPrice ? null : listPrice(random, part.price),
      imageFiles: images(random, part.kind),
      status: random.chance(WITHDRAWN_SHARE) ? 0 : STATUS_FILTER.material,
      sortOrder: i + 1,
      serialId,
    };
  }
}
