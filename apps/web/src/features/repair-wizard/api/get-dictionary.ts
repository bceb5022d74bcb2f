import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  dictionaryRequestSchema,
  dictionaryResponseSchema,
  STATUS_FILTER,
  type DictionaryTypeId,
} from '@portal/contracts';
import { apiPostForm } from '../../../lib/api-client';

/** Entries of one dictionary: channels, exteriors or accessories (SPEC §7). */
export async function getDictionary(typeId: DictionaryTypeId) {
  const request = dictionaryRequestSchema.parse({ typeId, status: STATUS_FILTER.dictionary });
  const answer = await apiPostForm(API_PATHS.dictionary, request, dictionaryResponseSchema);
  return answer.data.list;
}

export function dictionaryQueryOptions(typeId: DictionaryTypeId) {
  return queryOptions({ queryKey: ['dictionary', typeId], queryFn: () => getDictionary(typeId) });
}

export function useDictionary(typeId: DictionaryTypeId) {
  return useQuery(dictionaryQueryOptions(typeId));
}
