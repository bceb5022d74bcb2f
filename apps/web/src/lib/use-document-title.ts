import { useTranslation } from 'react-i18next';

/** A page's document title in the portal's one format, "page | brand", for pages that title themselves. */
export function useDocumentTitle() {
  const { t } = useTranslation('common');
  return (page: string) => t('common:pageTitle', { page, brand: t('common:brand') });
}
