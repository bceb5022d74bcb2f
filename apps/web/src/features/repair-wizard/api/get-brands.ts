import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  brandPageRequestSchema,
  brandPageResponseSchema,
  PAGE_SIZE,
  STATUS_FILTER,
} from '@portal/contracts';
import { apiPostForm } from '../../../lib/api-client';

/** The brands a repair can be booked for: status 1, first 20 (SPEC §7). */
export async function getBrands() {
  const request = brandPageRequestSchema.parse({
    userName: '',
    status: STATUS_FILTER.brand,
    start: 0,
    length: PAGE_SIZE.lists,
  });
  const answer = await apiPostForm(API_PATHS.brandPage, request, brandPageResponseSchema);
  return answer.data.list;
}

export const brandsQueryOptions = queryOptions({ queryKey: ['brands'], queryFn: getBrands });

export function useBrands() {
  return useQuery(brandsQueryOptions);
}
