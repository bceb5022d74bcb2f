import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '@portal/contracts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { initI18n, NAMESPACES } from './i18n';
import { COOKIE_ANSWER_STORAGE_KEY } from './lib/consent';

/**
 * Build-time rendering of the pages, so that a first visit paints before any
 * JavaScript has loaded; the browser then hydrates the same markup
 * (main.tsx). Pages are rendered in the default language, without data: the
 * lists show their loading state until the browser fetches them.
 */
export const PRERENDER_LANGUAGE = DEFAULT_LANGUAGE;

export { PAGE_PATHS as PRERENDERED_PATHS } from './app/router';

let i18nReady: Promise<unknown> | undefined;

export async function renderPage(path: string): Promise<string> {
  i18nReady ??= initI18n(PRERENDER_LANGUAGE, NAMESPACES);
  await i18nReady;
  // Waits for every lazy page and text to load, unlike renderToString.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary in place: large ones would otherwise come after the page
    // with an inline script to move them, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Runs in the page's head before the first paint, reading what the server
 * cannot see: a visitor whose stored language is not the prerendered one
 * gets the page hidden until it is rendered in theirs, and a visitor who
 * already answered the cookie dialog does not see the prerendered one.
 */
function markBeforePaint(
  keys: { language: string; cookieAnswer: string },
  prerendered: string,
  languages: readonly string[],
) {
  try {
    const root = document.documentElement;
    const language = localStorage.getItem(keys.language);
    if (language !== null && language !== prerendered && languages.includes(language)) {
      root.setAttribute('data-rerender', '');
    }
    const answer = localStorage.getItem(keys.cookieAnswer);
    if (answer === 'true' || answer === 'false') root.setAttribute('data-cookie-answered', '');
  } catch {
    // No storage: the defaults, as the app itself falls back to.
  }
}

/** The head script of the prerendered pages, self-contained. */
export const BEFORE_PAINT_SCRIPT = `(${markBeforePaint.toString()})(${JSON.stringify({
  language: LANGUAGE_STORAGE_KEY,
  cookieAnswer: COOKIE_ANSWER_STORAGE_KEY,
})}, ${JSON.stringify(PRERENDER_LANGUAGE)}, ${JSON.stringify(LANGUAGES)})`;
