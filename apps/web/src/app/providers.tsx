import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { CSP_NONCE_PLACEHOLDER } from '@portal/contracts';
import { useToastsWanted } from '../lib/toasts-wanted';
import { contrastSafeVariables, theme } from './theme';

// Toasts appear only after something is done: their container is loaded with the first one.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

/**
 * The page's CSP nonce (see vite.config.ts), so the style elements added at
 * run time are allowed. A page prerendered at build time gets the placeholder,
 * which the server replaces with each answer's nonce.
 */
const cspNonce =
  typeof document === 'undefined'
    ? CSP_NONCE_PLACEHOLDER
    : (document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '');
const styleNonce = () => cspNonce;
// The scroll lock of Mantine's modals (react-remove-scroll) takes its style nonce from this global.
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = cspNonce;

function Toasts() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      getStyleNonce={styleNonce}
      cssVariablesResolver={contrastSafeVariables}
    >
      <Toasts />
      {children}
    </MantineProvider>
  );
}
