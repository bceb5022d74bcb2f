import { Anchor } from '@mantine/core';
import { CHILD_PRIVACY_AGE, VERIFY_CODE_TTL_MINUTES } from '@portal/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SERVICE_EMAIL } from '../../../config/service';
import { CONTROLLER, SUPERVISORY_AUTHORITY_URL } from '../legal-details';

/** Values every legal text may interpolate. */
export const LEGAL_VALUES = {
  company: CONTROLLER.name,
  address: CONTROLLER.address,
  email: SERVICE_EMAIL,
  age: CHILD_PRIVACY_AGE,
  minutes: VERIFY_CODE_TTL_MINUTES,
};

/** Tags the legal texts may use; anything else stays plain text. */
const COMPONENTS = {
  strong: <strong />,
  mail: <Anchor href={`mailto:${SERVICE_EMAIL}`} />,
  privacyLink: <Anchor component={Link} to={paths.privacyPolicy} />,
  cookiePolicyLink: <Anchor component={Link} to={paths.cookiePolicy} />,
  cookieSettingsLink: <Anchor component={Link} to={paths.cookieSettings} />,
  uodoLink: <Anchor href={SUPERVISORY_AUTHORITY_URL} target="_blank" rel="noopener noreferrer" />,
};

/**
 * One legal text, with its links and emphasis: of the `legal` namespace, or
 * of `ns` (the cookie dialog's, in `common`, so that a first visit does not
 * load the policies' texts).
 */
export function LegalText({ i18nKey, ns = 'legal' }: { i18nKey: string; ns?: 'legal' | 'common' }) {
  const { t } = useTranslation(ns);
  return <Trans t={t} i18nKey={i18nKey} values={LEGAL_VALUES} components={COMPONENTS} />;
}
