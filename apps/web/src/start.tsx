import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { CookieDialog } from './app/root-layout';
import { AppRoutes, preloadPage } from './app/router';
import { initI18n, storedLanguage } from './i18n';
import { readConsentState } from './lib/consent';

/** Rendered last: once its effect runs, the prerendered markup is the live page and takes input. */
function Hydrated({ root }: { root: HTMLElement }) {
  useEffect(() => root.removeAttribute('inert'), [root]);
  return null;
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
          <AppRoutes />
          <Hydrated root={root} />
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

