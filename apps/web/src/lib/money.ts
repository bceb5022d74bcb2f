import { CURRENCY, toCents } from '@portal/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** An amount in cents as euro with 2 decimals, formatted for the language. */
export function formatCents(cents: number, language: string): string {
  return formatterFor(language).format(cents / 100);
}

/** A price in euro, rounded to cents first so display and totals agree. */
export function formatEuro(euro: number, language: string): string {
  return formatCents(toCents(euro), language);
}

/** Formatters bound to the current i18n language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    euro: useCallback((euro: number) => formatEuro(euro, language), [language]),
    cents: useCallback((cents: number) => formatCents(cents, language), [language]),
  };
}

/**
 * Makes the current language's formatter ahead of the first price, in a task
 * of its own: the first currency formatter of a page costs a slow phone tens
 * of milliseconds (the browser loads its number data), which would otherwise
 * lengthen the render of the first card. Call it where prices will show once
 * their data has loaded.
 */
export function usePreparedMoneyFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const timer = setTimeout(() => formatterFor(language), 0);
    return () => clearTimeout(timer);
  }, [language]);
}
