import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Routes assemble features; each page is its own chunk. */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // Rendered while the first page's lazy chunk loads, instead of nothing.
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
      },
      {
        path: paths.repairArea,
        lazy: async () => ({
          Component: (await import('../features/repair-area/repair-layout')).RepairLayout,
        }),
        children: [
          { index: true, element: <Navigate to={paths.orderLookup} replace /> },
          {
            path: paths.orderLookup,
            lazy: async () => ({
              Component: (await import('../features/order-lookup/order-lookup-page'))
                .OrderLookupPage,
            }),
          },
          {
            path: paths.repairWizard,
            lazy: async () => ({
              Component: (await import('../features/repair-wizard/repair-wizard-page'))
                .RepairWizardPage,
            }),
          },
          { path: '*', element: <Navigate to={paths.orderLookup} replace /> },
        ],
      },
      {
        path: paths.spareArea,
        lazy: async () => ({
          Component: (await import('../features/spare-centre/spare-layout')).SpareLayout,
        }),
        children: [
          { index: true, element: <Navigate to={paths.spareCentre} replace /> },
          {
            path: paths.spareCentre,
            lazy: async () => ({
              Component: (await import('../features/spare-centre/spare-centre-page'))
                .SpareCentrePage,
            }),
          },
          {
            path: paths.cart,
            lazy: async () => ({
              Component: (await import('../features/cart/cart-page')).CartPage,
            }),
          },
          {
            path: paths.softwareUpdates,
            lazy: async () => ({
              Component: (await import('../features/compliance/software-updates-page'))
                .SoftwareUpdatesPage,
            }),
          },
          {
            path: paths.qualityEnvironmental,
            lazy: async () => ({
              Component: (await import('../features/compliance/quality-environmental-page'))
                .QualityEnvironmentalPage,
            }),
          },
          { path: '*', element: <Navigate to={paths.spareCentre} replace /> },
        ],
      },
      {
        path: paths.privacyPolicy,
        caseSensitive: true,
        lazy: async () => ({
          Component: (await import('../features/legal/privacy-policy-page')).PrivacyPolicyPage,
        }),
      },
      {
        path: paths.cookiePolicy,
        lazy: async () => ({
          Component: (await import('../features/legal/cookie-policy-page')).CookiePolicyPage,
        }),
      },
      {
        path: paths.cookieSettings,
        lazy: async () => ({
          Component: (await import('../features/legal/cookie-settings-page')).CookieSettingsPage,
        }),
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
