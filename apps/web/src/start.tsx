import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { CookieDialog } from './app/root-layout';
import { AppRoutes, preloadPage } from './app/router';
import { initI18n, storedLanguage } from './i18n';
import { readConsentState } from './lib/consent';

/**
 * Around the whole app, so that its effect runs last: then the prerendered
 * markup is the live page and takes input. A wrapper, not a sibling, keeps
 * the tree the prerender drew (entry-server.tsx), so that React's ids, and
 * the labels and controls that refer to them, match the markup.
 */
function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => root.removeAttribute('inert'), [root]);
  return children;
}

/** Renders the app into #root: hydrates the prerendered page when it is in the visitor's language. */
export async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const language = storedLanguage();
  await initI18n(language);
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <Hydrated root={root}>
            <AppRoutes />
          </Hydrated>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // A page prerendered in the visitor's language is hydrated; otherwise rendered afresh.
  if (root.dataset.prerendered === language) {
    // Everything the markup shows, loaded first: it then hydrates in one pass.
    await Promise.all([
      preloadPage(window.location.pathname),
      readConsentState().answer === null && CookieDialog.preload(),
    ]);
    // As a transition, hydration works in slices between which the browser
    // stays responsive, rather than in one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    document.documentElement.removeAttribute('data-rerender');
    createRoot(root).render(app);
  }
}
