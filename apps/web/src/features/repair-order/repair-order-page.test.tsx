import {
  CUSTOMER_PATHS,
  errorResponse,
  REPAIR_STATUS,
  repairOrderViewResponseSchema,
  type RepairOrderView,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockAnswer } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { RepairOrderPage } from './repair-order-page';

const TOKEN = 'Zx9_Lq2-Wm4Rt7Yp1Ks8Vb3Nc6Hd0Jf5Gu2Ea9Ti4Oy';
const at = (path: string) => path.replace(':token', TOKEN);

const ORDER: RepairOrderView = {
  rmaNumber: 'RMA250602000123',
  orderId: 482915736201447,
  progress: {
    status: REPAIR_STATUS.pendingPickup,
    createTime: '2025-06-02 10:15:00',
    receiveTime: null,
    checkTime: null,
    repairTime: null,
    sendDateTime: null,
    sendLogisticsTypeName: null,
    sendLogisticsNo: null,
  },
  language: 'en-US',
  waybill: '1',
  device: {
    productName: 'NovaTel X5 Pro',
    applySn: '352099001761481',
    warrantyStatus: '2',
    appearance: 'Scratched',
    faultDescribe: 'The screen stays black after a fall.',
    sourceChannelName: 'Website',
    accessories: ['Charger'],
    remark: 'Always',
  },
  customer: {
    name: 'Anna Nowak',
    phone: '+48600100200',
    email: 'anna.nowak@example.com',
    city: 'Warszawa',
    street: 'ul. Marszałkowska',
    houseNumber: '12',
    postalCode: '00-950',
  },
  pickup: {
    shipmentId: 731846205519372,
    shipmentNo: 'PCS470697337439571',
    pickupDate: '2025-06-03',
    pickupTimeFrom: '10:00',
    pickupTimeTo: '13:00',
    status: 'reserved',
  },
  quote: null,
  actions: { reschedule: true, cancel: true, answerQuote: false, label: true },
};

const answer = (order: RepairOrderView) =>
  repairOrderViewResponseSchema.parse({ result: 1, data: order });

function availability(full: string[] = []) {
  return {
    result: 1,
    data: {
      list: ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05'].flatMap((pickupDate) =>
        [
          ['10:00', '13:00'],
          ['13:00', '15:00'],
        ].map(([from, to]) => ({
          pickupDate,
          pickupTimeFrom: from,
          pickupTimeTo: to,
          free: full.includes(`${pickupDate} ${from}`) ? 0 : 2,
        })),
      ),
    },
  };
}

async function renderPage(routes: Record<string, MockAnswer>) {
  const api = mockFetch({ [CUSTOMER_PATHS.pickupAvailability]: availability(), ...routes });
  const user = userEvent.setup({ delay: null });
  await renderRoute(<RepairOrderPage />, {
    path: paths.repairOrder,
    initialEntry: at(paths.repairOrder),
    mantineTestEnv: true,
  });
  return { api, user };
}

