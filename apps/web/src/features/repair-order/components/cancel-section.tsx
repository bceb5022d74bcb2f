import { useTranslation } from 'react-i18next';
import { CancelOrderSection } from '../../../components/private-page/cancel-order-section';
import { useCancelRepairOrder } from '../api/repair-order-actions';
import { SECTION_ID } from './section-focus';

/** Cancelling the repair order and its pick-up, after a confirmation. */
export function CancelSection({ token }: { token: string }) {
  const { t } = useTranslation('repair-order');
  const cancel = useCancelRepairOrder(token);
  return (
    <CancelOrderSection
      id={SECTION_ID.cancellation}
      statusId={SECTION_ID.status}
      cancel={() => cancel.mutateAsync()}
      pending={cancel.isPending}
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
