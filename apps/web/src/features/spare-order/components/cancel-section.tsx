import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SpareOrderView } from '@portal/contracts';
import { IconBan } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/private-page/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useCancelSpareOrder } from '../api/cancel-spare-order';
import { spareOrderQueryKey } from '../api/get-spare-order';
import { focusAfterDraw, SECTION_ID } from './section-focus';

/** Cancelling the order while the service has not confirmed it, after a confirmation. */
export function SpareCancelSection({ token }: { token: string }) {
  const { t } = useTranslation('spare-order');
  const errorText = useApiErrorText();
  const cancel = useCancelSpareOrder(token);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  function close() {
    setConfirming(false);
    focusAfterDraw(() => trigger.current);
  }

  // Awaited rather than with mutate's callbacks: once the order is read again
  // this part may be gone (nothing left to cancel), and those would not run.
  async function confirm() {
    try {
      await cancel.mutateAsync();
    } catch (failure) {
      const text = errorText(failure);
      notifyError({ title: t('cancel.failed'), detail: text.detail ?? text.title });
      setConfirming(false);
      // The order as read again after the refusal: when it moved on meanwhile
      // this part goes, and the status that says so takes the focus.
      const order = queryClient.getQueryData<SpareOrderView | null>(spareOrderQueryKey(token));
      focusAfterDraw(() =>
        order?.actions.cancel ? trigger.current : document.getElementById(SECTION_ID.status),
      );
      return;
    }
    setConfirming(false);
    notifySuccess(t('cancel.done'));
    // The status tells what happened.
    focusAfterDraw(() => document.getElementById(SECTION_ID.status));
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
