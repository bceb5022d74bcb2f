import type { SpareOrderView } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CancelOrderSection } from '../../../components/private-page/cancel-order-section';
import { useCancelSpareOrder } from '../api/cancel-spare-order';
import { spareOrderQueryKey } from '../api/get-spare-order';
import { SECTION_ID } from './section-focus';

/** Cancelling the order while the service has not confirmed it, after a confirmation. */
export function SpareCancelSection({ token }: { token: string }) {
  const { t } = useTranslation('spare-order');
  const cancel = useCancelSpareOrder(token);
  const queryClient = useQueryClient();
  return (
    <CancelOrderSection
      id={SECTION_ID.cancellation}
      statusId={SECTION_ID.status}
      cancel={() => cancel.mutateAsync()}
      pending={cancel.isPending}
      stillOffered={() =>
        queryClient.getQueryData<SpareOrderView | null>(spareOrderQueryKey(token))?.actions
          .cancel ?? false
      }
      texts={{
        heading: t('cancel.heading'),
        text: t('cancel.text'),
        button: t('cancel.button'),
        confirmTitle: t('cancel.confirmTitle'),
        confirmText: t('cancel.confirmText'),
        keep: t('cancel.keep'),
        confirm: t('cancel.confirm'),
        done: t('cancel.done'),
        failed: t('cancel.failed'),
      }}
    />
  );
}
