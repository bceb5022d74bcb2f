import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { PageOutlet } from '../components/page-outlet';
import { useConsentState } from '../lib/consent';
import { RouteError } from './route-error';

// Loaded only while the visitor has not answered: a returning visitor never downloads it.
const CookieDialog = lazy(async () => ({
  default: (await import('../features/legal/cookie-dialog')).CookieDialog,
}));

/** Every page, with the cookie dialog over it until the visitor answers. */
export function RootLayout() {
  const { answer } = useConsentState();
  const { pathname } = useLocation();
  return (
    <>
      {/* A page that fails to load or render shows a way out; another route tries afresh. */}
      <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
        <PageOutlet />
      </ErrorBoundary>
      {answer === null && (
        <Suspense fallback={null}>
          <CookieDialog />
        </Suspense>
      )}
    </>
  );
}
