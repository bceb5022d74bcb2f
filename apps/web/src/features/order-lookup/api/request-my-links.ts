import { CUSTOMER_PATHS, myLinksResponseSchema, type MyLinksRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPostJson } from '../../../lib/api-client';

/**
 * POST /portal/my-links: the links of the address's orders e-mailed to it.
 * The answer is the same whether it has any, so there is nothing to read in it.
 */
export async function requestMyLinks(request: MyLinksRequest) {
  await apiPostJson(CUSTOMER_PATHS.myLinks, request, myLinksResponseSchema);
}

export function useRequestMyLinks() {
  return useMutation({
    mutationFn: requestMyLinks,
    // The section tells of its failure in its own words.
    meta: { ownErrorNotice: true },
  });
}
