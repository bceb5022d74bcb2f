import { Alert, Badge, Group, Paper, Stack, Stepper, Text, useMatches } from '@mantine/core';
import {
  REPAIR_STATUS,
  repairProgress,
  repairStatusLabelKey,
  type RepairLookupResult,
  type RepairProgressStep,
  type RepairTimestampField,
} from '@portal/contracts';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconPackageImport,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../format';

/** Teal's (and grey's) own dark shade falls just under 4.5:1 on its light background. */
const READABLE_ON_TEAL = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

/** The timestamp that marks each step as done. */
const STEP_TIME: Partial<Record<RepairProgressStep, RepairTimestampField>> = {
  userSent: 'createTime',
  receiving: 'receiveTime',
  inspection: 'checkTime',
  repair: 'repairTime',
  delivery: 'sendDateTime',
};

/** One repair order's progress: status, steps and the result message (SPEC §4). */
export function RepairResultCard({ result, index }: { result: RepairLookupResult; index: number }) {
  const { t, i18n } = useTranslation('order-lookup');
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const progress = repairProgress(result);
  const { message } = progress;
  const created = formatTimestamp(result.createTime, i18n.language);
  const cancelled = result.status === REPAIR_STATUS.cancelled;
  const finished = message.key === 'lookup.repair.finished';
  const headingId = `repair-result-${index}`;
  let title = finished ? t('lookup.repair.finishedTitle') : t('lookup.repair.processingTitle');
  // The processing-title state shows the title alone (SPEC §4).
  let body: string | null = null;
  if (cancelled) {
    // Nothing more will happen: no steps to wait for, and no "being processed".
    title = t('lookup.repair.cancelledTitle');
    body = t('lookup.repair.cancelled');
  } else if (message.key === 'lookup.repair.finished') {
    body = t('lookup.repair.finished', {
      courier: message.courier,
      trackingNumber: message.trackingNumber,
    });
  } else if (message.key === 'lookup.repair.processing') body = t('lookup.repair.processing');

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
          <Badge
            color={cancelled ? 'red.9' : finished ? 'teal.9' : 'blue.8'}
            variant="filled"
            size="lg"
            radius="sm"
          >
            {t(repairStatusLabelKey(result.status))}
          </Badge>
        </Group>

        {!cancelled && (
          <Stepper
            active={progress.active}
            orientation={orientation}
            labelPosition="bottom"
            size="sm"
            allowNextStepsSelect={false}
            color="blue.8"
            role="group"
            aria-label={t('repair.progressLabel')}
          >
            {progress.steps.map((step) => {
              const field = STEP_TIME[step];
              const time = field ? formatTimestamp(result[field], i18n.language) : null;
              return (
                <Stepper.Step
                  key={step}
                  label={t(`repair.steps.${step}`)}
                  description={time ?? undefined}
                  icon={step === 'waitingForPart' ? <IconPackageImport size={16} /> : undefined}
                />
              );
            })}
          </Stepper>
        )}

        <Alert
          variant="light"
          color={cancelled ? 'gray' : finished ? 'teal' : 'blue'}
          icon={cancelled ? <IconCircleX /> : finished ? <IconCircleCheck /> : <IconClockHour4 />}
          title={body ? title : undefined}
          styles={finished || cancelled ? READABLE_ON_TEAL : undefined}
        >
          {body ?? (
            <Text size="sm" fw={700}>
              {title}
            </Text>
          )}
        </Alert>
      </Stack>
    </Paper>
  );
}
