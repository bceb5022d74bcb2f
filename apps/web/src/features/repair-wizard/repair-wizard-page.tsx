import {
  Accordion,
  Alert,
  Box,
  Group,
  LoadingOverlay,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  DICTIONARY_TYPE,
  parsePickupWindow,
  pickupDates,
  WIZARD_PANELS,
  type WizardPanel,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusWhenShown } from '../../lib/use-focus-when-shown';
import type { ApiErrorText } from '../../lib/use-api-error-text';
import { useBrands } from './api/get-brands';
import { dictionaryQueryOptions } from './api/get-dictionary';
import { useProducts } from './api/get-products';
import { AppointmentPanel } from './components/appointment-panel';
import { BasicInfoPanel } from './components/basic-info-panel';
import { CustomerInfoPanel } from './components/customer-info-panel';
import { DeviceInfoPanel } from './components/device-info-panel';
import { WizardResult } from './components/wizard-result';
import { formatDate } from './format';
import { useRepairBooking, type BookingPhase } from './hooks/use-repair-booking';
import { useWizardForm, type WizardForm, type WizardFormValues } from './hooks/use-wizard-form';
import { PageContainer, TitledPage } from '../../components/titled-page';

function focusFirstError() {
  // After React has drawn the errors: move the keyboard to the first one.
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-wizard-panel] [aria-invalid="true"]')?.focus();
  });
}

/** The first field a visitor can use in a panel's form. */
const FIRST_FIELD = 'form :is(input:not([type="hidden"]), textarea, select, button):not(:disabled)';

/**
 * Once the panel opened by "Next" is drawn: its first field takes the focus
 * (the button that had it is gone with the closed panel), and the page
 * scrolls to the panel. Tried on a few frames while the panel mounts.
 */
function showPanel(panel: WizardPanel, frames = 10) {
  requestAnimationFrame(() => {
    const item = document.querySelector<HTMLElement>(`[data-wizard-panel="${panel}"]`);
    const field = item?.querySelector<HTMLElement>(FIRST_FIELD);
    if (!item || !field) {
      if (frames > 0) showPanel(panel, frames - 1);
      return;
    }
    field.focus({ preventScroll: true });
    item.scrollIntoView({ block: 'start', behavior: 'smooth' });
  });
}

/**
 * The device panel's lists are ready by the time the visitor gets there:
 * asked for once the page is up, not among the first panel's own calls.
 */
function usePrefetchDeviceLists() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const prefetch = () => {
      void queryClient.prefetchQuery(dictionaryQueryOptions(DICTIONARY_TYPE.exterior));
      void queryClient.prefetchQuery(dictionaryQueryOptions(DICTIONARY_TYPE.accessories));
    };
    if (!('requestIdleCallback' in window)) {
      prefetch();
      return;
    }
    const idle = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [queryClient]);
}

/**
 * Why the order was not booked (a cap reached, a field refused): kept on the
 * page, under the submit button, with the focus, until the next submission.
 */
function BookingRefusal({ refusal }: { refusal: ApiErrorText }) {
  const { t } = useTranslation('repair-wizard');
  const focusWhenShown = useFocusWhenShown<HTMLDivElement>();
  return (
    <Alert
      ref={focusWhenShown}
      tabIndex={-1}
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title={t('refused.title')}
    >
      <Stack gap={4}>
        <Text size="sm">{refusal.detail ?? refusal.title}</Text>
        <Text size="sm">{t('refused.kept')}</Text>
      </Stack>
    </Alert>
  );
}