beforeEach(() => {
  // Monday 2 June 2025, 10:00 in Warsaw: pick-up dates are 2–5 June.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-02T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a repair’s private page', { timeout: 60_000 }, () => {
  it('shows the progress, the booking and what the customer may do; the title names the order', async () => {
    await renderPage({ [at(CUSTOMER_PATHS.repairOrder)]: answer(ORDER) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your repair RMA250602000123' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Repair RMA250602000123 | PhoneCare Service'));
    const status = screen.getByRole('region', { name: 'Status and progress' });
    expect(within(status).getByText('Pending pick-up')).toBeInTheDocument();
    expect(within(status).getByRole('group', { name: 'Repair progress' })).toBeInTheDocument();
    // Picked up on Tue 3 June 2025: in on the 4th, inspected by the 6th, repaired by the 11th, back by the 13th.
    expect(within(status).getByText('Estimated dates')).toBeInTheDocument();
    expect(
      within(status).getByText('Repaired by June 11, 2025; back with you by June 13, 2025.'),
    ).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Booking details' });
    for (const text of [
      'NovaTel X5 Pro',
      '352099001761481',
      'Charger',
      'The screen stays black after a fall.',
      'Anna Nowak',
      'PCS470697337439571',
      'Tuesday, June 3, 2025',
      '10:00–13:00',
    ])
      expect(within(details).getByText(text)).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Order sheet and label' });
    expect(documents).toHaveTextContent('The label goes on the outside of the parcel.');
    expect(screen.getByRole('button', { name: 'Print order sheet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Label (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change the pick-up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    // The order sheet is there for printing.
    expect(screen.getByRole('article', { name: 'Repair order sheet' })).toBeInTheDocument();
  });

  it('says plainly when no order has the token', async () => {
    await renderPage({ [at(CUSTOMER_PATHS.repairOrder)]: errorResponse(404, 'No such order') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'There is no such order' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Look up an order by its number' })).toHaveAttribute(
      'href',
      paths.orderLookup,
    );
    await waitFor(() => expect(document.title).toBe('Order not found | PhoneCare Service'));
  });

  it('shows a cancelled order’s own message instead of the progress, and no actions', async () => {
    await renderPage({
      [at(CUSTOMER_PATHS.repairOrder)]: answer({
        ...ORDER,
        progress: { ...ORDER.progress, status: REPAIR_STATUS.cancelled },
        pickup: ORDER.pickup && { ...ORDER.pickup, status: 'cancelled' },
        actions: { reschedule: false, cancel: false, answerQuote: false, label: false },
      }),
    });
    expect(await screen.findByText('This repair order has been cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Repair progress' })).not.toBeInTheDocument();
    expect(screen.queryByText('Estimated dates')).not.toBeInTheDocument();
    expect(screen.getByText('The courier pick-up has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change the pick-up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Label (PDF)' })).not.toBeInTheDocument();
    // Nothing left to pack: the sheet is a record.
    expect(screen.getByRole('region', { name: 'Order sheet' })).toHaveTextContent(
      'The order sheet of this order, to print or keep.',
    );
  });

  it('with waybill 2 says the courier brings the label and offers none', async () => {
    await renderPage({
      [at(CUSTOMER_PATHS.repairOrder)]: answer({
        ...ORDER,
        waybill: '2',
        actions: { ...ORDER.actions, label: false },
      }),
    });
    const documents = await screen.findByRole('region', { name: 'Order sheet' });
    expect(documents).toHaveTextContent('The courier brings the label.');
    expect(screen.queryByRole('button', { name: 'Label (PDF)' })).not.toBeInTheDocument();
  });

  it('cancels after a confirmation, reads the order again, announces it and keeps the focus on the page', async () => {
    let current = ORDER;
    const { api, user } = await renderPage({
      [at(CUSTOMER_PATHS.repairOrder)]: () => answer(current),
      [at(CUSTOMER_PATHS.repairCancel)]: () => {
        current = {
          ...ORDER,
          progress: { ...ORDER.progress, status: REPAIR_STATUS.cancelled },
          actions: { reschedule: false, cancel: false, answerQuote: false, label: false },
        };
        return answer(current);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this repair order?' });
    // Going back changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(api.callsTo(at(CUSTOMER_PATHS.repairCancel))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, cancel the order',
      }),
    );
    expect(await screen.findByText('Your repair order has been cancelled.')).toBeInTheDocument();
    expect(await screen.findByText('This repair order has been cancelled')).toBeInTheDocument();
    expect(api.callsTo(at(CUSTOMER_PATHS.repairCancel))).toHaveLength(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Status and progress' }),
      ),
    );
  });

  it('moves the pick-up to a free window; a full window is shown but not offered', async () => {
    const { api, user } = await renderPage({
      [at(CUSTOMER_PATHS.repairOrder)]: answer(ORDER),
      [CUSTOMER_PATHS.pickupAvailability]: availability(['2025-06-04 10:00']),
      [at(CUSTOMER_PATHS.repairReschedule)]: answer(ORDER),
    });
    const part = await screen.findByRole('region', { name: 'Change the pick-up' });
    await user.click(within(part).getByRole('combobox', { name: 'Pick-up date' }));
    await user.click(await screen.findByRole('option', { name: 'Wednesday, June 4, 2025' }));
    const full = within(part).getByRole('radio', { name: /^10:00–13:00/ });
    await waitFor(() => expect(full).toBeDisabled());
    expect(full).toHaveAccessibleDescription('No courier free');

    await user.click(within(part).getByRole('radio', { name: '13:00–15:00' }));
    await user.click(within(part).getByRole('button', { name: 'Change pick-up' }));
    expect(
      await screen.findByText('The courier will now come on Wednesday, June 4, 2025, 13:00–15:00.'),
    ).toBeInTheDocument();
    expect(api.callsTo(at(CUSTOMER_PATHS.repairReschedule))[0]?.body).toEqual({
      pickupDate: '2025-06-04',
      pickupTimeFrom: '13:00',
      pickupTimeTo: '15:00',
    });
  });

  it('shows the quote with translated fees and total, and sends the answer after a confirmation', async () => {
    let current: RepairOrderView = {
      ...ORDER,
      progress: { ...ORDER.progress, status: REPAIR_STATUS.quoteToBeConfirmed },
      quote: {
        lines: [
          { feeType: 'part', currency: 'EUR', amountCents: 8900 },
          { feeType: 'labour', currency: 'EUR', amountCents: 4000 },
        ],
        totalCents: 12900,
        currency: 'EUR',
        answer: null,
        answeredAt: null,
      },
      actions: { reschedule: false, cancel: false, answerQuote: true, label: true },
    };
    const { api, user } = await renderPage({
      [at(CUSTOMER_PATHS.repairOrder)]: () => answer(current),
      [at(CUSTOMER_PATHS.repairQuoteAnswer)]: () => {
        current = {
          ...current,
          quote: current.quote && {
            ...current.quote,
            answer: 'approved',
            answeredAt: '2025-06-02 10:30:00',
          },
          actions: { ...current.actions, answerQuote: false },
        };
        return answer(current);
      },
    });
    const quote = await screen.findByRole('region', { name: 'Quote' });
    const table = within(quote).getByRole('table', { name: 'Quote lines' });
    expect(within(table).getByText('Spare part')).toBeInTheDocument();
    expect(within(table).getByText('Labour')).toBeInTheDocument();
    expect(within(table).getByText('€129.00')).toBeInTheDocument();

    await user.click(within(quote).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the quote?' });
    expect(within(dialog).getByText('We will repair the device for €129.00.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));

    expect(
      await screen.findByText('Thank you. The quote is approved and we will carry out the repair.'),
    ).toBeInTheDocument();
    expect(api.callsTo(at(CUSTOMER_PATHS.repairQuoteAnswer))[0]?.body).toEqual({
      decision: 'approve',
    });
    expect(await within(quote).findByText(/^You approved this quote on/)).toBeInTheDocument();
    expect(within(quote).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(quote).getByRole('heading', { name: 'Quote' })),
    );
  });
});

describe('contacting the service', { timeout: 60_000 }, () => {
  it('sends the message, clears the text and confirms in place with the focus on it', async () => {
    const { api, user } = await renderPage({
      [at(CUSTOMER_PATHS.repairOrder)]: answer(ORDER),
      [at(CUSTOMER_PATHS.repairMessage)]: { result: 1, data: { sent: true } },
    });
    const part = await screen.findByRole('region', { name: 'Contact the service' });
    const send = within(part).getByRole('button', { name: 'Send message' });
    // Nothing to send yet.
    expect(send).toBeDisabled();
    const box = within(part).getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAttribute('maxlength', '2000');
    await user.type(box, 'Is the case covered too?');
    expect(part).toHaveTextContent('24 of 2000 characters');
    await user.click(send);

    const confirmation = await within(part).findByRole('status');
    expect(confirmation).toHaveTextContent(
      "Your message has been sent. We'll answer by e-mail at anna.nowak@example.com.",
    );
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(box).toHaveValue('');
    expect(api.callsTo(at(CUSTOMER_PATHS.repairMessage))).toEqual([
      expect.objectContaining({ method: 'POST', body: { message: 'Is the case covered too?' } }),
    ]);
  });

  it('shows the server’s reason in place when the message is refused, keeping the text', async () => {
    const reason =
      'Repair order RMA250602000123 has already sent 5 messages in the last 24 hours, the most we accept.';
    const { user } = await renderPage({
      [at(CUSTOMER_PATHS.repairOrder)]: answer(ORDER),
      [at(CUSTOMER_PATHS.repairMessage)]: errorResponse(429, reason),
    });
    const part = await screen.findByRole('region', { name: 'Contact the service' });
    const box = within(part).getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Hello again');
    await user.click(within(part).getByRole('button', { name: 'Send message' }));
    const alert = await within(part).findByRole('alert');
    expect(alert).toHaveTextContent('The message could not be sent');
    expect(alert).toHaveTextContent(reason);
    expect(within(part).queryByRole('status')).not.toBeInTheDocument();
    expect(box).toHaveValue('Hello again');
  });

  it('is not offered once the order is cancelled', async () => {
    await renderPage({
      [at(CUSTOMER_PATHS.repairOrder)]: answer({
        ...ORDER,
        progress: { ...ORDER.progress, status: REPAIR_STATUS.cancelled },
        actions: { reschedule: false, cancel: false, answerQuote: false, label: false },
      }),
    });
    expect(await screen.findByText('This repair order has been cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact the service' })).not.toBeInTheDocument();
  });
});
