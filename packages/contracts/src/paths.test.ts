import { describe, expect, it } from 'vitest';
import { API_PATHS, apiPathPrefixes } from './calls.ts';
import {
  CUSTOMER_PATHS,
  OPS_PATHS,
  pathWithoutParameters,
  PRIVATE_PAGE_PATHS,
  PUBLIC_PAGE_PATHS,
} from './paths.ts';

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

describe('pathWithoutParameters', () => {
  const token = 'Zx9_kq-3VbT7mWcN0aLpR2sYdE4fHu6iJg8oQ1tXeKz';

  it('writes every path parameter by its name, wherever the path is mounted', () => {
    const templates = [
      ...Object.values(CUSTOMER_PATHS),
      ...Object.values(PRIVATE_PAGE_PATHS),
      ...Object.values(PUBLIC_PAGE_PATHS),
      ...Object.values(OPS_PATHS),
    ].filter((path) => path.includes('/:'));
    expect(templates.length).toBeGreaterThan(8);
    for (const template of templates) {
      const path = template.replace(/:\w+/, token);
      expect(pathWithoutParameters(path)).toBe(template);
      expect(pathWithoutParameters(`/api${path}`)).toBe(`/api${template}`);
    }
  });

  it('leaves paths without a parameter as they are', () => {
    for (const path of [...Object.values(API_PATHS), CUSTOMER_PATHS.pickupAvailability, '/']) {
      expect(pathWithoutParameters(path)).toBe(path);
    }
  });

  it('hides a value whatever case its path is written in', () => {
    expect(pathWithoutParameters(`/BASE/Order/${token}`)).toBe('/BASE/Order/:token');
  });
});
