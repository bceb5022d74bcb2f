import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjsLocale } from '../i18n';
import { contrastSafeVariables, theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** The page's CSP nonce (see vite.config.ts), so the style elements added at run time are allowed. */
const cspNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
const styleNonce = () => cspNonce;
// The scroll lock of Mantine's modals (react-remove-scroll) takes its style nonce from this global.
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = cspNonce;

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <MantineProvider theme={theme} getStyleNonce={styleNonce} cssVariablesResolver={contrastSafeVariables}>
      <DatesProvider settings={{ locale: dayjsLocale(i18n.language) }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="top-center" />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