/** /base/create: the four-panel repair order wizard, then its result page. */
export function RepairWizardPage() {
  const { t } = useTranslation('repair-wizard');
  const { form, validatePanel, collectValues } = useWizardForm();
  const booking = useRepairBooking();
  const [active, setActive] = useState<WizardPanel | null>('basic');
  const [completed, setCompleted] = useState<WizardPanel[]>([]);
  const changingReservation = booking.savedOrder !== null;

  const reached = Math.max(-1, ...completed.map((panel) => WIZARD_PANELS.indexOf(panel))) + 1;
  const locked = (panel: WizardPanel) =>
    changingReservation ? panel !== 'appointment' : WIZARD_PANELS.indexOf(panel) > reached;

  usePrefetchDeviceLists();

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [booking.outcome]);

  function open(value: string | null) {
    const panel = WIZARD_PANELS.find((name) => name === value) ?? null;
    if (panel && locked(panel)) return;
    setActive(panel);
  }

  function next(panel: WizardPanel) {
    if (!validatePanel(panel)) {
      focusFirstError();
      return;
    }
    setCompleted((done) => (done.includes(panel) ? done : [...done, panel]));
    const following = WIZARD_PANELS[WIZARD_PANELS.indexOf(panel) + 1] ?? null;
    setActive(following);
    if (following) showPanel(following);
  }

  function back(panel: WizardPanel) {
    setActive(WIZARD_PANELS[WIZARD_PANELS.indexOf(panel) - 1] ?? 'basic');
  }

  function submit() {
    if (!validatePanel('appointment')) {
      focusFirstError();
      return;
    }
    const collected = collectValues();
    if (!collected.ok) {
      // An earlier panel was changed after it was completed.
      setActive(collected.panel);
      validatePanel(collected.panel);
      focusFirstError();
      return;
    }
    setCompleted([...WIZARD_PANELS]);
    booking.submit(collected.values);
  }

  function addAnother() {
    booking.reset();
    form.reset();
    setCompleted([]);
    setActive('basic');
  }

  function changeReservation() {
    booking.changeReservation();
    // The calendar may have moved on since the first try.
    const date = form.getValues().pickupDate;
    if (date && !pickupDates().includes(date)) form.setFieldValue('pickupDate', null);
    setActive('appointment');
    // The button that had the focus is gone with the result.
    showPanel('appointment');
  }

  if (booking.outcome) {
    return (
      <PageContainer>
        <WizardResult
          outcome={booking.outcome}
          labelLoading={booking.phase === 'label'}
          onAddAnother={addAnother}
          onChangeReservation={changeReservation}
          onRetryLabel={() => void booking.retryLabel()}
        />
      </PageContainer>
    );
  }

  return (
    <TitledPage title={t('title')} intro={t('intro')}>
      {changingReservation && booking.savedOrder && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle />}
          title={t('changeReservation.title')}
        >
          {t('changeReservation.text', { rma: booking.savedOrder.rmaNumber })}
        </Alert>
      )}

      <Box pos="relative">
        <BookingOverlay visible={booking.pending} phase={booking.phase} />
        {/* Closed panels are not rendered (keepMounted false): the form keeps
            their values, and the page hydrates only the open one. */}
        <Accordion
          keepMounted={false}
          value={active}
          onChange={open}
          variant="separated"
          radius="md"
          order={2}
          chevronPosition="right"
          styles={{
            item: {
              backgroundColor: 'var(--mantine-color-white)',
              border: '1px solid var(--mantine-color-gray-3)',
            },
            control: { paddingBlock: 4, opacity: 1 },
          }}
        >
          {WIZARD_PANELS.map((panel, index) => {
            const done = completed.includes(panel) && active !== panel;
            const isLocked = locked(panel);
            return (
              <Accordion.Item
                key={panel}
                value={panel}
                data-wizard-panel={panel}
                style={{ scrollMarginTop: 80 }}
              >
                <PanelControl
                  panel={panel}
                  index={index}
                  done={done}
                  locked={isLocked}
                  open={active === panel}
                  values={form.values}
                />
                <Accordion.Panel>
                  <PanelForm
                    panel={panel}
                    form={form}
                    onNext={() => next(panel)}
                    onBack={() => back(panel)}
                    // A reservation being changed keeps its order: no way back to its panels.
                    backFromAppointment={!changingReservation}
                    onSubmit={submit}
                    submitting={booking.pending}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </Box>
      {booking.refusal && <BookingRefusal refusal={booking.refusal} />}
    </TitledPage>
  );
}

/** What the visitor sees while the booking is sent: the phase it is in. */
function BookingOverlay({ visible, phase }: { visible: boolean; phase: BookingPhase | null }) {
  const { t } = useTranslation('repair-wizard');
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={50}
      overlayProps={{ blur: 1, backgroundOpacity: 0.6 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Text fw={600}>{phase ? t(`phase.${phase}`) : t('phase.creating')}</Text>
          </Stack>
        ),
      }}
    />
  );
}

