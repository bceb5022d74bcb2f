// The date picker's styles load with the one page that shows it, not with every page.
import '@mantine/dates/styles.css';
import { Alert, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import {
  hasPickupWindowEnded,
  openPickupWindows,
  parsePickupWindow,
  PICKUP_TIME_WINDOWS,
  pickupDates,
  pickupWindowValue,
  WAYBILL,
  fullPickupDates,
  isWindowFull,
} from '@portal/contracts';
import { IconCalendar, IconSend } from '@tabler/icons-react';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { PickupWindowCard } from '../../../components/pickup-window-card';
import { moveFocusTo } from '../../../lib/focus';
import { usePickupAvailability } from '../../../lib/pickup-availability';
import { formatCalendarDate } from '../../../lib/dates';
import { dayjsLocale } from '../dates-locale';
import { formatDate } from '../format';
import type { WizardForm } from '../hooks/use-wizard-form';
import { PanelActions } from './panel-actions';
import { SendingChecklist } from './sending-checklist';

interface PanelProps {
  form: WizardForm;
  onSubmit: () => void;
  /** Absent while a reservation is being changed: earlier panels are closed then. */
  onBack?: () => void;
  loading: boolean;
}

/** True when `time` (as the radios hold it) has ended on `date`. */
function windowEnded(date: string, time: string, now: Date): boolean {
  const window = parsePickupWindow(time);
  return window !== null && hasPickupWindowEnded(date, window.to, now);
}

const CALENDAR_ID = 'pickup-date';

/**
 * A month button is disabled on the last (or first) month offered: the focus
 * it had goes to the month's first day on offer, not to the page's body.
 */
function keepFocusInCalendar() {
  requestAnimationFrame(() => {
    const calendar = document.getElementById(`${CALENDAR_ID}-dropdown`);
    if (!calendar || calendar.contains(document.activeElement)) return;
    const days = 'table button:not(:disabled)';
    moveFocusTo(
      calendar.querySelector(`${days}:not([data-outside])`) ??
        calendar.querySelector(days) ??
        calendar,
    );
  });
}

/** Panel 4: courier pick-up date and window, and how the parcel is labelled. */
export function AppointmentPanel({ form, onSubmit, onBack, loading }: PanelProps) {
  const { t, i18n } = useTranslation('repair-wizard');
  // Opening the date picker redraws the panel, so a page left open shows today's calendar.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  // Only what the courier accepts now is offered: computed on every render, not once per
  // mount, so the dates and windows follow the clock past midnight and past a window's end.
  const now = new Date();
  const offered = pickupDates(now);
  const { pickupDate, pickupTime, waybill } = form.values;
  const date = pickupDate && offered.includes(pickupDate) ? pickupDate : null;
  const windows = date ? openPickupWindows(date, now) : PICKUP_TIME_WINDOWS;
  // The courier's free room on every offered date: a full window is shown but not
  // offered, a date with every window full is shown struck through and not offered.
  const availability = usePickupAvailability();
  const full = (from: string, to: string) => isWindowFull(availability.data, date, from, to);
  const fullDates = fullPickupDates(availability.data, offered, now);
  const dateFull = (day: string) =>
    t('appointment.dateFull', { date: formatDate(day, i18n.language) });
  const chosen = parsePickupWindow(pickupTime);
  const time =
    date && (windowEnded(date, pickupTime, now) || (chosen && full(chosen.from, chosen.to)))
      ? ''
      : pickupTime;

  // A choice that has passed (a window ended on the date now chosen, or a date
  // no longer offered on submit) is dropped, so the panel's check asks for a
  // new one instead of the courier refusing it.
  function dropPassed() {
    const at = new Date();
    const { pickupDate: chosenDate, pickupTime: chosenTime } = form.getValues();
    if (!chosenDate) return;
    if (!pickupDates(at).includes(chosenDate)) form.setFieldValue('pickupDate', null);
    else if (windowEnded(chosenDate, chosenTime, at)) form.setFieldValue('pickupTime', '');
  }

  function chooseDate(value: string | null) {
    form.setFieldValue('pickupDate', value);
    dropPassed();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dropPassed();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DatesProvider settings={{ locale: dayjsLocale(i18n.language) }}>
            <DatePickerInput
              label={t('order-sheet:pickupDate')}
              placeholder={t('appointment.datePlaceholder')}
              withAsterisk
              leftSection={<IconCalendar size={16} aria-hidden />}
              // The same wording as the result page, in the visitor's language.
              valueFormatter={({ date }) =>
                typeof date === 'string' ? formatDate(date, i18n.language) : ''
              }
              onClick={refresh}
              minDate={offered[0]}
              maxDate={offered[offered.length - 1]}
              excludeDate={(day) => !offered.includes(day) || fullDates.has(day)}
              getDayProps={(day) =>
                fullDates.has(day)
                  ? {
                      'aria-label': dateFull(day),
                      title: dateFull(day),
                      style: { textDecoration: 'line-through' },
                    }
                  : {}
              }
              value={date}
              onChange={chooseDate}
              error={form.errors.pickupDate}
              description={
                fullDates.size > 0
                  ? `${t('appointment.dateHint')} ${t('appointment.fullDates', {
                      dates: [...fullDates]
                        .map((day) => formatCalendarDate(day, i18n.language, 'medium'))
                        .join(', '),
                    })}`
                  : t('appointment.dateHint')
              }
              // The calendar is named by the date field (its dropdown is labelled by
              // the popover's target: the field, given the same id) and gives the
              // focus back to the field once a day is picked.
              id={CALENDAR_ID}
              popoverProps={{ id: CALENDAR_ID, withinPortal: true, returnFocus: true }}
              onNextMonth={keepFocusInCalendar}
              onPreviousMonth={keepFocusInCalendar}
              previousLabel={t('appointment.previousMonth')}
              nextLabel={t('appointment.nextMonth')}
              // The calendar opens in a portal, outside the area's darker greys.
              styles={{ weekday: { color: 'var(--mantine-color-gray-7)' } }}
            />
          </DatesProvider>
          <Radio.Group
            label={t('order-sheet:pickupTime')}
            withAsterisk
            value={time}
            onChange={(value) => form.setFieldValue('pickupTime', value)}
            error={form.errors.pickupTime}
            description={t('appointment.timeHint')}
          >
            <Group gap="sm" mt={8} grow>
              {windows.map((slot) => {
                const value = pickupWindowValue(slot.from, slot.to);
                return (
                  <PickupWindowCard
                    key={value}
                    value={value}
                    label={t('order-sheet:window', { from: slot.from, to: slot.to })}
                    note={full(slot.from, slot.to) ? t('appointment.windowFull') : null}
                  />
                );
              })}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        {date && fullDates.has(date) && (
          <Alert color="yellow" variant="light" role="status">
            {t('appointment.allWindowsFull', { date: formatDate(date, i18n.language) })}
          </Alert>
        )}

        <Radio.Group
          label={t('order-sheet:waybill')}
          withAsterisk
          value={waybill}
          onChange={(value) => form.setFieldValue('waybill', value)}
          error={form.errors.waybill}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={8}>
            {[WAYBILL.printBill, WAYBILL.printLabel].map((value) => (
              <Radio.Card key={value} value={value} radius="md" p="sm" withBorder>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Radio.Indicator mt={2} />
                  <div>
                    <Text size="sm" fw={600}>
                      {t(`appointment.waybillOption.${value}.title`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`appointment.waybillOption.${value}.description`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        <SendingChecklist />
      </Stack>
      <PanelActions
        onBack={onBack}
        loading={loading}
        submitLabel={t('actions.submit')}
        submitIcon={<IconSend size={16} />}
      />
    </form>
  );
}
