import { describe, expect, it, vi } from 'vitest';
import type * as zod from 'zod';

// Counts the schemas made through `z`, by wrapping each of its functions.
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('zod', async (importOriginal) => {
  const { z: real } = await importOriginal<typeof zod>();
  const counted = (make: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]) {
      made.count += 1;
      return make.apply(this, args);
    };
  const z = new Proxy(real, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (key === 'lazy' || typeof value !== 'function') return value;
      return counted(value as (...args: unknown[]) => unknown);
    },
  });
  return { z };
});

describe('the contracts build their schemas on first use', () => {
  it('loading the package builds no schema; using one builds it, once', async () => {
    const contracts = await import('./index.ts');
    expect(made.count).toBe(0);

    const answer = { result: 1, data: { list: [], totalRow: 0 }, list: [] };
    expect(contracts.brandPageResponseSchema.parse(answer)).toEqual(answer);
    const afterFirstUse = made.count;
    expect(afterFirstUse).toBeGreaterThan(0);

    contracts.brandPageResponseSchema.parse(answer);
    expect(made.count).toBe(afterFirstUse);
  });
});
