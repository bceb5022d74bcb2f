/**
 * Text search in SQLite through Prisma `contains` (LIKE). LIKE ignores case
 * for ASCII letters only, so that "ładowarka" still finds "Ładowarka" the
 * text is also tried lower-case, upper-case and capitalised; mixed-case
 * Polish letters inside a word are not covered.
 */
const LOCALE = 'pl-PL';
/** Prisma does not escape these for SQLite, where LIKE reads them as wildcards. */
const LIKE_WILDCARDS = /[%_]/;

type Contains<F extends string> = Partial<Record<F, { contains: string }>>;

export function searchVariants(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const lower = trimmed.toLocaleLowerCase(LOCALE);
  const capitalised = lower.charAt(0).toLocaleUpperCase(LOCALE) + lower.slice(1);
  return [...new Set([trimmed, lower, trimmed.toLocaleUpperCase(LOCALE), capitalised])];
}

/** `OR` conditions matching any of `texts` in any of `fields`; undefined when there is nothing to search. */
export function containsAny<F extends string>(fields: readonly F[], texts: readonly string[]) {
  const variants = [...new Set(texts.flatMap(searchVariants))];
  if (variants.length === 0) return undefined;
  return variants.flatMap((variant) =>
    fields.map((field) => ({ [field]: { contains: variant } }) as Contains<F>),
  );
}

/**
 * The `where` part of a search for `text` (or any of several texts) in
 * `fields`. A text holding `%` or `_` is taken literally: the LIKE matches
 * from `candidates` are narrowed in code and the condition becomes their ids.
 */
export async function textSearch<F extends string>(
  fields: readonly F[],
  text: string | readonly string[],
  candidates: (OR: Contains<F>[]) => Promise<({ id: number } & Record<F, string>)[]>,
): Promise<{ OR?: Contains<F>[]; id?: { in: number[] } }> {
  const texts = (typeof text === 'string' ? [text] : text).map((t) => t.trim()).filter(Boolean);
  const OR = containsAny(fields, texts);
  if (!OR) return {};
  if (!texts.some((t) => LIKE_WILDCARDS.test(t))) return { OR };
  const needles = texts.map((t) => t.toLocaleLowerCase(LOCALE));
  const contains = (value: string) =>
    needles.some((needle) => value.toLocaleLowerCase(LOCALE).includes(needle));
  const rows = await candidates(OR);
  return {
    id: {
      in: rows.filter((row) => fields.some((field) => contains(row[field]))).map((row) => row.id),
    },
  };
}
