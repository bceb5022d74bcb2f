import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

/** The text key of each page's title: its heading. */
export const TITLE_OF_PAGE: Record<string, string> = {
  [paths.home]: 'home:title',
  [paths.orderLookup]: 'order-lookup:title',
  [paths.repairWizard]: 'repair-wizard:title',
  [paths.spareCentre]: 'spare-centre:page.title',
  [paths.cart]: 'cart:title',
  [paths.softwareUpdates]: 'compliance:software.title',
  [paths.qualityEnvironmental]: 'compliance:quality.title',
  [paths.privacyPolicy]: 'legal:privacy.title',
  [paths.cookiePolicy]: 'legal:cookiePolicy.title',
  [paths.cookieSettings]: 'legal:settings.title',
};

/**
 * Pages that write their own title, from what they load (the order's number,
 * the parcel's): the private pages of a repair and of a spare-part order, a
 * parcel's tracking page.
 */
export const SELF_TITLED_PAGES: readonly string[] = [
  paths.repairOrder,
  paths.spareOrder,
  paths.parcelTracking,
];

function isSelfTitled(pathname: string): boolean {
  return SELF_TITLED_PAGES.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** The title key of `pathname`, if it is a page's path (a trailing slash aside). */
export function titleKeyOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TITLE_OF_PAGE[path];
}

/**
 * The document's title, "page | brand", in the language in use: React puts
 * it in the head, in the prerendered pages (prerender.ts) and in the browser
 * alike, and changes it with the route and the language.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const key = titleKeyOf(pathname);
  const selfTitled = isSelfTitled(pathname);
  const namespace = key?.split(':')[0] ?? 'common';
  // Without suspending: the page's texts load with its route, and the title follows.
  const { t, ready } = useTranslation(['common', namespace], { useSuspense: false });
  const brand = t('common:brand');
  const documentTitle = useDocumentTitle();
  if (selfTitled) return null;
  return <title>{key && ready ? documentTitle(t(key)) : brand}</title>;
}
