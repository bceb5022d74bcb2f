import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@portal/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { i18n } from './index';

/**
 * An order's own page is read in the order's language (the one its e-mails
 * are in), Chinese included, which the language select offers nowhere else.
 * While such a page is open its language is offered beside Polski and
 * English; it is shown in it unless the visitor chose a language, without
 * storing it: a choice is the visitor's own.
 */
let offered: readonly Language[] = [];
const listeners = new Set<() => void>();

function offer(languages: readonly Language[]) {
  offered = languages;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The languages the open page offers beside the selectable ones. */
export function usePageLanguages(): readonly Language[] {
  return useSyncExternalStore(
    subscribe,
    () => offered,
    () => offered,
  );
}

function languageChosen(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Shows the page in its order's language (`stored`, as the order keeps it) and offers it while open. */
export function useOrderLanguage(stored: string | undefined) {
  useEffect(() => {
    if (!isLanguage(stored)) return;
    offer([stored]);
    if (!languageChosen() && i18n.language !== stored) void i18n.changeLanguage(stored);
    return () => offer([]);
  }, [stored]);
}
