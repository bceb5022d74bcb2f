import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFocusTrap, useMergedRef } from '@mantine/hooks';
import { useEffect, useId, useRef, type ReactNode } from 'react';
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

/** Turns storing an answer into its button's click handler. */
type Answer = (store: () => void) => () => void;

/** Stores the answer; the focus goes to the page's heading, as the button that had it goes with the dialog. */
const answerInPlace: Answer = (store) => () => {
  focusPageHeading();
  store();
};

/** `withLanguage`: the modal hides the page's own language select, so it offers one. */
function DialogBody({ withLanguage, answer }: { withLanguage: boolean; answer: Answer }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('cookieDialog.text')}</Text>
      <Text size="sm">
        <LegalText ns="common" i18nKey="cookieDialog.more" />
      </Text>
      <Group justify={withLanguage ? 'space-between' : 'flex-end'} gap="sm">
        {/* The answer is easier to give in one's own language. */}
        {withLanguage && <LanguageSelect />}
        <Group gap="sm" w={{ base: '100%', xs: 'auto' }}>
          {/* Equal weight for both answers: refusing is as easy as accepting. */}
          <Button onClick={answer(rejectAllCookies)} miw={120} flex={{ base: 1, xs: 'none' }}>
            {t('cookieDialog.reject')}
          </Button>
          <Button onClick={answer(acceptAllCookies)} miw={120} flex={{ base: 1, xs: 'none' }}>
            {t('cookieDialog.accept')}
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
  const { t } = useTranslation('common');
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
            {t('cookieDialog.title')}
          </Title>
          <DialogBody withLanguage={false} answer={answerInPlace} />
        </Stack>
      </Paper>
    );
  }

  return (
    <ModalDialog labelledBy={titleId}>
      {(answer) => (
        <>
          <Title order={2} fz="lg" fw={700} mb="md" id={titleId}>
            {t('cookieDialog.title')}
          </Title>
          <DialogBody withLanguage answer={answer} />
        </>
      )}
    </ModalDialog>
  );
}

/**
 * The browser's own modal `<dialog>`: the page behind is inert. It is
 * prerendered open (a non-modal dialog, styled the same) and made modal once
 * scripts run. Tab cycles through its controls rather than leaving for the
 * browser's, as the portal's other dialogs do. Escape and any other close
 * request are refused: only an answer closes it.
 */
function ModalDialog({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: (answer: Answer) => ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ref = useMergedRef(dialogRef, useFocusTrap());
  const answered = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const showModal = () => {
      if (answered.current || !dialog.isConnected || dialog.open) return;
      dialog.showModal();
    };
    dialog.close();
    showModal();
    const refuse = (event: Event) => event.preventDefault();
    dialog.addEventListener('cancel', refuse);
    // A close request the browser does not let the page refuse (one before
    // any click or key press of the visitor's) closes it: open it again.
    dialog.addEventListener('close', showModal);
    return () => {
      dialog.removeEventListener('cancel', refuse);
      dialog.removeEventListener('close', showModal);
    };
  }, []);

  // The modal closes first: the page behind is inert until then, and cannot take the focus.
  const answer: Answer = (store) => () => {
    answered.current = true;
    dialogRef.current?.close();
    answerInPlace(store)();
  };

  return (
    <dialog
      ref={ref}
      data-cookie-dialog
      className="cookie-dialog"
      aria-labelledby={labelledBy}
      aria-modal
      open
      // Escape's default is the close request; refused before it is made.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
    >
      {children(answer)}
    </dialog>
  );
}
