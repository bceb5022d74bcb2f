import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  openPickupWindows,
  pickupDates,
  pickupWindowValue,
  parsePickupWindow,
  type RepairOrderView,
  fullPickupDates,
  isWindowFull,
} from '@portal/contracts';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePickupAvailability } from '../../../lib/pickup-availability';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useRescheduleRepairPickup } from '../api/repair-order-actions';
import { PickupWindowCard } from '../../../components/pickup-window-card';
import { SectionCard } from '../../../components/private-page/section-card';
import { focusSection, SECTION_ID } from './section-focus';

/** Another offered date and window for the courier, with the full windows shown but not offered. */
export function RescheduleSection({ order, token }: { order: RepairOrderView; token: string }) {
  const { t, i18n } = useTranslation('repair-order');
  const errorText = useApiErrorText();
  const reschedule = useRescheduleRepairPickup(token);
  const availability = usePickupAvailability();
  const now = new Date();
  const dates = pickupDates(now);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [chosenTime, setChosenTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const date = chosenDate && dates.includes(chosenDate) ? chosenDate : null;
  const current = order.pickup;
  const isCurrent = (from: string, to: string) =>
    current?.status === 'reserved' &&
    current.pickupDate === date &&
    current.pickupTimeFrom === from &&
    current.pickupTimeTo === to;
  const windows = date ? openPickupWindows(date, now) : [];
  // A date with every window full is listed, said to be full, and not offered.
  const fullDates = fullPickupDates(availability.data, dates, now);

  function submit(event: FormEvent) {
    event.preventDefault();
    const slot = parsePickupWindow(chosenTime);
    if (!date || !slot) {
      setError(t('reschedule.chooseWindow'));
      return;
    }
    setError(null);
    void send(date, slot);
  }

  // Awaited rather than with mutate's callbacks, which would not run if the
  // refreshed order no longer offered a change.
  async function send(pickupDate: string, slot: { from: string; to: string }) {
    try {
      await reschedule.mutateAsync({
        pickupDate,
        pickupTimeFrom: slot.from,
        pickupTimeTo: slot.to,
      });
    } catch (failure) {
      const text = errorText(failure);
      notifyError({ title: t('reschedule.failed'), detail: text.detail ?? text.title });
      // A window that filled meanwhile shows as full now.
      void availability.refetch();
      return;
    }
    notifySuccess(
      t('reschedule.done', {
        date: formatCalendarDate(pickupDate, i18n.language, 'full'),
        from: slot.from,
        to: slot.to,
      }),
    );
    setChosenDate(null);
    setChosenTime('');
    // The booking's details show the new pick-up.
    focusSection(SECTION_ID.details);
  }

  return (
    <SectionCard id={SECTION_ID.reschedule} title={t('reschedule.heading')}>
      <Text size="sm">{t('reschedule.text')}</Text>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('reschedule.date')}
              placeholder={t('reschedule.datePlaceholder')}
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              data={dates.map((value) => {
                const label = formatCalendarDate(value, i18n.language, 'full');
                return fullDates.has(value)
                  ? { value, label: t('reschedule.dateFull', { date: label }), disabled: true }
                  : { value, label };
              })}
              value={date}
              onChange={(value) => {
                setChosenDate(value);
                setChosenTime('');
                setError(null);
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Radio.Group
              label={t('reschedule.window')}
              value={chosenTime}
              onChange={(value) => {
                setChosenTime(value);
                setError(null);
              }}
              error={error}
            >
              {!date && (
                <Text size="sm" c="dimmed" mt={8}>
                  {t('reschedule.dateFirst')}
                </Text>
              )}
              <Group gap="sm" mt={8} grow align="stretch">
                {windows.map((slot) => {
                  const value = pickupWindowValue(slot.from, slot.to);
                  const full = isWindowFull(availability.data, date, slot.from, slot.to);
                  const mine = isCurrent(slot.from, slot.to);
                  const note = mine ? t('reschedule.current') : full ? t('reschedule.full') : null;
                  return (
                    <PickupWindowCard
                      key={value}
                      value={value}
                      label={t('order-sheet:window', { from: slot.from, to: slot.to })}
                      note={note}
                    />
                  );
                })}
              </Group>
            </Radio.Group>
          </SimpleGrid>
          {date && fullDates.has(date) && (
            <Alert color="yellow" variant="light">
              {t('reschedule.chooseWindow')}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={reschedule.isPending}>
              {t('reschedule.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
