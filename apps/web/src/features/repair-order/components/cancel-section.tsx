import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useCancelRepairOrder } from '../api/repair-order-actions';
import { SectionCard } from '../../../components/private-page/section-card';
import { focusSection, SECTION_ID } from './section-focus';

/** Cancelling the order, after a confirmation. */
export function CancelSection({ token }: { token: string }) {
  const { t } = useTranslation('repair-order');
  const errorText = useApiErrorText();
  const cancel = useCancelRepairOrder(token);
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  function close() {
    setConfirming(false);
    requestAnimationFrame(() => trigger.current?.focus());
  }

  // Awaited rather than with mutate's callbacks: once the order is read again
  // this part is gone (nothing left to cancel), and those would not run.
  async function confirm() {
    try {
      await cancel.mutateAsync();
    } catch (failure) {
      const text = errorText(failure);
      notifyError({ title: t('cancel.failed'), detail: text.detail ?? text.title });
      close();
      return;
    }
    setConfirming(false);
    notifySuccess(t('cancel.done'));
    // The status tells what happened.
    focusSection(SECTION_ID.status);
  }

  return (
    <SectionCard id={SECTION_ID.cancellation} title={t('cancel.heading')}>
      <Text size="sm">{t('cancel.text')}</Text>
      <Group>
        <Button
          ref={trigger}
          color="red.8"
          variant="outline"
          leftSection={<IconBan size={16} />}
          onClick={() => setConfirming(true)}
        >
          {t('cancel.button')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => {
          if (!cancel.isPending) close();
        }}
        title={t('cancel.confirmTitle')}
        centered
        // Focus goes back by hand: after a cancellation the button is gone.
        returnFocus={false}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack gap="lg">
          <Text size="sm">{t('cancel.confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={cancel.isPending} onClick={close}>
              {t('cancel.keep')}
            </Button>
            <Button color="red.8" loading={cancel.isPending} onClick={() => void confirm()}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
