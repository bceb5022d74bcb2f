import {
  documentsPageStart,
  DOCUMENT_TYPE_TECHNICAL,
  PAGE_SIZE,
  STATUS_FILTER,
} from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface DocumentsFilter {
  modelId: number | null;
  title: string;
}

/** One page (1-based) of technical documents. */
export async function getDocuments(filter: DocumentsFilter, page: number) {
  const answer = await callApi('documentsPage', {
    start: documentsPageStart(page),
    length: PAGE_SIZE.documents,
    status: STATUS_FILTER.document,
    docType: DOCUMENT_TYPE_TECHNICAL,
    modelId: filter.modelId ?? undefined,
    title: filter.title || undefined,
  });
  return answer.data;
}

export function documentsQueryOptions(filter: DocumentsFilter) {
  return infiniteQueryOptions({
    queryKey: ['spare-centre', 'documents', filter],
    queryFn: ({ pageParam }) => getDocuments(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.totalRow && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** `errorTitle`: what failed, in the page's language, over a failed answer's notice. */
export function useDocuments(filter: DocumentsFilter, errorTitle: string) {
  return useInfiniteQuery({ ...documentsQueryOptions(filter), meta: { errorTitle } });
}
