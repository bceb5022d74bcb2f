import { announcementResponseSchema, API_PATHS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { apiGet } from '../../../lib/api-client';

/** The current announcement, or null when there is none. */
export async function getAnnouncement() {
  const answer = await apiGet(API_PATHS.announcement, {}, announcementResponseSchema);
  return answer.data;
}

export const announcementQueryOptions = queryOptions({
  queryKey: ['spare-centre', 'announcement'],
  queryFn: getAnnouncement,
  meta: { errorTitle: () => i18n.t('spare-centre:announcement.failed') },
});

export function useAnnouncement() {
  return useQuery(announcementQueryOptions);
}
