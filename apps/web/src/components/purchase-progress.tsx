import { Alert, Badge, Stepper, Text, useMatches } from '@mantine/core';
import { PURCHASE_PROGRESS_STEPS, purchaseProgress } from '@portal/contracts';
import { IconBan, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { READABLE_ON_TEAL } from './repair-progress';
import { TrackParcelLink } from './track-parcel-link';

interface PurchaseFields {
  status: number;
  logisticsName?: string | null;
  logisticsNo?: string | null;
}

/** A spare-part order's status as a badge. */
export function PurchaseStatusBadge({ result }: { result: PurchaseFields }) {
  const { t } = useTranslation();
  const progress = purchaseProgress(result);
  const done = progress.label === 'completed';
  return (
    <Badge
      color={progress.cancelled ? 'red.9' : done ? 'teal.9' : 'blue.8'}
      variant="filled"
      size="lg"
      radius="sm"
      style={{ maxWidth: '100%' }}
    >
      {t(`purchaseStatus.${progress.label}`)}
    </Badge>
  );
}

/**
 * A spare-part order's progress (SPEC §4): the steps and the status message
 * with the courier, or the cancelled notice. Shown by the order lookup and
 * the order's own page.
 */
export function PurchaseProgressSteps({ result }: { result: PurchaseFields }) {
  const { t } = useTranslation();
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const progress = purchaseProgress(result);
  const done = progress.label === 'completed';
  const statusText = t(`purchaseStatus.${progress.label}`);

  if (progress.cancelled) {
    return (
      <Alert color="red" variant="light" icon={<IconBan />}>
        {t('purchaseProgress.cancelledText')}
      </Alert>
    );
  }
  return (
    <>
      <Stepper
        // A completed order has every step done.
        active={done ? PURCHASE_PROGRESS_STEPS.length : (progress.step ?? 0)}
        orientation={orientation}
        labelPosition="bottom"
        size="sm"
        allowNextStepsSelect={false}
        color="blue.8"
        role="group"
        aria-label={t('purchaseProgress.label')}
      >
        {PURCHASE_PROGRESS_STEPS.map((step) => (
          <Stepper.Step key={step} label={t(`purchaseStatus.${step}`)} />
        ))}
      </Stepper>
      <Alert
        variant="light"
        color={done ? 'teal' : 'blue'}
        icon={<IconTruckDelivery />}
        styles={done ? READABLE_ON_TEAL : undefined}
      >
        <Text size="sm">{t('purchaseProgress.message', { status: statusText })}</Text>
        {progress.showLogistics && (
          <>
            <Text size="sm" mt={4}>
              {t('purchaseProgress.logistics', {
                name: result.logisticsName,
                number: result.logisticsNo,
              })}
            </Text>
            {result.logisticsNo && <TrackParcelLink trackingNo={result.logisticsNo} />}
          </>
        )}
      </Alert>
    </>
  );
}
