import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { paths } from '../../config/paths';
import { focusPageHeading } from '../../lib/focus';
import {
  acceptAllCookies,
  readConsentState,
  rejectAllCookies,
  useConsentState,
} from '../../lib/consent';
import { LegalText } from './components/legal-text';

/** Pages the dialog points to: there it must not stop the visitor from reading. */
const READING_PATHS: readonly string[] = [
  paths.privacyPolicy,
  paths.cookiePolicy,
  paths.cookieSettings,
];

/** Stores the answer; the focus goes to the page's heading, as the button that had it goes with the dialog. */
function answerWith(store: () => void) {
  return () => {
    focusPageHeading();
    store();
  };
}

/** `withLanguage`: the modal hides the page's own language select, so it offers one. */
function DialogBody({ withLanguage }: { withLanguage: boolean }) {
  const { t } = useTranslation('legal');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('dialog.text')}</Text>
      <Text size="sm">
        <LegalText i18nKey="dialog.more" />
      </Text>
      <Group justify={withLanguage ? 'space-between' : 'flex-end'} gap="sm">
        {/* The answer is easier to give in one's own language. */}
        {withLanguage && <LanguageSelect />}
        <Group gap="sm" w={{ base: '100%', xs: 'auto' }}>
          {/* Equal weight for both answers: refusing is as easy as accepting. */}
          <Button onClick={answerWith(rejectAllCookies)} miw={120} flex={{ base: 1, xs: 'none' }}>
            {t('dialog.reject')}
          </Button>
          <Button onClick={answerWith(acceptAllCookies)} miw={120} flex={{ base: 1, xs: 'none' }}>
            {t('dialog.accept')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * The cookie dialog of SPEC §2: shown while no answer is stored; Accept stores
 * true, Reject false, and nothing else closes it. Over the policy and settings
 * pages it becomes a non-blocking panel, so that they can be read first.
 */
export function CookieDialog() {
  const { t } = useTranslation('legal');
  const { answer } = useConsentState();
  const { pathname } = useLocation();
  const titleId = useId();

  useEffect(() => {
    // The prerendered pages' head script hides this dialog from a visitor who
    // had answered; once the answer is gone (withdrawn), it must show again.
    if (readConsentState().answer === null) {
      document.documentElement.removeAttribute('data-cookie-answered');
    }
  }, [answer]);

  if (answer !== null) return null;

  if (READING_PATHS.includes(pathname)) {
    return (
      <Paper
        data-cookie-dialog
        role="dialog"
        aria-labelledby={titleId}
        shadow="lg"
        p={{ base: 'sm', sm: 'md' }}
        withBorder
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 150,
          borderRadius: 0,
          borderLeft: 0,
          borderRight: 0,
        }}
      >
        <Stack gap="xs" maw={800} mx="auto">
          <Title order={2} size="h4" id={titleId}>
            {t('dialog.title')}
          </Title>
          <DialogBody withLanguage={false} />
        </Stack>
      </Paper>
    );
  }

  return (
    <Modal
      data-cookie-dialog
      // In place rather than in a portal, so that it is part of the prerendered page.
      withinPortal={false}
      opened
      onClose={() => {}}
      title={t('dialog.title')}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      trapFocus
      // The scroll lock injects a style element without the page's CSP nonce;
      // the overlay already keeps the page behind out of reach.
      lockScroll={false}
      size="lg"
      radius="md"
      styles={{
        inner: { alignItems: 'flex-end', paddingBottom: 'var(--mantine-spacing-md)' },
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      <DialogBody withLanguage />
    </Modal>
  );
}
