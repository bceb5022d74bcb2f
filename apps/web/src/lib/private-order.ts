import { ERROR_CODE, isAccessToken } from '@portal/contracts';
import type { z } from 'zod';
import { ApiError, apiGet } from './api-client';

/** A customer call's path with the order's token in it. */
export function withToken(path: string, token: string): string {
  return path.replace(':token', encodeURIComponent(token));
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.failure.kind === 'api' &&
    error.failure.code === ERROR_CODE.notFound
  );
}

/** The data of a call keyed by a reference (a token, a tracking number), or null when nothing has it. */
export async function getKeyed<T extends z.ZodType<{ data: unknown }>>(
  path: string,
  schema: T,
): Promise<z.output<T>['data'] | null> {
  try {
    const answer = await apiGet(path, {}, schema);
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The order behind a private page's token (`path` holds `:token`): its
 * `data`, or null when no order has the token.
 */
export async function getPrivateOrder<T extends z.ZodType<{ data: unknown }>>(
  path: string,
  token: string,
  schema: T,
): Promise<z.output<T>['data'] | null> {
  // A malformed token can belong to no order: no need to ask.
  if (!isAccessToken(token)) return null;
  return getKeyed(withToken(path, token), schema);
}
