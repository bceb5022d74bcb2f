import type { serialQueryResponseSchema } from '@portal/contracts';
import { STATUS_FILTER } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type Serial = z.infer<typeof serialQueryResponseSchema>['data'][number];

/** Model series of the spare-parts centre whose name contains `search`. */
export async function getSerials(search: string): Promise<Serial[]> {
  const answer = await callApi('serialQuery', { status: STATUS_FILTER.serial, enName: search });
  return answer.data;
}

export function serialsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['spare-centre', 'serials', search],
    queryFn: () => getSerials(search),
    // Keeps the list on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
}

export function useSerials(search: string) {
  return useQuery(serialsQueryOptions(search));
}
