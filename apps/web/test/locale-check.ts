import { expect } from 'vitest';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a locale file as `path → text`. */
export function localeLeaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of localeLeaves(child, prefix ? `${prefix}.${key}` : key))
        found.set(path, leaf);
    }
  } else {
    found.set(prefix, value);
  }
  return found;
}

const markers = (text: unknown) => (String(text).match(/\{\{\w+\}\}|<\/?\w+>/g) ?? []).sort();

/**
 * A translation matches the English file: the same keys (plural keys by the
 * language's own plural forms), the same placeholders and tags, no empty text.
 */
export function expectLocaleMatches(english: unknown, other: unknown, language: string) {
  const base = new Map<string, unknown>();
  for (const [path, text] of localeLeaves(english)) base.set(path.replace(PLURAL_SUFFIX, ''), text);
  const translated = localeLeaves(other);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const pluralBases = new Set(
    [...localeLeaves(english).keys()]
      .filter((p) => PLURAL_SUFFIX.test(p))
      .map((p) => p.replace(PLURAL_SUFFIX, '')),
  );

  const expectedKeys = [...base.keys()].flatMap((path) =>
    pluralBases.has(path) ? categories.map((category) => `${path}_${category}`) : [path],
  );
  expect([...translated.keys()].sort()).toEqual(expectedKeys.sort());
  for (const [path, text] of translated) {
    expect({ path, empty: typeof text !== 'string' || text.trim() === '' }).toEqual({
      path,
      empty: false,
    });
    expect({ path, markers: markers(text) }).toEqual({
      path,
      markers: markers(base.get(path.replace(PLURAL_SUFFIX, ''))),
    });
  }
}
