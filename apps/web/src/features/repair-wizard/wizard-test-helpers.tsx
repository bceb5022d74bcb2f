import {
  agreementResponseSchema,
  API_PATHS,
  brandPageResponseSchema,
  createRepairOrderResponseSchema,
  CUSTOMER_PATHS,
  DICTIONARY_TYPE,
  dictionaryResponseSchema,
  errorResponse,
  pickupAvailabilityResponseSchema,
  PICKUP_TIME_WINDOWS,
  productPageResponseSchema,
  reservePickupResponseSchema,
  type ErrorCode,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { mockFetch, type MockAnswer, type RecordedCall } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { RepairWizardPage } from './repair-wizard-page';

/** Test doubles of the API, each checked against the contracts' response schema. */
function listOf<T>(list: T[]) {
  return { result: 1, data: { list, totalRow: list.length }, list };
}

export const CHANNELS = [
  { id: 1, name: 'Website' },
  { id: 2, name: 'Partner shop' },
];
export const EXTERIORS = [
  { id: 11, name: 'Screen normal' },
  { id: 12, name: 'Screen scratched' },
];
export const ACCESSORIES = [
  { id: 21, name: 'Charger' },
  { id: 22, name: 'USB cable' },
];
export const BRANDS = [
  { userId: 1, userName: 'NovaTel' },
  { userId: 2, userName: 'Orbis Mobile' },
];
export const MODELS = [
  { productId: 101, productName: 'NovaTel X5 Pro' },
  { productId: 102, productName: 'NovaTel A3' },
];
export const CREATED = createRepairOrderResponseSchema.parse({
  result: 1,
  data: {
    shipmentId: 731846205519372,
    orderId: 482915736201447,
    rmaNumber: 'RMA250602750420789609225',
    shipmentNo: 'PCS470697337439571',
    accessToken: 'r3pA1rT0k3n_0123456789abcdefghijklmnopqrstu',
  },
});

export function reserved(body: Record<string, unknown>) {
  return reservePickupResponseSchema.parse({
    result: 1,
    data: {
      reservationId: 9,
      shipmentId: Number(body.shipmentId),
      orderId: Number(body.orderId),
      pickupDate: body.pickupDate,
      pickupTimeFrom: body.pickupTimeFrom,
      pickupTimeTo: body.pickupTimeTo,
    },
  });
}

export function failure(code: ErrorCode, message: string) {
  return errorResponse(code, message);
}

export const AGREEMENT_HTML =
  '<h2>Service terms</h2><p>Repairs take 14 days.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>';

/** The brand list's answer, as the API gives it. */
export const brandsAnswer = () => brandPageResponseSchema.parse(listOf(BRANDS));

/**
 * The courier's free room in the windows of the asked date (all dates of
 * June 2025's first week when none is asked): 3 seats, 0 in the `full` ones
 * (`YYYY-MM-DD HH:MM` of their start).
 */
export function availabilityAnswer(full: string[] = []) {
  return (call: RecordedCall) => {
    const dates = call.body.pickupDate
      ? [String(call.body.pickupDate)]
      : ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05'];
    return pickupAvailabilityResponseSchema.parse({
      result: 1,
      data: {
        list: dates.flatMap((pickupDate) =>
          PICKUP_TIME_WINDOWS.map((window) => ({
            pickupDate,
            pickupTimeFrom: window.from,
            pickupTimeTo: window.to,
            free: full.includes(`${pickupDate} ${window.from}`) ? 0 : 3,
          })),
        ),
      },
    });
  };
}

/** Every API the wizard calls, answering like the contracts say; `overrides` replace single paths. */
export function mockWizardApi(overrides: Record<string, MockAnswer> = {}) {
  return mockFetch({
    [API_PATHS.dictionary]: (call: RecordedCall) => {
      const byType: Record<string, { id: number; name: string }[]> = {
        [DICTIONARY_TYPE.channel]: CHANNELS,
        [DICTIONARY_TYPE.exterior]: EXTERIORS,
        [DICTIONARY_TYPE.accessories]: ACCESSORIES,
      };
      return dictionaryResponseSchema.parse(listOf(byType[String(call.body.typeId)] ?? []));
    },
    [API_PATHS.brandPage]: brandsAnswer(),
    [API_PATHS.productPage]: (call: RecordedCall) =>
      productPageResponseSchema.parse(listOf(call.body.userId === '1' ? MODELS : [])),
    [API_PATHS.agreement]: (call: RecordedCall) =>
      call.body.userId === '1'
        ? agreementResponseSchema.parse({
            result: 1,
            data: {
              userId: 1,
              userName: 'NovaTel',
              userData: JSON.stringify({ zhLang: '<p>中文</p>', enLang: AGREEMENT_HTML }),
            },
          })
        : failure(404, 'The brand has no agreement'),
    [API_PATHS.repairOrderAdd]: CREATED,
    [API_PATHS.reservePickup]: (call: RecordedCall) => reserved(call.body),
    [CUSTOMER_PATHS.pickupAvailability]: availabilityAnswer(),
    [API_PATHS.label]: () =>
      new Response(new Blob(['%PDF-1.4 label'], { type: 'application/pdf' }), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="PCS470697337439571.pdf"',
        },
      }),
    ...overrides,
  });
}

