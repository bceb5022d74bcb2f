import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPTIONAL_PURPOSES,
  saveConsent,
  useConsentState,
  type ConsentChoices,
} from '../../lib/consent';
import { formatMoment } from '../../lib/dates';
import { ConsentPurposeCard } from './components/consent-purpose-card';
import { LegalLayout } from './components/legal-layout';
import { LegalText } from './components/legal-text';

/** /cookie-settings: consent per purpose (SPEC §2), kept in this browser and respected. */
export function CookieSettingsPage() {
  const { t, i18n } = useTranslation('legal');
  const consent = useConsentState();
  // Unsaved edits; null shows the stored choices (which the cookie dialog may change meanwhile).
  const [draft, setDraft] = useState<ConsentChoices | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const shown = draft ?? consent.choices;
  const savedAt = consent.updatedAt ? formatMoment(consent.updatedAt, i18n.language, 'long') : null;

  return (
    <LegalLayout title={t('settings.title')} intro={<LegalText i18nKey="settings.intro" />}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveConsent(shown);
          setDraft(null);
          setJustSaved(true);
        }}
      >
        <Stack gap="md">
          <ConsentPurposeCard purpose="necessary" required agreed />
          {OPTIONAL_PURPOSES.map((purpose) => (
            <ConsentPurposeCard
              key={purpose}
              purpose={purpose}
              agreed={shown[purpose]}
              onChange={(agreed) => {
                setDraft({ ...shown, [purpose]: agreed });
                setJustSaved(false);
              }}
            />
          ))}
          <Group justify="space-between" align="center" gap="md">
            <div role="status" style={{ flex: '1 1 260px' }}>
              {justSaved ? (
                <Alert
                  color="teal"
                  variant="light"
                  p="sm"
                  icon={<IconCircleCheck aria-hidden color="var(--mantine-color-teal-9)" />}
                  title={t('settings.saved')}
                  styles={{
                    title: { color: 'var(--mantine-color-gray-9)' },
                    message: { color: 'var(--mantine-color-gray-9)' },
                  }}
                >
                  {savedAt && t('settings.savedAt', { date: savedAt })}
                </Alert>
              ) : (
                <Text c="gray.7" size="sm">
                  {savedAt ? t('settings.savedAt', { date: savedAt }) : t('settings.notSaved')}
                </Text>
              )}
            </div>
            <Button type="submit" size="md" w={{ base: '100%', xs: 'auto' }}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LegalLayout>
  );
}
