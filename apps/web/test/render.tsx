import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Language } from '@portal/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { theme } from '../src/app/theme';
import { i18n, initI18n, NAMESPACES } from '../src/i18n';
import { queryClient, QueryProvider } from '../src/lib/queries';

let ready: Promise<unknown> | undefined;

/** Real i18n resources, loaded once per test file (en-US unless asked otherwise). */
export function setupI18n(language: Language = 'en-US') {
  ready ??= initI18n(language, NAMESPACES);
  return ready;
}

/** Shows where a navigation ended up, so tests can assert on it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export interface RenderRouteOptions {
  /** Route pattern of `element`. */
  path?: string;
  /** Where the memory router starts; defaults to `path`. */
  initialEntry?: string;
  /** Extra routes, e.g. a layout around the page. */
  routes?: RouteObject[];
  /** Child routes of `element`, when it is a layout with an outlet. */
  children?: RouteObject[];
  /**
   * Mantine's test environment inside the app's providers: no transitions,
   * no portals, and dropdowns (Select, DatePicker) stay visible although
   * jsdom lays nothing out. Opt-in, for pages with pick lists.
   */
  mantineTestEnv?: boolean;
}

/**
 * Renders a page with the app's real providers (Mantine, notifications, and
 * TanStack Query as the layouts provide it) inside a memory router. Unknown routes render a
 * probe with `data-testid="location"` holding the path reached.
 */
export async function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  await setupI18n();
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [
      { path, element, children: options.children },
      ...(options.routes ?? []),
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [options.initialEntry ?? path] },
  );
  const page = (
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>
  );
  const utils = render(
    <AppProviders>
      {options.mantineTestEnv ? (
        <MantineProvider theme={theme} env="test">
          {page}
        </MantineProvider>
      ) : (
        page
      )}
    </AppProviders>,
  );
  return { ...utils, router };
}

afterEach(() => {
  queryClient.clear();
  notifications.clean();
});

export { i18n };
