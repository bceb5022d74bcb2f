import type { z } from 'zod';

/** Test helpers for the schema tests (not exported from the package). */
export type Path = readonly (string | number)[];

/** A deep copy of `base` with the value at `path` replaced (or removed for undefined). */
export function withValue<T>(base: T, path: Path, value: unknown): T {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((key) => {
    node = node[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1];
  if (last === undefined) throw new Error('empty path');
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy as T;
}

/** Messages reported at exactly `path`; [] when the value is accepted. */
export function messagesAt(schema: z.ZodType, value: unknown, path: Path): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.join('.') === path.join('.'))
    .map((issue) => issue.message);
}
