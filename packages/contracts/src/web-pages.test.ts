import { describe, expect, it } from 'vitest';
import { prerenderedPagesSchema } from './web-pages.ts';

const HASH = "'sha256-Q3cTBcx1ExVYTYmdXVlm4d1aAyAwqoF0TPG3uT0e/ps='";

describe('the list of prerendered pages', () => {
  it('takes pages by path with their file and the hashes of their style attributes', () => {
    const list = [
      { path: '/spare/center', file: 'spare-center.html', styleAttributeHashes: [HASH] },
    ];
    expect(prerenderedPagesSchema.parse(list)).toEqual(list);
  });

  it.each([
    [
      'a file outside the pages folder',
      { path: '/', file: '../index.html', styleAttributeHashes: [] },
    ],
    ['a file that is not a page', { path: '/', file: 'index.js', styleAttributeHashes: [] }],
    [
      'a path without its leading slash',
      { path: 'spare/center', file: 'a.html', styleAttributeHashes: [] },
    ],
    [
      'a CSP source that is not a hash',
      { path: '/', file: 'a.html', styleAttributeHashes: ["'unsafe-inline'"] },
    ],
  ])('refuses %s', (_case, page) => {
    expect(prerenderedPagesSchema.safeParse([page]).success).toBe(false);
  });
});
