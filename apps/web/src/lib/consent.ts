import { useSyncExternalStore } from 'react';

/**
 * The visitor's answer to the cookie dialog and their consent per purpose,
 * kept in localStorage (both are strictly necessary: they record the choice).
 *
 * Purposes:
 * - `necessary`: what the portal cannot work without or the visitor asked for
 *   (language, this answer and these choices, the cart, the verification-code
 *   cookie). Always on; no consent needed.
 * - `functional`: optional conveniences beyond what the visitor asked for.
 *   Nothing uses it today.
 * - `analytics`: usage measurement. The portal runs no analytics today.
 *
 * A feature that wants to keep something optional must check
 * `hasConsent(purpose)` first (or use `storeIfConsented`) and list its key in
 * OPTIONAL_STORAGE_KEYS, so that a refusal deletes it.
 */

/** localStorage key of the cookie dialog's answer: 'true' (Accept) or 'false' (Reject). */
export const COOKIE_ANSWER_STORAGE_KEY = 'cookieAccepted';
/** localStorage key of the choices per optional purpose, with the time they were made. */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

export const CONSENT_PURPOSES = ['necessary', 'functional', 'analytics'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const OPTIONAL_PURPOSES = [
  'functional',
  'analytics',
] as const satisfies readonly ConsentPurpose[];
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];
export type ConsentChoices = Record<OptionalPurpose, boolean>;

/** Keys kept only with consent to their purpose; refusing the purpose deletes them. */
export const OPTIONAL_STORAGE_KEYS: Record<OptionalPurpose, readonly string[]> = {
  functional: [],
  analytics: [],
};

export interface ConsentState {
  /** The dialog's answer; null while the visitor has not answered. */
  answer: boolean | null;
  /** Consent per optional purpose; all false until given. */
  choices: ConsentChoices;
  /** When the choices were last saved (ISO 8601), if they were. */
  updatedAt: string | null;
}

interface StoredConsent extends ConsentChoices {
  updatedAt: string;
}

/** ISO 8601 date and time in UTC, as `toISOString` writes it (with or without milliseconds). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * The stored choices, or null when they are not of that shape. Checked by
 * hand: every page reads this at start, and zod would add its weight to the
 * first load of every page.
 */
function storedConsent(value: unknown): StoredConsent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { functional, analytics, updatedAt } = value as Record<string, unknown>;
  if (typeof functional !== 'boolean' || typeof analytics !== 'boolean') return null;
  if (typeof updatedAt !== 'string' || !ISO_DATE_TIME.test(updatedAt)) return null;
  if (Number.isNaN(Date.parse(updatedAt))) return null;
  return { functional, analytics, updatedAt };
}

const NONE: ConsentChoices = { functional: false, analytics: false };
const ALL: ConsentChoices = { functional: true, analytics: true };
export const CONSENT_CHANGE_EVENT = 'portal:consent-change';

// Used when localStorage is unavailable (private mode, blocked storage): the
// answer then lasts until the page is closed instead of asking on every page.
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

function remove(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    memory.delete(key);
  }
}

function parse(rawAnswer: string | null, rawConsent: string | null): ConsentState {
  const answer = rawAnswer === 'true' ? true : rawAnswer === 'false' ? false : null;
  let stored: StoredConsent | null = null;
  if (rawConsent) {
    try {
      stored = storedConsent(JSON.parse(rawConsent));
    } catch {
      // An unreadable value counts as no choice.
    }
  }
  if (stored) {
    return {
      answer,
      choices: { functional: stored.functional, analytics: stored.analytics },
      updatedAt: stored.updatedAt,
    };
  }
  // Only the dialog's answer is known: Accept means every purpose, Reject none.
  return { answer, choices: answer === true ? ALL : NONE, updatedAt: null };
}

/** Nothing stored yet: one object, also the server's snapshot, so hydrating a first visit changes nothing. */
const NOTHING_STORED = parse(null, null);
let cachedKey: string | undefined;
let cachedState: ConsentState = NOTHING_STORED;

/** The current state; the same object until something stored changes. */
export function readConsentState(): ConsentState {
  const rawAnswer = read(COOKIE_ANSWER_STORAGE_KEY);
  const rawConsent = read(CONSENT_STORAGE_KEY);
  const key = `${rawAnswer}\u0000${rawConsent}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedState =
      rawAnswer === null && rawConsent === null ? NOTHING_STORED : parse(rawAnswer, rawConsent);
  }
  return cachedState;
}

export function hasConsent(purpose: ConsentPurpose): boolean {
  return purpose === 'necessary' || readConsentState().choices[purpose];
}

/** Stores an optional item only with consent to its purpose; says whether it did. */
export function storeIfConsented(purpose: OptionalPurpose, key: string, value: string): boolean {
  if (!hasConsent(purpose)) return false;
  write(key, value);
  return true;
}

function notify() {
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/**
 * Saves the choices and counts them as the dialog's answer: true when at least
 * one optional purpose is agreed to. Refused purposes lose what they stored.
 */
export function saveConsent(choices: ConsentChoices) {
  const agreedToAny = OPTIONAL_PURPOSES.some((purpose) => choices[purpose]);
  write(COOKIE_ANSWER_STORAGE_KEY, String(agreedToAny));
  write(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      functional: choices.functional,
      analytics: choices.analytics,
      updatedAt: new Date().toISOString(),
    }),
  );
  for (const purpose of OPTIONAL_PURPOSES) {
    if (!choices[purpose]) OPTIONAL_STORAGE_KEYS[purpose].forEach(remove);
  }
  notify();
}

/** The dialog's Accept: stores true and agrees to every optional purpose. */
export function acceptAllCookies() {
  saveConsent(ALL);
}

/** The dialog's Reject: stores false and refuses every optional purpose. */
export function rejectAllCookies() {
  saveConsent(NONE);
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === COOKIE_ANSWER_STORAGE_KEY ||
      event.key === CONSENT_STORAGE_KEY
    )
      listener();
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  // Another tab answered or changed its choices.
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, readConsentState, () => NOTHING_STORED);
}