/** A panel's title bar: its number (a tick once done), its name and, once done, what it holds. */
function PanelControl({
  panel,
  index,
  done,
  locked,
  open,
  values,
}: {
  panel: WizardPanel;
  index: number;
  done: boolean;
  locked: boolean;
  open: boolean;
  values: WizardFormValues;
}) {
  const { t } = useTranslation('repair-wizard');
  return (
    <Accordion.Control
      disabled={locked}
      icon={
        <ThemeIcon
          radius="xl"
          size={30}
          color={done ? 'teal.8' : locked ? 'gray.6' : open ? 'blue.8' : 'blue'}
          variant={open || done || locked ? 'filled' : 'light'}
          aria-hidden
        >
          {done ? (
            <IconCheck size={16} />
          ) : (
            <Text fw={700} size="sm">
              {index + 1}
            </Text>
          )}
        </ThemeIcon>
      }
    >
      <Group gap={8} wrap="nowrap" justify="space-between">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} c={locked ? 'dimmed' : undefined}>
            {t(`panels.${panel}`)}
          </Text>
          {done && <PanelSummary panel={panel} values={values} />}
        </div>
        {done && (
          <Text size="xs" c="teal.9" fw={600} style={{ flexShrink: 0 }}>
            {t('summary.filled')}
          </Text>
        )}
      </Group>
    </Accordion.Control>
  );
}

/** The form of one panel. */
function PanelForm({
  panel,
  form,
  onNext,
  onBack,
  backFromAppointment,
  onSubmit,
  submitting,
}: {
  panel: WizardPanel;
  form: WizardForm;
  onNext: () => void;
  onBack: () => void;
  backFromAppointment: boolean;
  onSubmit: () => void;
  submitting: boolean;
}) {
  switch (panel) {
    case 'basic':
      return <BasicInfoPanel form={form} onNext={onNext} />;
    case 'device':
      return <DeviceInfoPanel form={form} onNext={onNext} onBack={onBack} />;
    case 'customer':
      return <CustomerInfoPanel form={form} onNext={onNext} onBack={onBack} />;
    case 'appointment':
      return (
        <AppointmentPanel
          form={form}
          onSubmit={onSubmit}
          onBack={backFromAppointment ? onBack : undefined}
          loading={submitting}
        />
      );
  }
}

/**
 * One line under a completed panel's title, so that a closed panel shows what
 * it holds. Its own component: the page does not re-render as the brand and
 * model lists load.
 */
function PanelSummary({ panel, values }: { panel: WizardPanel; values: WizardFormValues }) {
  const { t, i18n } = useTranslation('repair-wizard');
  const brands = useBrands();
  const products = useProducts(values.userId);
  const summary = panelSummaries(values, {
    brand: brands.data?.find((brand) => brand.userId === values.userId)?.userName,
    model: products.data?.find((product) => product.productId === values.productId)?.productName,
    date: values.pickupDate ? formatDate(values.pickupDate, i18n.language) : undefined,
    notGiven: t('summary.imeiNotGiven'),
  })[panel];
  if (!summary) return null;
  return (
    <Text size="sm" c="dimmed" truncate="end">
      {summary}
    </Text>
  );
}

function panelSummaries(
  values: WizardFormValues,
  names: { brand?: string; model?: string; date?: string; notGiven: string },
): Record<WizardPanel, string> {
  const slot = parsePickupWindow(values.pickupTime);
  return {
    basic: [values.channelId?.name, names.brand, names.model].filter(Boolean).join(' · '),
    device: [values.imei.trim() || names.notGiven, values.exterior?.name]
      .filter(Boolean)
      .join(' · '),
    customer: [values.name, values.city].filter(Boolean).join(' · '),
    appointment: [names.date, slot ? `${slot.from}–${slot.to}` : ''].filter(Boolean).join(' · '),
  };
}
