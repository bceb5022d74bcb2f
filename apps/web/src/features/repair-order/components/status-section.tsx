import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  estimateRepair,
  REPAIR_STATUS,
  warsawToday,
  type RepairOrderView,
} from '@portal/contracts';
import { IconBan, IconCalendarTime, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RepairProgressSteps, RepairStatusBadge } from '../../../components/repair-progress';
import { paths } from '../../../config/paths';
import { useDates } from '../../../lib/dates';
import { SectionCard } from '../../../components/private-page/section-card';
import { SECTION_ID } from './section-focus';

/** The status, and the progress, or for a cancelled order its own message instead. */
export function StatusSection({ order }: { order: RepairOrderView }) {
  const { t } = useTranslation('repair-order');
  const cancelled = order.progress.status === REPAIR_STATUS.cancelled;
  return (
    <SectionCard id={SECTION_ID.status} title={t('status.heading')}>
      <Group justify="space-between" align="center" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('status.rma')}
          </Text>
          <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {order.rmaNumber}
          </Text>
        </div>
        <RepairStatusBadge result={order.progress} />
      </Group>
      {cancelled ? (
        <Alert color="red" variant="light" icon={<IconBan />} title={t('cancelled.title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('cancelled.text')}</Text>
            <Button
              component={Link}
              to={paths.repairWizard}
              size="xs"
              variant="white"
              color="red.9"
              leftSection={<IconPlus size={14} />}
            >
              {t('cancelled.newOrder')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <RepairProgressSteps result={order.progress} />
      )}
      <RepairEstimateNote order={order} />
    </SectionCard>
  );
}

/** When the repair should be done and back, while it is under way (contracts `estimateRepair`). */
function RepairEstimateNote({ order }: { order: RepairOrderView }) {
  const { t } = useTranslation('repair-order');
  const { calendarDate } = useDates();
  const pickupDate = order.pickup?.status === 'reserved' ? order.pickup.pickupDate : null;
  const estimate = estimateRepair(order.progress, pickupDate, warsawToday());
  if (!estimate) return null;
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconCalendarTime />}
      title={t('status.estimateTitle')}
    >
      <Text size="sm">
        {t('status.estimate', {
          repairedBy: calendarDate(estimate.repairedBy, 'long'),
          backBy: calendarDate(estimate.backBy, 'long'),
        })}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('status.estimateNote')}
      </Text>
    </Alert>
  );
}
