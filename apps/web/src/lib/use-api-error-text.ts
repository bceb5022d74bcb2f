import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

export interface ApiErrorText {
  /** The catalogue's text for a known error_code (SPEC §8), or the best text there is. */
  title: string;
  /** The server's own error_msg, when it adds something. */
  detail?: string;
}

/** Translates a key of the common namespace. */
type CommonText = (key: string) => string;

/**
 * What to show for a failed call: the catalogue's text for a known
 * error_code, else the server's error_msg; clear texts for network failures
 * and the 30 s time-out.
 */
export function apiErrorText(
  error: unknown,
  t: CommonText,
  fallbackKey = 'errors.generic',
): ApiErrorText {
  if (!(error instanceof ApiError)) return { title: t(fallbackKey) };
  const { failure } = error;
  switch (failure.kind) {
    case 'api': {
      if (!failure.key) return { title: failure.message || t(fallbackKey) };
      const title = t(failure.key);
      return failure.message && failure.message !== title
        ? { title, detail: failure.message }
        : { title };
    }
    case 'network':
      return { title: t('errors.network') };
    case 'timeout':
      return { title: t('errors.timeout') };
    default:
      return { title: t(fallbackKey) };
  }
}

/** `apiErrorText` in the page's language. */
export function useApiErrorText() {
  const { t } = useTranslation('common');
  return (error: unknown, fallbackKey?: string) => apiErrorText(error, t, fallbackKey);
}
