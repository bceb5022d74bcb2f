import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusAfterDraw } from '../../lib/focus';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useApiErrorText } from '../../lib/use-api-error-text';
import { SectionCard } from './section-card';

/** The words of a cancel part, in its page's namespace. */
export interface CancelOrderTexts {
  heading: string;
  text: string;
  button: string;
  confirmTitle: string;
  confirmText: string;
  keep: string;
  confirm: string;
  done: string;
  failed: string;
}

/**
 * Cancelling an order from its private page, after a confirmation. Once
 * cancelled this part is gone and the status heading `statusId`, which tells
 * what happened, takes the focus; after a refusal the button does, or the
 * status when the order read again can no longer be cancelled.
 */
export function CancelOrderSection({
  id,
  statusId,
  texts,
  cancel,
  pending,
  stillOffered = () => true,
}: {
  id: string;
  statusId: string;
  texts: CancelOrderTexts;
  /** Cancels and reads the order again; rejects with the API's refusal. */
  cancel: () => Promise<unknown>;
  pending: boolean;
  /** After a refusal, from the order read again: whether it can still be cancelled. */
  stillOffered?: () => boolean;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  function close() {
    setConfirming(false);
    focusAfterDraw(() => trigger.current, statusId);
  }

  // Awaited rather than with mutate's callbacks: once the order is read again
  // this part is gone (nothing left to cancel), and those would not run.
  async function confirm() {
    try {
      await cancel();
    } catch (failure) {
      const text = errorText(failure);
      notifyError({ title: texts.failed, detail: text.detail ?? text.title });
      setConfirming(false);
      // When the order moved on meanwhile this part goes, and the status that says so takes the focus.
      focusAfterDraw(() => (stillOffered() ? trigger.current : null), statusId);
      return;
    }
    setConfirming(false);
    notifySuccess(texts.done);
    focusAfterDraw(() => null, statusId);
  }

  return (
    <SectionCard id={id} title={texts.heading}>
      <Text size="sm">{texts.text}</Text>
      <Group>
        <Button
          ref={trigger}
          color="red.8"
          variant="outline"
          leftSection={<IconBan size={16} />}
          onClick={() => setConfirming(true)}
        >
          {texts.button}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => {
          if (!pending) close();
        }}
        title={texts.confirmTitle}
        centered
        // Focus goes back by hand: after a cancellation the button is gone.
        returnFocus={false}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack gap="lg">
          <Text size="sm">{texts.confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={pending} onClick={close}>
              {texts.keep}
            </Button>
            <Button color="red.8" loading={pending} onClick={() => void confirm()}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
