import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { PageOutlet } from '../components/page-outlet';
import { useConsentState } from '../lib/consent';
import { lazyChunk } from './lazy-chunk';
import { PageTitle } from './page-title';
import { RouteError } from './route-error';

// Loaded only while the visitor has not answered: a returning visitor never
// downloads it. Its texts are common's, loaded at start.
export const CookieDialog = lazyChunk(
  () => import('../features/legal/cookie-dialog'),
  'CookieDialog',
  [],
);

/** The cookie dialog until the visitor answers; its own component, so an answer re-renders only it. */
function CookieDialogSlot() {
  const { answer } = useConsentState();
  return (
    answer === null && (
      <Suspense fallback={null}>
        <CookieDialog />
      </Suspense>
    )
  );
}

/** Every page, with the cookie dialog over it until the visitor answers. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <PageTitle />
      {/* A page that fails to load or render shows a way out; another route tries afresh. */}
      <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
        <PageOutlet />
      </ErrorBoundary>
      <CookieDialogSlot />
    </>
  );
}
