import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { i18n } from '../i18n';
import { RootLayout } from './root-layout';

/**
 * A page (or layout) loaded with its route: its code and the texts of its
 * features in parallel, so neither waits for the other.
 */
function routeChunk<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  namespaces: string[],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { default: module[name] };
  });
}

const HomePage = routeChunk(() => import('../features/home/home-page'), 'HomePage', ['home']);
const RepairLayout = routeChunk(
  () => import('../features/repair-area/repair-layout'),
  'RepairLayout',
  ['repair-area'],
);
const OrderLookupPage = routeChunk(
  () => import('../features/order-lookup/order-lookup-page'),
  'OrderLookupPage',
  ['order-lookup'],
);
const RepairWizardPage = routeChunk(
  () => import('../features/repair-wizard/repair-wizard-page'),
  'RepairWizardPage',
  ['repair-wizard'],
);
const SpareLayout = routeChunk(
  () => import('../features/spare-centre/spare-layout'),
  'SpareLayout',
  ['spare-centre'],
);
const SpareCentrePage = routeChunk(
  () => import('../features/spare-centre/spare-centre-page'),
  'SpareCentrePage',
  ['spare-centre'],
);
const CartPage = routeChunk(() => import('../features/cart/cart-page'), 'CartPage', ['cart']);
const SoftwareUpdatesPage = routeChunk(
  () => import('../features/compliance/software-updates-page'),
  'SoftwareUpdatesPage',
  ['compliance'],
);
const QualityEnvironmentalPage = routeChunk(
  () => import('../features/compliance/quality-environmental-page'),
  'QualityEnvironmentalPage',
  ['compliance'],
);
const PrivacyPolicyPage = routeChunk(
  () => import('../features/legal/privacy-policy-page'),
  'PrivacyPolicyPage',
  ['legal'],
);
const CookiePolicyPage = routeChunk(
  () => import('../features/legal/cookie-policy-page'),
  'CookiePolicyPage',
  ['legal'],
);
const CookieSettingsPage = routeChunk(
  () => import('../features/legal/cookie-settings-page'),
  'CookieSettingsPage',
  ['legal'],
);

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
          <Route path="*" element={<Navigate to={paths.orderLookup} replace />} />
        </Route>
        <Route path={paths.spareArea} element={<SpareLayout />}>
          <Route index element={<Navigate to={paths.spareCentre} replace />} />
          <Route
            path={relative(paths.spareCentre, paths.spareArea)}
            element={<SpareCentrePage />}
          />
          <Route path={relative(paths.cart, paths.spareArea)} element={<CartPage />} />
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
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
