/**
 * Model series of the scale catalogue: product lines of the two demo brands,
 * one series per line and generation ("NovaTel X7 Series"), each with a few
 * models ("NovaTel X7", "NovaTel X7 Pro"). Names and codes are derived from
 * the series' position, so they are the same at every scale.
 */

export interface SeriesLine {
  brand: string;
  /** Brand prefix of BOM codes, as in the seed (NT-, OB-). */
  brandCode: string;
  line: string;
  /** Line part of model codes; differs from the seed's codes, so BOMs cannot clash. */
  lineCode: string;
  /** Model variants made in this line. */
  variants: readonly ModelVariant[];
}

export interface ModelVariant {
  suffix: string;
  code: string;
}

const BASE: ModelVariant = { suffix: '', code: '' };
const PRO: ModelVariant = { suffix: ' Pro', code: 'P' };
const ULTRA: ModelVariant = { suffix: ' Ultra', code: 'U' };
const LITE: ModelVariant = { suffix: ' Lite', code: 'L' };
const FIVE_G: ModelVariant = { suffix: ' 5G', code: 'G' };
const MAX: ModelVariant = { suffix: ' Max', code: 'M' };
const PLUS: ModelVariant = { suffix: ' Plus', code: 'S' };

const FLAGSHIP = [BASE, PRO, ULTRA, PLUS];
const MIDRANGE = [BASE, LITE, FIVE_G, PLUS];
const BUDGET = [BASE, LITE, FIVE_G];

// prettier-ignore
export const SERIES_LINES: readonly SeriesLine[] = [
  { brand: 'NovaTel', brandCode: 'NT', line: 'X', lineCode: 'X', variants: FLAGSHIP },
  { brand: 'Orbis', brandCode: 'OB', line: 'One', lineCode: 'ON', variants: [BASE, MAX, PRO] },
  { brand: 'NovaTel', brandCode: 'NT', line: 'A', lineCode: 'A', variants: MIDRANGE },
  { brand: 'Orbis', brandCode: 'OB', line: 'Lite', lineCode: 'LT', variants: BUDGET },
  { brand: 'NovaTel', brandCode: 'NT', line: 'Fold', lineCode: 'FLD', variants: [BASE, PRO] },
  { brand: 'Orbis', brandCode: 'OB', line: 'Neo', lineCode: 'NEO', variants: MIDRANGE },
  { brand: 'NovaTel', brandCode: 'NT', line: 'C', lineCode: 'C', variants: BUDGET },
  { brand: 'Orbis', brandCode: 'OB', line: 'Edge', lineCode: 'EDG', variants: FLAGSHIP },
  { brand: 'NovaTel', brandCode: 'NT', line: 'Note', lineCode: 'NTE', variants: [BASE, PRO, MAX] },
  { brand: 'Orbis', brandCode: 'OB', line: 'Go', lineCode: 'GO', variants: BUDGET },
  { brand: 'NovaTel', brandCode: 'NT', line: 'Flip', lineCode: 'FLP', variants: [BASE, LITE] },
  { brand: 'Orbis', brandCode: 'OB', line: 'Play', lineCode: 'PLY', variants: MIDRANGE },
];

export interface SeriesModel {
  /** Full model name, e.g. "NovaTel X7 Pro". */
  name: string;
  /** Short name used in part names, e.g. "X7 Pro". */
  shortName: string;
  /** Model part of BOM codes, e.g. "X7P". */
  code: string;
}

export interface Series {
  enName: string;
  brand: string;
  brandCode: string;
  models: SeriesModel[];
}

/**
 * The `index`-th series: generation-major, so a small scale gets the first
 * generations of many lines rather than many generations of one line.
 */
export function seriesAt(index: number): Series {
  const line = SERIES_LINES[index % SERIES_LINES.length] as SeriesLine;
  // Generations start at 6: the seed's own series (X5, A3, …) are older.
  const generation = 6 + Math.floor(index / SERIES_LINES.length);
  const family = `${line.line}${line.line.length > 1 ? ' ' : ''}${generation}`;
  const models = line.variants.map((variant) => ({
    name: `${line.brand} ${family}${variant.suffix}`,
    shortName: `${family}${variant.suffix}`,
    code: `${line.lineCode}${generation}${variant.code}`,
  }));
  return {
    enName: `${line.brand} ${family} Series`,
    brand: line.brand,
    brandCode: line.brandCode,
    models,
  };
}
