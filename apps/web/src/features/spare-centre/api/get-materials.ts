import { accessoriesPageStart, PAGE_SIZE, STATUS_FILTER } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface MaterialsFilter {
  serialId: number | null;
  search: string;
}

/** One page (0-based) of accessories; the search text goes in both name fields. */
export async function getMaterials(filter: MaterialsFilter, page: number) {
  return callApi('materialPage', {
    status: STATUS_FILTER.material,
    length: PAGE_SIZE.accessories,
    start: accessoriesPageStart(page),
    enName: filter.search,
    plName: filter.search,
    serialId: filter.serialId ?? undefined,
  });
}

export function materialsQueryOptions(filter: MaterialsFilter, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: ['spare-centre', 'materials', filter],
    queryFn: ({ pageParam }) => getMaterials(filter, pageParam),
    initialPageParam: 0,
    // Load More stays while fewer than recordsTotal are loaded.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.recordsTotal && last.data.length > 0 ? pages.length : undefined;
    },
    enabled,
  });
}

export function useMaterials(filter: MaterialsFilter, enabled: boolean) {
  return useInfiniteQuery(materialsQueryOptions(filter, enabled));
}
