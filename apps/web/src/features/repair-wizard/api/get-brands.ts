import { queryOptions, useQuery } from '@tanstack/react-query';
import { type brandPageRequestSchema, PAGE_SIZE, STATUS_FILTER } from '@portal/contracts';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/**
 * The brands a repair can be booked for: status 1, first 20 (SPEC §7). Fixed
 * fields, checked against the contract by the compiler, not by zod at run
 * time: that built and ran the schema while the first panel hydrated.
 */
const BRANDS_REQUEST = {
  userName: '',
  status: STATUS_FILTER.brand,
  start: 0,
  length: PAGE_SIZE.lists,
} satisfies z.output<typeof brandPageRequestSchema>;

export async function getBrands() {
  const answer = await callApi('brandPage', BRANDS_REQUEST);
  return answer.data.list;
}

export const brandsQueryOptions = queryOptions({ queryKey: ['brands'], queryFn: getBrands });

export function useBrands() {
  return useQuery(brandsQueryOptions);
}
