import { Alert, Badge, Box, Stepper, Text, useMatches } from '@mantine/core';
import {
  isRepairReturned,
  REPAIR_STATUS,
  repairProgress,
  repairStatusLabelKey,
  type RepairLookupFields,
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
import { formatWallClock } from '../lib/dates';
import { TrackParcelLink } from './track-parcel-link';

/** Teal's own dark shade falls just under 4.5:1 on its light background. */
export const READABLE_ON_TEAL = {
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

/** A repair's status as a badge, coloured by how it stands. */
export function RepairStatusBadge({ result }: { result: RepairLookupFields }) {
  const { t } = useTranslation();
  const cancelled = result.status === REPAIR_STATUS.cancelled;
  const finished = isRepairReturned(repairProgress(result).message);
  return (
    <Badge
      color={cancelled ? 'red.9' : finished ? 'teal.9' : 'blue.8'}
      variant="filled"
      size="lg"
      radius="sm"
      style={{ maxWidth: '100%' }}
    >
      {t(repairStatusLabelKey(result.status))}
    </Badge>
  );
}

/**
 * A repair's progress (SPEC §4): the steps, each with its time, and the
 * result message. The order lookup and the repair's private page show it
 * alike. A cancelled repair gets its own message and no steps: nothing of
 * that work will happen.
 */
export function RepairProgressSteps({ result }: { result: RepairLookupFields }) {
  const { t } = useTranslation();
  if (result.status === REPAIR_STATUS.cancelled) {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<IconCircleX />}
        title={t('lookup.repair.cancelledTitle')}
      >
        {t('lookup.repair.cancelled')}
      </Alert>
    );
  }
  return <ProgressOfRepair result={result} />;
}

/** The return parcel a message names. */
const parcel = (message: { courier: string; trackingNumber: string }) => ({
  courier: message.courier,
  trackingNumber: message.trackingNumber,
});

function ProgressOfRepair({ result }: { result: RepairLookupFields }) {
  const { t, i18n } = useTranslation();
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const progress = repairProgress(result);
  const { message } = progress;
  const finished = isRepairReturned(message);
  const title =
    message.key === 'lookup.repair.returnedUnrepaired'
      ? t('lookup.repair.returnedTitle')
      : finished
        ? t('lookup.repair.finishedTitle')
        : t('lookup.repair.processingTitle');
  // The processing-title state shows the title alone (SPEC §4).
  let body: string | null = null;
  if (message.key === 'lookup.repair.finished') {
    body = t('lookup.repair.finished', parcel(message));
  } else if (message.key === 'lookup.repair.returnedUnrepaired') {
    body = t('lookup.repair.returnedUnrepaired', parcel(message));
  } else if (message.key === 'lookup.repair.processing') body = t('lookup.repair.processing');

  return (
    <>
      <Stepper
        active={progress.active}
        orientation={orientation}
        labelPosition="bottom"
        size="sm"
        allowNextStepsSelect={false}
        color="blue.8"
        role="group"
        aria-label={t('repairProgress.label')}
      >
        {progress.steps.map((step) => {
          const field = STEP_TIME[step];
          const value = field ? result[field] : null;
          const time = value ? formatWallClock(value, i18n.language) : null;
          return (
            <Stepper.Step
              key={step}
              label={t(`repairProgress.steps.${step}`)}
              description={time ?? undefined}
              icon={step === 'waitingForPart' ? <IconPackageImport size={16} /> : undefined}
            />
          );
        })}
      </Stepper>

      <Alert
        variant="light"
        color={finished ? 'teal' : 'blue'}
        icon={finished ? <IconCircleCheck /> : <IconClockHour4 />}
        title={body ? title : undefined}
        styles={finished ? READABLE_ON_TEAL : undefined}
      >
        {body ?? (
          <Text size="sm" fw={700}>
            {title}
          </Text>
        )}
        {'trackingNumber' in message && message.trackingNumber && (
          <Box mt={4}>
            <TrackParcelLink trackingNo={message.trackingNumber} />
          </Box>
        )}
      </Alert>
    </>
  );
}
