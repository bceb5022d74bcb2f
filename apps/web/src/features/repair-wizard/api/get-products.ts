import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  PRODUCT_CATEGORY_PHONE,
  productPageRequestSchema,
  STATUS_FILTER,
} from '@portal/contracts';
import { callApi } from '../../../lib/api-client';

/** Phone models of one brand: category '2', status 1, first 20 (SPEC §7). */
export async function getProducts(userId: number) {
  const request = productPageRequestSchema.parse({
    userId,
    category: PRODUCT_CATEGORY_PHONE,
    status: STATUS_FILTER.product,
    start: 0,
    length: PAGE_SIZE.lists,
  });
  const answer = await callApi('productPage', request);
  return answer.data.list;
}

export function productsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: ['products', userId],
    queryFn: () => getProducts(userId ?? 0),
    enabled: userId !== null,
  });
}

export function useProducts(userId: number | null) {
  return useQuery(productsQueryOptions(userId));
}