export function renderWizard() {
  return renderRoute(<RepairWizardPage />, { path: paths.repairWizard, mantineTestEnv: true });
}

/** An input by the start of its label (required labels end with an asterisk). */
export function field(label: string): HTMLElement {
  const pattern = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);
  // A select's option list is labelled by the same label: take the control itself.
  const [control] = screen
    .getAllByLabelText(pattern)
    .filter((element) => ['INPUT', 'TEXTAREA', 'BUTTON'].includes(element.tagName));
  if (!control) throw new Error(`no field labelled ${label}`);
  return control;
}

/** Like `field`, for a panel that has just opened: its body mounts a moment after the click. */
export function shownField(label: string): Promise<HTMLElement> {
  return waitFor(() => field(label), { timeout: 3000 });
}

export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

/** Types into a field the way a paste does: one change, not one per key. */
export async function enter(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

export function panel(name: 'basic' | 'device' | 'customer' | 'appointment') {
  const item = document.querySelector<HTMLElement>(`[data-wizard-panel="${name}"]`);
  if (!item) throw new Error(`no panel ${name}`);
  return within(item);
}

export async function fillBasic(user: UserEvent) {
  await choose(user, 'Channel', 'Website');
  await choose(user, 'Brand', 'NovaTel');
  await choose(user, 'Model', 'NovaTel X5 Pro');
  await user.click(screen.getByRole('radio', { name: 'In warranty' }));
  const consent = screen.getByRole('checkbox', {
    name: "I have read and accept the brand's service agreement",
  });
  // Enabled once the brand's agreement is known to exist.
  await waitFor(() => expect(consent).toBeEnabled());
  await user.click(consent);
  await user.click(panel('basic').getByRole('button', { name: 'Next' }));
  await screen.findByLabelText(/^Fault description/, undefined, { timeout: 3000 });
}

export async function fillDevice(user: UserEvent) {
  await enter(user, 'IMEI / serial number', '356938035643809');
  await user.click(field('Accessories sent with the device'));
  await user.click(await screen.findByRole('option', { name: 'Charger' }, { timeout: 3000 }));
  await user.keyboard('{Escape}');
  await choose(user, 'Exterior condition', 'Screen normal');
  await enter(user, 'Fault description', 'Screen goes black');
  await enter(user, 'Failure frequency and condition', 'Every day');
  await user.click(panel('device').getByRole('button', { name: 'Next' }));
  await screen.findByLabelText(/^Full name/, undefined, { timeout: 3000 });
}

export async function fillCustomer(user: UserEvent) {
  await enter(user, 'Full name', 'Anna Kowalska');
  await enter(user, 'Phone', '+48 600 700 800');
  await enter(user, 'E-mail', 'anna@example.pl');
  await enter(user, 'City', 'Warszawa');
  await enter(user, 'Street', 'Marszałkowska');
  await enter(user, 'House / flat no.', '12');
  await enter(user, 'Postal code', '00-950');
  await user.click(panel('customer').getByRole('button', { name: 'Next' }));
  await screen.findByRole('button', { name: 'Submit order' });
}

/** Picks 3 June 2025 (the clock is fixed to Monday 2 June 2025), a window and the waybill. */
/** The wizard with its first three panels filled, at the appointment panel. */
export async function openAppointmentPanel(overrides: Record<string, MockAnswer> = {}) {
  const api = mockWizardApi(overrides);
  const user = userEvent.setup({ delay: null });
  await renderWizard();
  await fillBasic(user);
  await fillDevice(user);
  await fillCustomer(user);
  return { api, user };
}

export async function fillAppointment(
  user: UserEvent,
  window = '10:00–13:00',
  waybill = /Print bill/,
) {
  await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
  await user.click(await screen.findByRole('button', { name: '3 June 2025' }));
  await user.click(screen.getByRole('radio', { name: window }));
  await user.click(screen.getByRole('radio', { name: waybill }));
}

/** Fails the test on any console error or warning it did not expect. */
export function watchConsole() {
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  return () => {
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
  };
}
