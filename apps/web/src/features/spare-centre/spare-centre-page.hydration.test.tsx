import { API_PATHS } from '@portal/contracts';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router';
import { expect, it, onTestFinished, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { setupI18n } from '../../../test/render';
import { AppProviders } from '../../app/providers';
import { paths } from '../../config/paths';
import { QueryProvider } from '../../lib/queries';
import { SpareCentrePage } from './spare-centre-page';
import { SpareLayout } from './spare-layout';
import {
  documentRecord,
  documentsAnswer,
  MATERIALS,
  materialsAnswer,
  SERIALS,
} from './test/fixtures';

// Its own file: the server renderer marks the contexts it provides, and the
// client's renders warn of them ever after (in development only).

const routes = (
  <Routes>
    <Route path={paths.spareArea} element={<SpareLayout />}>
      <Route path={paths.spareCentre} element={<SpareCentrePage />} />
    </Route>
  </Routes>
);

const page = (router: ReactNode) => (
  <AppProviders>
    <QueryProvider>{router}</QueryProvider>
  </AppProviders>
);

it('hydrates the prerendered page on a reload, then shows the order kept in the history state', async () => {
  mockFetch({
    [API_PATHS.serialQuery]: { result: 1, data: SERIALS },
    [API_PATHS.materialPage]: materialsAnswer(MATERIALS),
    [API_PATHS.documentsPage]: documentsAnswer([documentRecord()]),
    [API_PATHS.announcement]: { result: 1, data: null },
  });
  await setupI18n();
  const errors: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
    if (!String(message).startsWith('Detected multiple renderers')) errors.push(message);
  });
  onTestFinished(() => logged.mockRestore());

  // As the build renders it (entry-server.tsx): no router state, every boundary in place.
  const { prelude } = await prerender(
    page(<StaticRouter location={paths.spareCentre}>{routes}</StaticRouter>),
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // The server renderer leaves its last context values on the contexts it
  // shares with the client's; rendering nothing restores their defaults.
  await prerender(null);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = await new Response(prelude).text();
  onTestFinished(() => container.remove());

  const root = await act(async () =>
    hydrateRoot(
      container,
      page(
        <MemoryRouter initialEntries={[{ pathname: paths.spareCentre, state: { orderId: 4711 } }]}>
          {routes}
        </MemoryRouter>,
      ),
      { onRecoverableError: (error) => errors.push(error) },
    ),
  );
  onTestFinished(() => act(() => root.unmount()));
  expect(await screen.findByText('Order no. 4711 has been received')).toBeInTheDocument();
  expect(errors).toEqual([]);
});
