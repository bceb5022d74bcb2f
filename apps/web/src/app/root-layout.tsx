import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useConsentState } from '../lib/consent';

// Loaded only while the visitor has not answered: a returning visitor never downloads it.
const CookieDialog = lazy(async () => ({
  default: (await import('../features/legal/cookie-dialog')).CookieDialog,
}));

/** Every page, with the cookie dialog over it until the visitor answers. */
export function RootLayout() {
  const { answer } = useConsentState();
  return (
    <>
      <Outlet />
      {answer === null && (
        <Suspense fallback={null}>
          <CookieDialog />
        </Suspense>
      )}
    </>
  );
}
