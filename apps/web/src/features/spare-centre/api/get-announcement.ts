import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The current announcement, or null when there is none. */
export async function getAnnouncement() {
  const answer = await callApi('announcement', {});
  return answer.data;
}

export const announcementQueryOptions = queryOptions({
  queryKey: ['spare-centre', 'announcement'],
  queryFn: getAnnouncement,
});

/** `errorTitle`: what failed, in the page's language, over a failed answer's notice. */
export function useAnnouncement(errorTitle: string) {
  return useQuery({ ...announcementQueryOptions, meta: { errorTitle } });
}
