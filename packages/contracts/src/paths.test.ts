import { describe, expect, it } from 'vitest';
import { apiPathPrefixes } from './paths';

describe('apiPathPrefixes', () => {
  it('names the first segment of every path the API answers, once each', () => {
    expect(apiPathPrefixes().sort()).toEqual(
      [
        '/dic',
        '/docs',
        '/files',
        '/health',
        '/logistics',
        '/ops',
        '/order',
        '/portal',
        '/product',
        '/ready',
        '/user',
      ].sort(),
    );
  });
});
