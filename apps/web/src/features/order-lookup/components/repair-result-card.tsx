import { Group, Paper, Stack, Text } from '@mantine/core';
import type { RepairLookupResult } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RepairProgressSteps, RepairStatusBadge } from '../../../components/repair-progress';
import { formatTimestamp } from '../format';

/** One repair order's progress: status, steps and the result message (SPEC §4). */
export function RepairResultCard({ result, index }: { result: RepairLookupResult; index: number }) {
  const { t, i18n } = useTranslation('order-lookup');
  const created = formatTimestamp(result.createTime, i18n.language);
  const headingId = `repair-result-${index}`;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      component="article"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700} id={headingId}>
              {t('repair.cardTitle')}
            </Text>
            {created && (
              <Text size="sm" c="dimmed">
                {t('repair.created', { date: created })}
              </Text>
            )}
          </div>
          <RepairStatusBadge result={result} />
        </Group>
        <RepairProgressSteps result={result} />
      </Stack>
    </Paper>
  );
}
