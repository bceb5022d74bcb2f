import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { parsePickupWindow, WAYBILL } from '@portal/contracts';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconCircleCheck,
  IconDownload,
  IconHome,
  IconPlus,
  IconPrinter,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { NO_PRINT_CLASS } from '../../../lib/print';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useFocusWhenShown } from '../../../lib/use-focus-when-shown';
import { formatDate, pickupDayParts } from '../format';
import { RESULT_STATE, type BookingOutcome } from '../hooks/use-repair-booking';
import { OrderSheet } from './order-sheet';
import { PrivatePageLink } from './private-page-link';
import classes from './wizard-result.module.css';

interface WizardResultProps {
  outcome: BookingOutcome;
  labelLoading: boolean;
  onAddAnother: () => void;
  onChangeReservation: () => void;
  onRetryLabel: () => void;
}

/** The result page (SPEC §2, §4): state 2 success with the order sheet, state 3 error. */
export function WizardResult({
  outcome,
  labelLoading,
  onAddAnother,
  onChangeReservation,
  onRetryLabel,
}: WizardResultProps) {
  const { t, i18n } = useTranslation('repair-wizard');
  const errorText = useApiErrorText();
  // The form that had the focus is gone: the result's heading takes it.
  const focusHeading = useFocusWhenShown<HTMLHeadingElement>();
  const { order } = outcome;

  const commonButtons = (
    <>
      <Button
        component={Link}
        to={paths.home}
        variant="default"
        leftSection={<IconHome size={16} />}
      >
        {t('result.goHome')}
      </Button>
      <Button variant="default" leftSection={<IconPlus size={16} />} onClick={onAddAnother}>
        {t('result.addAnother')}
      </Button>
    </>
  );

  if (outcome.state === RESULT_STATE.error) {
    const text = errorText(outcome.error, 'errors.generic');
    return (
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        shadow="sm"
        data-result-state={outcome.state}
        w="100%"
        maw={820}
        mx="auto"
      >
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2" ref={focusHeading} tabIndex={-1}>
            {t('result.errorTitle')}
          </Title>
          <Alert color="red" variant="light" w="100%" maw={560} ta="left" role="alert">
            {text.detail ?? text.title}
          </Alert>
          <Text c="dimmed" maw={560}>
            {t('result.errorSaved', { rma: order.rmaNumber })}
          </Text>
          {/* The order is stored: its page is where the pick-up can be chosen later. */}
          <PrivatePageLink token={order.accessToken} booked={false} />
          <Group justify="center" gap="sm">
            {commonButtons}
            <Button leftSection={<IconCalendarEvent size={16} />} onClick={onChangeReservation}>
              {t('result.changeReservation')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const { reservation, label, labelError } = outcome;
  const slot = parsePickupWindow(`${reservation.pickupTimeFrom}-${reservation.pickupTimeTo}`);
  // "w środę, 25 listopada", "on Wednesday, 25 November", "11月25日（星期三）".
  const day = pickupDayParts(reservation.pickupDate, i18n.language);
  const pickupText = t('result.pickup', {
    when: day
      ? t(`result.pickupDay.${day.weekday}`, { day: day.day, month: day.month })
      : formatDate(reservation.pickupDate, i18n.language),
    from: slot?.from ?? reservation.pickupTimeFrom,
    to: slot?.to ?? reservation.pickupTimeTo,
  });
  const wantsLabel = order.values.waybill === WAYBILL.printBill;

  return (
    <Stack gap="xl" data-result-state={outcome.state}>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        shadow="sm"
        className={NO_PRINT_CLASS}
        w="100%"
        maw={820}
        mx="auto"
      >
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={38} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2" ref={focusHeading} tabIndex={-1}>
            {t('result.successTitle')}
          </Title>
          <Text maw={560}>{pickupText}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" w="100%" maw={560}>
            <Fact label={t('sheet.orderNumber')} value={order.rmaNumber} />
            <Fact label={t('sheet.shipmentNumber')} value={order.shipmentNo} />
          </SimpleGrid>
          <PrivatePageLink token={order.accessToken} />
          {wantsLabel && label && (
            <Button
              component="a"
              href={label.url}
              download={label.fileName}
              color="teal.9"
              leftSection={<IconDownload size={16} />}
              classNames={{ root: classes.labelButton, label: classes.labelButtonLabel }}
            >
              {t('result.downloadLabel', { file: label.fileName })}
            </Button>
          )}
          {wantsLabel && !label && labelError !== null && (
            <Alert
              color="yellow"
              variant="light"
              w="100%"
              maw={560}
              ta="left"
              title={t('result.labelFailed')}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorText(labelError).detail ?? errorText(labelError).title}</Text>
                <Button size="xs" variant="white" loading={labelLoading} onClick={onRetryLabel}>
                  {t('common:actions.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          <Text size="sm" c="dimmed" maw={560}>
            {t('result.successNext')}
          </Text>
          <Group justify="center" gap="sm">
            {commonButtons}
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('result.print')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <OrderSheet order={order} />
    </Stack>
  );
}

function Fact({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Paper radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}
