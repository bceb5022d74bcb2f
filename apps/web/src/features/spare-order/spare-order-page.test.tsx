import {
  CUSTOMER_PATHS,
  errorResponse,
  PURCHASE_STATUS,
  spareOrderViewResponseSchema,
  type SpareOrderView,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockAnswer } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { SpareOrderPage } from './spare-order-page';

const TOKEN = 'Sp4_re8-Wm4Rt7Yp1Ks8Vb3Nc6Hd0Jf5Gu2Ea9Ti4Oy';
const at = (path: string) => path.replace(':token', TOKEN);

const ORDER: SpareOrderView = {
  orderId: 167900069521310,
  status: PURCHASE_STATUS.pendingConfirmation,
  confirmed: false,
  createdAt: '2025-06-02 10:15:00',
  language: 'en-US',
  currency: 'EUR',
  lines: [{ productName: 'Battery NovaTel X5', bom: 'BAT-X5-01', num: 2, unitPriceCents: 2450 }],
  totalCents: 4900,
  contact: {
    name: 'Ewa Zielińska',
    phone: '+48 600 300 400',
    email: 'ewa.zielinska@example.com',
    address: 'ul. Półwiejska 2',
    city: 'Poznań',
    country: 'Polska',
    remark: '',
  },
  invoice: {
    type: '1',
    name: 'Ewa Zielińska',
    email: 'ewa.zielinska@example.com',
    taxNo: '',
    address: 'ul. Półwiejska 2',
    bankName: '',
    bankNo: '',
    registerAddress: '',
    registerPhone: '',
  },
  logisticsName: null,
  logisticsNo: null,
  actions: { cancel: true },
};
const CANCELLED: SpareOrderView = {
  ...ORDER,
  status: PURCHASE_STATUS.cancelled,
  confirmed: true,
  actions: { cancel: false },
};

const answer = (order: SpareOrderView) =>
  spareOrderViewResponseSchema.parse({ result: 1, data: order });

async function renderPage(routes: Record<string, MockAnswer>) {
  const api = mockFetch(routes);
  const user = userEvent.setup({ delay: null });
  await renderRoute(<SpareOrderPage />, {
    path: paths.spareOrder,
    initialEntry: at(paths.spareOrder),
    mantineTestEnv: true,
  });
  return { api, user };
}

/** The focus is on `element`, never on the page's body. */
async function expectFocusOn(element: HTMLElement) {
  await waitFor(() => expect(document.activeElement).toBe(element));
  expect(document.activeElement).not.toBe(document.body);
}

