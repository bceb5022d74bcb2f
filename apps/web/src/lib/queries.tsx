import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChange } from '../i18n/use-language-change';
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
function notifyApiError(error: unknown, meta: CallMeta | undefined, t: (key: string) => string) {
  if (meta?.ownErrorNotice || !isErrorAnswer(error)) return;
  const text = apiErrorText(error, t);
  if (!meta?.errorTitle) return notifyError(text);
  const detail = text.detail ? `${text.title}: ${text.detail}` : text.title;
  notifyError({ title: meta.errorTitle, detail });
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const InsideQueryProvider = createContext(false);

/**
 * The API data cache, for the areas whose pages read the API (repair and
 * spare parts): the home and legal pages load without the query library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // One provider tells of the failures: a page inside another provider adds none.
  if (useContext(InsideQueryProvider)) return children;
  return (
    <InsideQueryProvider value={true}>
      <QueryClientProvider client={queryClient}>
        <ApiErrorNotices />
        <AnswersFollowLanguage />
        {children}
      </QueryClientProvider>
    </InsideQueryProvider>
  );
}

/** Notifies the calls' failed answers in the page's language while the API's pages are shown. */
function ApiErrorNotices() {
  const { t } = useTranslation('common');
  useEffect(() => {
    const text = (key: string) => t(key);
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        notifyApiError(event.action.error, event.query.meta, text);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        notifyApiError(event.action.error, event.mutation.meta, text);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [t]);
  return null;
}

/**
 * The API words its answers in the page's language (errors, texts it
 * composes): after a change of language the answers shown are read again.
 */
function AnswersFollowLanguage() {
  useLanguageChange(() => void queryClient.invalidateQueries());
  return null;
}
