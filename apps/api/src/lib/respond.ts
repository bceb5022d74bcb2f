import { errorResponseSchema, RESULT_OK } from '@portal/contracts';
import type { z } from 'zod';

/** Response schemas of a call: its success shape or the error shape, and error bodies for transport failures. */
export function responses<T extends z.ZodType>(ok: T) {
  return {
    200: ok.or(errorResponseSchema),
    400: errorResponseSchema,
    404: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
    429: errorResponseSchema,
    500: errorResponseSchema,
  };
}

export function ok<T>(data: T) {
  return { result: RESULT_OK, data } as const;
}

/** A list answer: `data.list`, `data.totalRow`, and the list at the top for clients that read it there. */
export function okList<T>(list: T[], totalRow: number) {
  return { result: RESULT_OK, data: { list, totalRow }, list } as const;
}
