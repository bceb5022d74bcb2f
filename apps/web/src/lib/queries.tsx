import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { isErrorAnswer } from './api-client';
import { notifyError } from './notify';
import { apiErrorText } from './use-api-error-text';

interface CallMeta extends Record<string, unknown> {
  /** The caller tells of this call's failures itself, in its own words. */
  ownErrorNotice?: boolean;
  /** What failed, in the page's language (the caller translates it): the title over the error's text. */
  errorTitle?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/**
 * SPEC §8: an answer carrying an error_code shows a notification with the
 * catalogue's text for it, or else the server's error_msg, whatever the call.
 * Pages may show the failure in place as well; calls whose caller already
 * notifies opt out.
 */
function notifyApiError(error: unknown, meta: CallMeta | undefined) {
  if (meta?.ownErrorNotice || !isErrorAnswer(error)) return;
  const text = apiErrorText(error, (key) => i18n.t(key, { ns: 'common' }));
  if (!meta?.errorTitle) return notifyError(text);
  const detail = text.detail ? `${text.title}: ${text.detail}` : text.title;
  notifyError({ title: meta.errorTitle, detail });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => notifyApiError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _result, mutation) => notifyApiError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * The API data cache, for the areas whose pages read the API (repair and
 * spare parts): the home and legal pages load without the query library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
