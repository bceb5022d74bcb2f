import { useTranslation } from 'react-i18next';
import { LegalLayout } from './components/legal-layout';
import { LegalText } from './components/legal-text';
import { PolicySections, usePolicyToc } from './components/policy-sections';
import { StorageTable } from './components/storage-table';
import { COOKIE_POLICY_SECTIONS, COOKIE_POLICY_UPDATED } from './legal-details';

/** /cookie-policy: what the portal stores in the browser, why and for how long. */
export function CookiePolicyPage() {
  const { t } = useTranslation('legal');
  const toc = usePolicyToc('cookiePolicy', COOKIE_POLICY_SECTIONS);
  return (
    <LegalLayout
      title={t('cookiePolicy.title')}
      lastUpdated={COOKIE_POLICY_UPDATED}
      intro={<LegalText i18nKey="cookiePolicy.intro" />}
      toc={toc}
    >
      <PolicySections
        page="cookiePolicy"
        keys={COOKIE_POLICY_SECTIONS}
        extras={{ whatWeStore: <StorageTable /> }}
      />
    </LegalLayout>
  );
}
