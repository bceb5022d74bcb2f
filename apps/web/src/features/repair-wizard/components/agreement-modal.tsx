import { Button, Group, Modal, ScrollArea, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface AgreementModalProps {
  /** Unsanitised HTML from the brand; null keeps the modal closed. */
  html: string | null;
  brandName: string;
  onClose: () => void;
  onAccept: () => void;
}

/**
 * The brand's agreement, sanitised before it is shown. The caller moves the
 * focus when it closes (to the consent box after "I agree").
 */
export function AgreementModal({ html, brandName, onClose, onAccept }: AgreementModalProps) {
  const { t } = useTranslation('repair-wizard');
  const clean = useMemo(
    () => (html ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : ''),
    [html],
  );
  return (
    <Modal
      opened={html !== null}
      onClose={onClose}
      returnFocus={false}
      title={t('agreement.title', { brand: brandName })}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Typography
        fz="sm"
        data-testid="agreement-text"
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
        <Button onClick={onAccept}>{t('agreement.accept')}</Button>
      </Group>
    </Modal>
  );
}
