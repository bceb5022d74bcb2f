import {
  API_PATHS,
  buildRepairOrderRequest,
  LABEL_TYPE,
  type RepairWizardValues,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CREATED,
  failure,
  fillAppointment,
  fillBasic,
  fillCustomer,
  fillDevice,
  field,
  shownField,
  mockWizardApi,
  panel,
  renderWizard,
  watchConsole,
} from './wizard-test-helpers';

let checkConsole: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-02T08:00:00Z'));
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  window.print = vi.fn();
  URL.createObjectURL = vi.fn(() => 'blob:label-pdf');
  URL.revokeObjectURL = vi.fn();
  checkConsole = watchConsole();
});

afterEach(() => {
  vi.useRealTimers();
  checkConsole();
});

/** What the helpers fill in, as the contracts' panel schemas return it. */
const FILLED: RepairWizardValues = {
  channelId: { id: 1, name: 'Website' },
  userId: 1,
  productId: 101,
  warranty: '1',
  consent: '1',
  imei: '356938035643809',
  followAnnex: ['21,Charger'],
  exterior: { id: 11, name: 'Screen normal' },
  description: 'Screen goes black',
  frequency: 'Every day',
  name: 'Anna Kowalska',
  phone: '+48 600 700 800',
  email: 'anna@example.pl',
  city: 'Warszawa',
  street: 'Marszałkowska',
  houseNumber: '12',
  postal: '00-950',
  pickupDate: '2025-06-03',
  pickupTime: '10:00-13:00',
  waybill: '1',
};

async function fillAll(waybill: RegExp = /Print bill/) {
  const user = userEvent.setup({ delay: null });
  await renderWizard();
  await fillBasic(user);
  await fillDevice(user);
  await fillCustomer(user);
  await fillAppointment(user, '10:00–13:00', waybill);
  return user;
}

