/** Amounts of a quote, in its own currency and the page's language. */

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, currency: string | null): Intl.NumberFormat {
  const key = `${language} ${currency ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(
      language,
      currency
        ? { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );
    formatters.set(key, found);
  }
  return found;
}

/** Cents as an amount with its currency, e.g. "129,00 €". */
export function formatMoney(cents: number, currency: string, language: string): string {
  return formatter(language, currency).format(cents / 100);
}

/** Cents as a bare amount, for a column beside the currency's code. */
export function formatAmount(cents: number, language: string): string {
  return formatter(language, null).format(cents / 100);
}