describe('a spare-part order’s private page: cancelling it', { timeout: 60_000 }, () => {
  it('cancels after a confirmation, shows the order cancelled and puts the focus on its status', async () => {
    let current = ORDER;
    const { api, user } = await renderPage({
      [at(CUSTOMER_PATHS.spareOrder)]: () => answer(current),
      [at(CUSTOMER_PATHS.spareOrderCancel)]: () => {
        current = CANCELLED;
        return answer(current);
      },
    });
    const part = await screen.findByRole('region', { name: 'Cancel the order' });
    expect(within(part).getByText(/until we confirm it/)).toBeInTheDocument();
    const button = within(part).getByRole('button', { name: 'Cancel order' });

    // Going back changes nothing, and the keyboard is where it was.
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(api.callsTo(at(CUSTOMER_PATHS.spareOrderCancel))).toHaveLength(0);
    await expectFocusOn(button);

    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, cancel the order',
      }),
    );
    expect(await screen.findByText('Your order has been cancelled.')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(await within(status).findByText('Cancelled')).toBeInTheDocument();
    expect(within(status).getByText('This order has been cancelled.')).toBeInTheDocument();
    expect(within(status).getByText(/we will refund the amount/)).toBeInTheDocument();
    expect(within(status).queryByText('Received')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancel the order' })).not.toBeInTheDocument();
    // Nothing was shipped and nothing will be.
    expect(screen.queryByRole('region', { name: 'Shipping' })).not.toBeInTheDocument();
    expect(api.callsTo(at(CUSTOMER_PATHS.spareOrderCancel))).toEqual([
      expect.objectContaining({ method: 'POST', body: {} }),
    ]);
    await expectFocusOn(screen.getByRole('heading', { name: 'Status' }));
  });

  it('tells the server’s reason when the order moved on meanwhile, and shows it as it now is', async () => {
    let current = ORDER;
    const confirmed: SpareOrderView = {
      ...ORDER,
      status: PURCHASE_STATUS.pendingPayment,
      confirmed: true,
      actions: { cancel: false },
    };
    const reason = `Spare parts order ${ORDER.orderId} has already been confirmed, so it can no longer be cancelled on its page. Please contact us if you want to cancel it.`;
    const { user } = await renderPage({
      [at(CUSTOMER_PATHS.spareOrder)]: () => answer(current),
      [at(CUSTOMER_PATHS.spareOrderCancel)]: () => {
        current = confirmed;
        return errorResponse(422, reason);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, cancel the order',
      }),
    );
    expect(await screen.findByText('The order could not be cancelled')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(await within(status).findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancel the order' })).not.toBeInTheDocument();
    await expectFocusOn(screen.getByRole('heading', { name: 'Status' }));
  });

  it('offers no cancel once the order is confirmed', async () => {
    await renderPage({
      [at(CUSTOMER_PATHS.spareOrder)]: answer({
        ...ORDER,
        status: PURCHASE_STATUS.pendingShipment,
        confirmed: true,
        actions: { cancel: false },
      }),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipping' })).toBeInTheDocument();
  });
});

describe('a spare-part order’s private page: its receipt', { timeout: 60_000 }, () => {
  const pdf = () =>
    new Response(new Blob(['%PDF-1.7 receipt'], { type: 'application/pdf' }), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="receipt-${ORDER.orderId}.pdf"`,
      },
    });

  it('downloads the receipt PDF under the name the server gives, and keeps the focus on the button', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:receipt-pdf');
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      const { api, user } = await renderPage({
        [at(CUSTOMER_PATHS.spareOrder)]: answer(ORDER),
        [at(CUSTOMER_PATHS.spareOrderReceipt)]: pdf,
      });
      const part = await screen.findByRole('region', { name: 'Receipt' });
      const button = within(part).getByRole('button', { name: 'Download receipt (PDF)' });
      await user.click(button);
      await waitFor(() =>
        expect(saved).toEqual([
          { href: 'blob:receipt-pdf', download: `receipt-${ORDER.orderId}.pdf` },
        ]),
      );
      expect(api.callsTo(at(CUSTOMER_PATHS.spareOrderReceipt))).toEqual([
        expect.objectContaining({ method: 'GET' }),
      ]);
      await expectFocusOn(button);
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('is offered for a cancelled order too, and tells why when it cannot be had', async () => {
    const { user } = await renderPage({
      [at(CUSTOMER_PATHS.spareOrder)]: answer(CANCELLED),
      [at(CUSTOMER_PATHS.spareOrderReceipt)]: errorResponse(
        503,
        'Printing is busy, try again in a few seconds',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Download receipt (PDF)' }));
    expect(await screen.findByText('The receipt could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('Printing is busy, try again in a few seconds')).toBeInTheDocument();
  });
});

describe('a spare-part order’s private page: contacting the service', { timeout: 60_000 }, () => {
  it('sends the message, clears the text and confirms in place with the focus on it', async () => {
    const { api, user } = await renderPage({
      [at(CUSTOMER_PATHS.spareOrder)]: answer(ORDER),
      [at(CUSTOMER_PATHS.spareOrderMessage)]: { result: 1, data: { sent: true } },
    });
    const part = await screen.findByRole('region', { name: 'Contact the service' });
    const send = within(part).getByRole('button', { name: 'Send message' });
    // Nothing to send yet.
    expect(send).toBeDisabled();
    const box = within(part).getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAttribute('maxlength', '2000');
    await user.type(box, 'Does the battery fit the X5 Pro?');
    expect(part).toHaveTextContent('32 of 2000 characters');
    await user.click(send);

    const confirmation = await within(part).findByRole('status');
    expect(confirmation).toHaveTextContent(
      "Your message has been sent. We'll answer by e-mail at ewa.zielinska@example.com.",
    );
    await expectFocusOn(confirmation);
    expect(box).toHaveValue('');
    expect(api.callsTo(at(CUSTOMER_PATHS.spareOrderMessage))).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { message: 'Does the battery fit the X5 Pro?' },
      }),
    ]);
  });

  it('shows the server’s reason in place when the message is refused, keeping the text', async () => {
    const reason =
      'Spare parts order 167900069521310 has already sent 5 messages in the last 24 hours, the most we accept.';
    const { user } = await renderPage({
      [at(CUSTOMER_PATHS.spareOrder)]: answer(ORDER),
      [at(CUSTOMER_PATHS.spareOrderMessage)]: errorResponse(429, reason),
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

  it('is offered once the order is confirmed', async () => {
    await renderPage({
      [at(CUSTOMER_PATHS.spareOrder)]: answer({
        ...ORDER,
        status: PURCHASE_STATUS.pendingPayment,
        confirmed: true,
        actions: { cancel: false },
      }),
    });
    expect(await screen.findByRole('region', { name: 'Contact the service' })).toBeInTheDocument();
  });

  it('is not offered once the order is cancelled', async () => {
    await renderPage({ [at(CUSTOMER_PATHS.spareOrder)]: answer(CANCELLED) });
    expect(await screen.findByText('This order has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact the service' })).not.toBeInTheDocument();
  });
});