describe('repair wizard: submission and result page', { timeout: 90_000 }, () => {
  it('creates, reserves and fetches the label (waybill 1), then shows the success page with the order sheet', async () => {
    const api = mockWizardApi();
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: 'Submit order' }));

    expect(
      await screen.findByRole('heading', { name: 'Your repair is booked' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo(API_PATHS.repairOrderAdd).map((call) => call.body)).toEqual([
      JSON.parse(JSON.stringify(buildRepairOrderRequest(FILLED, 'en-US'))),
    ]);
    expect(api.callsTo(API_PATHS.reservePickup).map((call) => call.body)).toEqual([
      {
        pickupDate: '2025-06-03',
        shipmentId: '731846205519372',
        orderId: '482915736201447',
        pickupTimeFrom: '10:00',
        pickupTimeTo: '13:00',
      },
    ]);
    expect(api.callsTo(API_PATHS.label).map((call) => call.body)).toEqual([
      { shipmentId: '731846205519372', labelType: LABEL_TYPE },
    ]);

    expect(
      screen.getByText(
        /The courier will collect your phone on Tuesday, 3 June, between 10:00 and 13:00/,
      ),
    ).toBeInTheDocument();
    // The wizard's form is gone: its heading has the focus, not the page's body.
    expect(screen.getByRole('heading', { name: 'Your repair is booked' })).toHaveFocus();
    const download = screen.getByRole('link', {
      name: 'Download waybill (PCS470697337439571.pdf)',
    });
    expect(download).toHaveAttribute('href', 'blob:label-pdf');
    expect(download).toHaveAttribute('download', 'PCS470697337439571.pdf');
    expect(screen.queryByRole('button', { name: 'Change reservation' })).not.toBeInTheDocument();

    const sheet = screen.getByRole('article', { name: 'Repair order sheet' });
    for (const text of [
      CREATED.data.rmaNumber,
      CREATED.data.shipmentNo,
      'Anna Kowalska',
      '12 Marszałkowska, Warszawa',
      'Website',
      'NovaTel',
      'NovaTel X5 Pro',
      '356938035643809',
      'Screen normal',
      'Charger',
      'Screen goes black',
      'Every day',
      'In warranty',
    ]) {
      expect(within(sheet).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(sheet).getAllByText('Signature')).toHaveLength(2);
    expect(within(sheet).getAllByText('Date')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(window.print).toHaveBeenCalledOnce();
  });

  it('sends nothing when a completed panel was emptied since, and opens it with its message', async () => {
    const api = mockWizardApi();
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: /Customer information/ }));
    await user.clear(await shownField('Full name'));
    await user.click(screen.getByRole('button', { name: /Pick-up appointment/ }));
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));

    const customer = screen.getByRole('button', { name: /Customer information/ });
    await waitFor(() => expect(customer).toHaveAttribute('aria-expanded', 'true'));
    expect(await panel('customer').findByText('This field is required')).toBeInTheDocument();
    expect(field('Full name')).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo(API_PATHS.repairOrderAdd)).toHaveLength(0);
  });

  it('does not ask for a label when the courier brings one (waybill 2)', async () => {
    const api = mockWizardApi();
    const user = await fillAll(/Print label/);
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(
      await screen.findByRole('heading', { name: 'Your repair is booked' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo(API_PATHS.label)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Download waybill/ })).not.toBeInTheDocument();
  });

  it('stays in the wizard with the refusal, which takes the focus, when the order cannot be created', async () => {
    const api = mockWizardApi({
      [API_PATHS.repairOrderAdd]: failure(
        422,
        'repairInfo.clientEmail: Please enter a valid email address',
      ),
    });
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: 'Submit order' }));

    const refusal = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(refusal).toHaveTextContent('The order was not booked');
    expect(refusal).toHaveTextContent('repairInfo.clientEmail: Please enter a valid email address');
    expect(refusal).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit order' })).toBeEnabled();
    expect(api.callsTo(API_PATHS.reservePickup)).toHaveLength(0);
    // Nothing typed is lost: the customer panel opens again with its values.
    await user.click(screen.getByRole('button', { name: /Customer information/ }));
    expect(await screen.findByDisplayValue('Anna Kowalska')).toBe(field('Full name'));
  });

  it('says so when the server cannot be reached', async () => {
    mockWizardApi({
      [API_PATHS.repairOrderAdd]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(
      await screen.findByText(
        'Cannot reach the server. Check your connection and try again.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Appointment failed' })).not.toBeInTheDocument();
  });

  it('shows the error page on a failed reservation; change reservation retries only the reservation with the saved ids', async () => {
    let reservations = 0;
    const api = mockWizardApi({
      [API_PATHS.reservePickup]: (call) => {
        reservations += 1;
        if (reservations === 1) {
          return failure(
            422,
            'The courier has no free pick-up slots on 2025-06-03 between 10:00 and 13:00.',
          );
        }
        return {
          result: 1,
          data: {
            reservationId: 3,
            shipmentId: Number(call.body.shipmentId),
            orderId: Number(call.body.orderId),
            pickupDate: call.body.pickupDate,
            pickupTimeFrom: call.body.pickupTimeFrom,
            pickupTimeTo: call.body.pickupTimeTo,
          },
        };
      },
    });
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: 'Submit order' }));

    expect(
      await screen.findByRole('heading', { name: 'Appointment failed' }, { timeout: 5000 }),
    ).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The courier has no free pick-up slots on 2025-06-03 between 10:00 and 13:00.',
    );
    expect(screen.getByRole('link', { name: 'Go home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(api.callsTo(API_PATHS.label)).toHaveLength(0);
    // The order is stored: its page, where the pick-up can be chosen later, is offered.
    const pageLinks = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/base/order/'));
    expect(pageLinks.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Change reservation' }));
    expect(await screen.findByText(/Order RMA250602750420789609225 is saved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Basic information/ })).toBeDisabled();
    expect(panel('appointment').queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '13:00–15:00' }));
    await user.click(screen.getByRole('button', { name: 'Submit order' }));

    expect(
      await screen.findByRole('heading', { name: 'Your repair is booked' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo(API_PATHS.repairOrderAdd)).toHaveLength(1);
    expect(api.callsTo(API_PATHS.reservePickup).map((call) => call.body)).toEqual([
      {
        pickupDate: '2025-06-03',
        shipmentId: '731846205519372',
        orderId: '482915736201447',
        pickupTimeFrom: '10:00',
        pickupTimeTo: '13:00',
      },
      {
        pickupDate: '2025-06-03',
        shipmentId: '731846205519372',
        orderId: '482915736201447',
        pickupTimeFrom: '13:00',
        pickupTimeTo: '15:00',
      },
    ]);
    expect(
      within(screen.getByRole('article', { name: 'Repair order sheet' })).getByText('13:00–15:00'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the label cannot be prepared, and starts over with “Add another order”', async () => {
    let labels = 0;
    const api = mockWizardApi({
      [API_PATHS.label]: () => {
        labels += 1;
        if (labels === 1) return failure(503, 'Label printer offline');
        return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        });
      },
    });
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: 'Submit order' }));

    expect(
      await screen.findByText('The waybill could not be prepared', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Label printer offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // Without a file name from the server, the label is named after the shipment.
    expect(
      await screen.findByRole('link', { name: 'Download waybill (PCS470697337439571.pdf)' }),
    ).toBeInTheDocument();
    expect(api.callsTo(API_PATHS.label)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add another order' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Basic information/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    expect(await shownField('Channel')).toHaveValue('');
    expect(screen.getByRole('button', { name: /Device information/ })).toBeDisabled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:label-pdf');
  });

  it('goes home from the result page', async () => {
    mockWizardApi();
    const user = await fillAll(/Print label/);
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await user.click(await screen.findByRole('link', { name: 'Go home' }, { timeout: 5000 }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
  });
});
