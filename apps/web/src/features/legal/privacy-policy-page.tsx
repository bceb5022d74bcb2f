import { useTranslation } from 'react-i18next';
import { LegalLayout } from './components/legal-layout';
import { LEGAL_VALUES } from './components/legal-text';
import { PolicySections, usePolicyToc } from './components/policy-sections';
import { PRIVACY_POLICY_UPDATED, PRIVACY_SECTIONS } from './legal-details';

/** /Regulations-Privacy: the GDPR privacy policy of the portal (SPEC §1). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const toc = usePolicyToc('privacy', PRIVACY_SECTIONS);
  return (
    <LegalLayout
      title={t('privacy.title')}
      lastUpdated={PRIVACY_POLICY_UPDATED}
      intro={t('privacy.intro', LEGAL_VALUES)}
      toc={toc}
    >
      <PolicySections page="privacy" keys={PRIVACY_SECTIONS} />
    </LegalLayout>
  );
}
