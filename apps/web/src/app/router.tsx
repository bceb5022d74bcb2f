import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { lazyChunk, type LazyChunk } from './lazy-chunk';
import { RootLayout } from './root-layout';

const HomePage = lazyChunk(() => import('../features/home/home-page'), 'HomePage', ['home']);
const RepairLayout = lazyChunk(
  () => import('../features/repair-area/repair-layout'),
  'RepairLayout',
  ['repair-area'],
);
const OrderLookupPage = lazyChunk(
  () => import('../features/order-lookup/order-lookup-page'),
  'OrderLookupPage',
  ['order-lookup'],
);
const RepairWizardPage = lazyChunk(
  () => import('../features/repair-wizard/repair-wizard-page'),
  'RepairWizardPage',
  ['repair-wizard', 'order-sheet'],
);
const RepairOrderPage = lazyChunk(
  () => import('../features/repair-order/repair-order-page'),
  'RepairOrderPage',
  ['repair-order', 'order-sheet'],
);
const SpareOrderPage = lazyChunk(
  () => import('../features/spare-order/spare-order-page'),
  'SpareOrderPage',
  ['spare-order'],
);
const ParcelTrackingPage = lazyChunk(
  () => import('../features/parcel-tracking/parcel-tracking-page'),
  'ParcelTrackingPage',
  ['parcel-tracking'],
);
const SpareLayout = lazyChunk(
  () => import('../features/spare-centre/spare-layout'),
  'SpareLayout',
  ['spare-centre'],
);
const SpareCentrePage = lazyChunk(
  () => import('../features/spare-centre/spare-centre-page'),
  'SpareCentrePage',
  ['spare-centre'],
);
const CartPage = lazyChunk(() => import('../features/cart/cart-page'), 'CartPage', ['cart']);
const SoftwareUpdatesPage = lazyChunk(
  () => import('../features/compliance/software-updates-page'),
  'SoftwareUpdatesPage',
  ['compliance'],
);
const QualityEnvironmentalPage = lazyChunk(
  () => import('../features/compliance/quality-environmental-page'),
  'QualityEnvironmentalPage',
  ['compliance'],
);
const PrivacyPolicyPage = lazyChunk(
  () => import('../features/legal/privacy-policy-page'),
  'PrivacyPolicyPage',
  ['legal'],
);
const CookiePolicyPage = lazyChunk(
  () => import('../features/legal/cookie-policy-page'),
  'CookiePolicyPage',
  ['legal'],
);
const CookieSettingsPage = lazyChunk(
  () => import('../features/legal/cookie-settings-page'),
  'CookieSettingsPage',
  ['legal'],
);

/** What each prerendered path renders, layout first (see entry-server.tsx). */
const CHUNKS_OF_PAGE: Record<string, LazyChunk[]> = {
  [paths.home]: [HomePage],
  [paths.orderLookup]: [RepairLayout, OrderLookupPage],
  [paths.repairWizard]: [RepairLayout, RepairWizardPage],
  [paths.spareCentre]: [SpareLayout, SpareCentrePage],
  [paths.cart]: [SpareLayout, CartPage],
  [paths.softwareUpdates]: [SpareLayout, SoftwareUpdatesPage],
  [paths.qualityEnvironmental]: [SpareLayout, QualityEnvironmentalPage],
  [paths.privacyPolicy]: [PrivacyPolicyPage],
  [paths.cookiePolicy]: [CookiePolicyPage],
  [paths.cookieSettings]: [CookieSettingsPage],
};

/** The paths of the pages rendered at build time. */
export const PAGE_PATHS = Object.keys(CHUNKS_OF_PAGE);

/**
 * Loads the code and texts of the page at `path`: before hydrating its
 * prerendered markup, so that it hydrates in one pass instead of the markup
 * being thrown away and rendered anew when something above it changes first.
 */
export function preloadPage(path: string): Promise<unknown> {
  return Promise.all((CHUNKS_OF_PAGE[path] ?? []).map((chunk) => chunk.preload()));
}

const relative = (path: string, area: string) => path.slice(area.length + 1);

/** Routes assemble features; each page is its own chunk. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.repairArea} element={<RepairLayout />}>
          <Route index element={<Navigate to={paths.orderLookup} replace />} />
          <Route
            path={relative(paths.orderLookup, paths.repairArea)}
            element={<OrderLookupPage />}
          />
          <Route
            path={relative(paths.repairWizard, paths.repairArea)}
            element={<RepairWizardPage />}
          />
          <Route
            path={relative(paths.repairOrder, paths.repairArea)}
            element={<RepairOrderPage />}
          />
          <Route path="*" element={<Navigate to={paths.orderLookup} replace />} />
        </Route>
        <Route path={paths.spareArea} element={<SpareLayout />}>
          <Route index element={<Navigate to={paths.spareCentre} replace />} />
          <Route
            path={relative(paths.spareCentre, paths.spareArea)}
            element={<SpareCentrePage />}
          />
          <Route path={relative(paths.cart, paths.spareArea)} element={<CartPage />} />
          <Route path={relative(paths.spareOrder, paths.spareArea)} element={<SpareOrderPage />} />
          <Route
            path={relative(paths.softwareUpdates, paths.spareArea)}
            element={<SoftwareUpdatesPage />}
          />
          <Route
            path={relative(paths.qualityEnvironmental, paths.spareArea)}
            element={<QualityEnvironmentalPage />}
          />
          <Route path="*" element={<Navigate to={paths.spareCentre} replace />} />
        </Route>
        <Route path={paths.privacyPolicy} caseSensitive element={<PrivacyPolicyPage />} />
        <Route path={paths.cookiePolicy} element={<CookiePolicyPage />} />
        <Route path={paths.cookieSettings} element={<CookieSettingsPage />} />
        <Route path={paths.parcelTracking} element={<ParcelTrackingPage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
