import type { CallName } from '@portal/contracts';

/**
 * The public catalogue's calls, whose answers each instance keeps
 * (plugins/catalogue-cache.ts, docs/decisions/033-catalogue-answers-kept.md).
 * No public call writes the catalogue: what changes it (the seed, the scale
 * data, the test controls' reset) sets a new version in the database, which
 * each instance reads at most once a CHECK_INTERVAL_MS and then drops what
 * it keeps. Nothing personal is among them.
 */
export const CATALOGUE_CALLS: readonly CallName[] = [
  'brandPage',
  'agreement',
  'announcement',
  'documentsPage',
  'productPage',
  'materialPage',
  'serialQuery',
  'dictionary',
];

/** The longest an instance answers from a catalogue another process has since changed. */
export const CHECK_INTERVAL_MS = 1_000;
