import { Group, Paper, Stack, Text } from '@mantine/core';
import type { PurchaseInquiryResult } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PurchaseProgressSteps, PurchaseStatusBadge } from '../../../components/purchase-progress';

/** A spare-parts order's progress (SPEC §4). */
export function PurchaseResultCard({ result }: { result: PurchaseInquiryResult }) {
  const { t } = useTranslation('order-lookup');

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
          <PurchaseStatusBadge result={result} />
        </Group>
        <PurchaseProgressSteps result={result} />
      </Stack>
    </Paper>
  );
}
