import { clockResponseSchema, OPS_PATHS } from '@portal/contracts';
import type { Context } from './suite';

/**
 * The instant the backend's pick-up calendar counts from: the test controls'
 * clock when the operator token reads it (a frozen or advanced clock
 * included), else this machine's. Never the HTTP `Date` header, which tells
 * the wall clock of a backend whose calendar may be set elsewhere.
 */
export async function backendNow(context: Context): Promise<Date> {
  return (await testControlsClock(context)) ?? new Date();
}

async function testControlsClock(context: Context): Promise<Date | undefined> {
  const token = context.options.operatorToken;
  if (!token) return undefined;
  const answer = await context.http.send('GET', OPS_PATHS.clock, {
    headers: { authorization: `Bearer ${token}` },
  });
  const clock = clockResponseSchema.safeParse(answer.json);
  if (answer.status !== 200 || !clock.success) return undefined;
  const now = new Date(clock.data.data.now);
  return Number.isNaN(now.getTime()) ? undefined : now;
}
