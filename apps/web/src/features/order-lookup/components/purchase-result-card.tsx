import { Alert, Badge, Group, Paper, Stack, Stepper, Text, useMatches } from '@mantine/core';
import {
  PURCHASE_PROGRESS_STEPS,
  purchaseProgress,
  type PurchaseInquiryResult,
} from '@portal/contracts';
import { IconBan, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Teal's own dark shade falls just under 4.5:1 on its light background. */
const READABLE_ON_TEAL = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

/** A spare-parts order's progress (SPEC §4). */
export function PurchaseResultCard({ result }: { result: PurchaseInquiryResult }) {
  const { t } = useTranslation('order-lookup');
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const progress = purchaseProgress(result);
  const done = progress.label === 'completed';
  const statusText = t(`purchase.status.${progress.label}`);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      component="article"
      aria-labelledby="purchase-result"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} id="purchase-result">
            {t('purchase.cardTitle', { orderId: result.orderId })}
          </Text>
          <Badge
            color={progress.cancelled ? 'red.9' : done ? 'teal.9' : 'blue.8'}
            variant="filled"
            size="lg"
            radius="sm"
          >
            {statusText}
          </Badge>
        </Group>

        {progress.cancelled ? (
          <Alert color="red" variant="light" icon={<IconBan />}>
            {t('purchase.cancelledText')}
          </Alert>
        ) : (
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
              aria-label={t('purchase.progressLabel')}
            >
              {PURCHASE_PROGRESS_STEPS.map((step) => (
                <Stepper.Step key={step} label={t(`purchase.status.${step}`)} />
              ))}
            </Stepper>
            <Alert
              variant="light"
              color={done ? 'teal' : 'blue'}
              icon={<IconTruckDelivery />}
              styles={done ? READABLE_ON_TEAL : undefined}
            >
              <Text size="sm">{t('purchase.message', { status: statusText })}</Text>
              {progress.showLogistics && (
                <Text size="sm" mt={4}>
                  {t('purchase.logistics', {
                    name: result.logisticsName,
                    number: result.logisticsNo,
                  })}
                </Text>
              )}
            </Alert>
          </>
        )}
      </Stack>
    </Paper>
  );
}
