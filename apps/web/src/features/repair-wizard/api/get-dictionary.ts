import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type dictionaryRequestSchema,
  STATUS_FILTER,
  type DictionaryTypeId,
} from '@portal/contracts';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/**
 * Entries of one dictionary: channels, exteriors or accessories (SPEC §7).
 * The request is checked against the contract by the compiler, as the
 * brands' is (get-brands.ts).
 */
export async function getDictionary(typeId: DictionaryTypeId) {
  const request = {
    typeId,
    status: STATUS_FILTER.dictionary,
  } satisfies z.output<typeof dictionaryRequestSchema>;
  const answer = await callApi('dictionary', request);
  return answer.data.list;
}

export function dictionaryQueryOptions(typeId: DictionaryTypeId) {
  return queryOptions({ queryKey: ['dictionary', typeId], queryFn: () => getDictionary(typeId) });
}

export function useDictionary(typeId: DictionaryTypeId) {
  return useQuery(dictionaryQueryOptions(typeId));
}
