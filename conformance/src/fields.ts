import { closest, distance } from 'fastest-levenshtein';
import type { z } from 'zod';

/** The parts of a zod 4 definition the walk reads (`schema._zod.def`). */
interface Definition {
  type: string;
  getter?: () => z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}

const definition = (schema: z.ZodType) => schema._zod.def as unknown as Definition;

/** The schema under lazy, nullable, default and pipe wrappers; `optional` tells whether a key may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = definition(inner);
    if (def.type === 'lazy' && def.getter) inner = def.getter();
    else if (def.type === 'optional' && def.innerType) {
      optional = true;
      inner = def.innerType;
    } else if ((def.type === 'nullable' || def.type === 'default') && def.innerType) {
      if (def.type === 'default') optional = true;
      inner = def.innerType;
    } else if (def.type === 'pipe' && def.in) inner = def.in;
    else return { inner, optional };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * Field names of `value` against the object shapes of `schema`, at every
 * depth (array elements as `list[]`): each missing field by name, with the
 * unknown field of the nearest name when there is one (a renamed field), and
 * each field the contract does not name. Every message is given once.
 */
export function fieldNameProblems(schema: z.ZodType, value: unknown): string[] {
  const problems = new Set<string>();
  const walk = (node: z.ZodType, data: unknown, path: string) => {
    const { inner } = unwrap(node);
    const def = definition(inner);
    if (def.type === 'array' && def.element && Array.isArray(data)) {
      for (const item of data) walk(def.element, item, `${path}[]`);
      return;
    }
    if (def.type !== 'object' || !def.shape || !isRecord(data)) return;
    const shape = def.shape;
    const unknown = Object.keys(data).filter((key) => !(key in shape));
    const paired = new Set<string>();
    for (const [key, field] of Object.entries(shape)) {
      if (key in data) {
        walk(field, data[key], join(path, key));
        continue;
      }
      if (unwrap(field).optional) continue;
      const near = unknown.length > 0 ? closest(key, unknown) : undefined;
      if (near !== undefined && distance(key, near) <= Math.max(2, Math.floor(key.length / 3))) {
        paired.add(near);
        problems.add(`answer has no field \`${join(path, key)}\` (found \`${join(path, near)}\`)`);
      } else {
        problems.add(`answer has no field \`${join(path, key)}\``);
      }
    }
    for (const key of unknown.filter((name) => !paired.has(name))) {
      problems.add(`answer has a field the contract does not name: \`${join(path, key)}\``);
    }
  };
  walk(schema, value, '');
  return [...problems];
}

/** A zod issue path as the messages write it: `data.list[0].id`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}
