import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './page-loader';

/** A layout's page: a loader in its place while the page's code first loads, the layout around it stays. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
