import {
  API_PATHS,
  REPAIR_STATUS,
  errorResponse,
  isPublicId,
  NO_SUCH_ORDER_MESSAGE,
  purchaseInquiryResponseSchema,
  repairLookupResponseSchema,
  RMA_NUMBER_PATTERN,
  type RepairLookupResult,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { OrderLookupPage } from './order-lookup-page';

const EMPTY: RepairLookupResult = {
  status: 1,
  createTime: null,
  receiveTime: null,
  checkTime: null,
  repairTime: null,
  sendDateTime: null,
  sendLogisticsTypeName: null,
  sendLogisticsNo: null,
};

function repairAnswer(list: Partial<RepairLookupResult>[]) {
  return repairLookupResponseSchema.parse({
    result: 1,
    data: { list: list.map((item) => ({ ...EMPTY, ...item })) },
  });
}

function purchaseAnswer(
  status: number,
  logisticsName: string | null = null,
  logisticsNo: string | null = null,
) {
  return purchaseInquiryResponseSchema.parse({
    result: 1,
    data: { orderId: 1005, status, logisticsName, logisticsNo },
  });
}

async function renderLookup(routes: Record<string, MockAnswer>) {
  const api = mockFetch(routes);
  const user = userEvent.setup({ delay: null });
  await renderRoute(<OrderLookupPage />, { path: paths.orderLookup });
  return { api, user };
}

async function search(user: ReturnType<typeof userEvent.setup>, keyword: string) {
  const box = within(screen.getByRole('search')).getByRole('textbox');
  await user.clear(box);
  if (keyword) await user.type(box, keyword);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

/** Labels of the stepper's steps, with the state Mantine gives each. */
function steps(card: HTMLElement) {
  return [...card.querySelectorAll<HTMLElement>('.mantine-Stepper-step')].map((step) => ({
    label: step.querySelector('.mantine-Stepper-stepLabel')?.textContent,
    state: step.hasAttribute('data-completed')
      ? 'done'
      : step.hasAttribute('data-progress')
        ? 'current'
        : 'todo',
  }));
}

describe('order lookup: repair orders', { timeout: 60_000 }, () => {
  it('warns about an empty keyword, once, at the field, and sends nothing', async () => {
    const { api, user } = await renderLookup({});
    await search(user, '');
    expect(await screen.findAllByText('Please enter a keyword')).toHaveLength(1);
    expect(within(screen.getByRole('search')).getByRole('textbox')).toHaveAccessibleDescription(
      'Please enter a keyword',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows a finished repair: every step done and the courier with its tracking number', async () => {
    const { api, user } = await renderLookup({
      [API_PATHS.repairLookup]: repairAnswer([
        {
          status: 8,
          createTime: '2025-05-20 13:10:00',
          receiveTime: '2025-05-22 10:05:00',
          checkTime: '2025-05-22 15:30:00',
          repairTime: '2025-05-26 11:45:00',
          sendDateTime: '2025-05-27 14:10:00',
          sendLogisticsTypeName: 'InPost',
          sendLogisticsNo: '620548317725610492836154',
        },
      ]),
    });
    await search(user, ' RMA250520000008 ');

    const card = await screen.findByRole('article', { name: 'Repair order' });
    expect(api.callsTo(API_PATHS.repairLookup)[0]?.body).toEqual({ keyword: 'RMA250520000008' });
    expect(within(card).getByText('Finished')).toBeInTheDocument();
    expect(steps(card)).toEqual(
      ['Sent by you', 'Received', 'Inspection', 'Repair', 'Delivery'].map((label) => ({
        label,
        state: 'done',
      })),
    );
    expect(within(card).getByText('May 27, 2025, 2:10 PM')).toBeInTheDocument();
    expect(within(card).getByText('Repair finished')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Your repair is finished. The device is on its way back with InPost, tracking number 620548317725610492836154.',
      ),
    ).toBeInTheDocument();
  });

  it('adds the waiting-for-part step at position 3 for status 5, with the processing message', async () => {
    const { user } = await renderLookup({
      [API_PATHS.repairLookup]: repairAnswer([
        {
          status: 5,
          createTime: '2025-05-05 11:30:00',
          receiveTime: '2025-05-09 09:12:00',
          checkTime: '2025-05-09 13:40:00',
        },
      ]),
    });
    await search(user, 'RMA250505000005');
    const card = await screen.findByRole('article', { name: 'Repair order' });
    expect(steps(card)).toEqual([
      { label: 'Sent by you', state: 'done' },
      { label: 'Received', state: 'done' },
      { label: 'Inspection', state: 'done' },
      { label: 'Waiting for part', state: 'current' },
      { label: 'Repair', state: 'todo' },
      { label: 'Delivery', state: 'todo' },
    ]);
    expect(
      within(card).getByText('Waiting for part', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Your order is being processed')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Your device has arrived at our service centre and is being processed.',
      ),
    ).toBeInTheDocument();
  });

  it('shows only the processing title before the device is received', async () => {
    const { user } = await renderLookup({
      [API_PATHS.repairLookup]: repairAnswer([{ status: 1, createTime: '2025-06-02 09:00:00' }]),
    });
    await search(user, '356938035643809');
    const card = await screen.findByRole('article', { name: 'Repair order' });
    expect(steps(card)[0]).toEqual({ label: 'Sent by you', state: 'done' });
    expect(steps(card)[1]).toEqual({ label: 'Received', state: 'current' });
    expect(within(card).getByText('Pending pick-up')).toBeInTheDocument();
    expect(within(card).getByText('Your order is being processed')).toBeInTheDocument();
    expect(within(card).queryByText(/arrived at our service centre/)).not.toBeInTheDocument();
  });

  it('says a cancelled repair will not go on, with no progress of work that will not happen', async () => {
    const { user } = await renderLookup({
      [API_PATHS.repairLookup]: repairAnswer([
        { status: REPAIR_STATUS.cancelled, createTime: '2025-06-02 09:00:00' },
      ]),
    });
    await search(user, '356938035643809');
    const card = await screen.findByRole('article', { name: 'Repair order' });
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByText('Repair order cancelled')).toBeInTheDocument();
    expect(within(card).getByText(/the courier will not collect the device/)).toBeInTheDocument();
    expect(within(card).queryByText('Your order is being processed')).not.toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: 'Repair progress' })).not.toBeInTheDocument();
  });

  it('shows every match, newest first, as the API lists them', async () => {
    const { user } = await renderLookup({
      [API_PATHS.repairLookup]: repairAnswer([
        { status: 7, createTime: '2025-06-01 10:00:00', receiveTime: '2025-06-02 10:00:00' },
        {
          status: 8,
          createTime: '2025-01-10 10:00:00',
          receiveTime: '2025-01-12 10:00:00',
          sendDateTime: '2025-01-20 10:00:00',
          sendLogisticsTypeName: 'DPD',
          sendLogisticsNo: '1000634872315U',
        },
      ]),
    });
    await search(user, '356938035643809');
    expect(await screen.findByText('2 orders found, newest first')).toBeInTheDocument();
    const cards = screen.getAllByRole('article', { name: 'Repair order' });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Created Jun 1, 2025, 10:00 AM')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Processing')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/DPD, tracking number 1000634872315U/)).toBeInTheDocument();
  });

  it('shows the no-data state, and no error, when the API finds no such order (error_code 404)', async () => {
    const { user } = await renderLookup({
      [API_PATHS.repairLookup]: errorResponse(404, NO_SUCH_ORDER_MESSAGE.repair),
    });
    await search(user, 'NOPE');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(
      screen.getByText('No repair order matches this keyword. Check the number and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('The search failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the no-data state for an empty list too', async () => {
    const { user } = await renderLookup({ [API_PATHS.repairLookup]: repairAnswer([]) });
    await search(user, 'NOPE');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the last result when the next search is refused for an empty keyword', async () => {
    const { api, user } = await renderLookup({
      [API_PATHS.repairLookup]: (call) =>
        call.body.keyword === 'NOPE'
          ? errorResponse(404, NO_SUCH_ORDER_MESSAGE.repair)
          : repairAnswer([{ status: 1, createTime: '2025-06-02 09:00:00' }]),
    });
    await search(user, 'RMA250602000001');
    expect(await screen.findByRole('article', { name: 'Repair order' })).toBeInTheDocument();
    await search(user, '');
    expect(await screen.findAllByText('Please enter a keyword')).toHaveLength(1);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await search(user, 'NOPE');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await search(user, '');
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.getByText('Look up your order')).toBeInTheDocument();
    expect(api.callsTo(API_PATHS.repairLookup)).toHaveLength(2);
  });

  it('shows the catalogue text of an error code', async () => {
    const { user } = await renderLookup({ [API_PATHS.repairLookup]: errorResponse(503) });
    await search(user, 'RMA1');
    expect(await screen.findByText('The search failed')).toBeInTheDocument();
    // In place, and in a notification (SPEC §8).
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .filter((alert) => alert.textContent?.includes('Service unavailable')),
      ).toHaveLength(2),
    );
  });
});

describe('order lookup: spare-parts (demand) orders', { timeout: 60_000 }, () => {
  it('switching the mode clears the keyword and the result', async () => {
    const { api, user } = await renderLookup({
      [API_PATHS.repairLookup]: repairAnswer([{ status: 1, createTime: '2025-06-02 09:00:00' }]),
      [API_PATHS.accessoriesOrderInquiry]: purchaseAnswer(3),
    });
    await search(user, 'RMA250602000001');
    expect(await screen.findByRole('article')).toBeInTheDocument();

    await user.click(screen.getByText('Spare parts order'));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const box = within(screen.getByRole('search')).getByRole('textbox', { name: 'Order number' });
    expect(box).toHaveValue('');
    expect(screen.getByText('Look up your order')).toBeInTheDocument();

    await search(user, '1003');
    await waitFor(() =>
      expect(api.callsTo(API_PATHS.accessoriesOrderInquiry)[0]?.body).toEqual({ orderId: '1003' }),
    );
    const card = await screen.findByRole('article', { name: 'Spare parts order no. 1005' });
    expect(steps(card).map((step) => step.state)).toEqual([
      'done',
      'done',
      'current',
      'todo',
      'todo',
    ]);
    expect(within(card).getByText('Current status: Waiting for shipment')).toBeInTheDocument();
    expect(within(card).queryByText(/Courier:/)).not.toBeInTheDocument();
  });

  it('shows the courier for an order past shipment, and completes every step at status 11', async () => {
    const { user } = await renderLookup({
      [API_PATHS.accessoriesOrderInquiry]: (call) =>
        call.body.orderId === '1004'
          ? purchaseAnswer(7, 'DPD', '1000634901127U')
          : purchaseAnswer(11, 'InPost', '6205'),
    });
    await user.click(screen.getByText('Spare parts order'));
    await search(user, '1004');
    let card = await screen.findByRole('article');
    expect(steps(card).map((step) => step.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'todo',
    ]);
    expect(
      within(card).getByText('Courier: DPD, tracking number: 1000634901127U'),
    ).toBeInTheDocument();

    await search(user, '1005');
    card = await screen
      .findByText('Current status: Completed')
      .then(() => screen.getByRole('article'));
    expect(steps(card).map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('shows a cancelled order without progress', async () => {
    const { user } = await renderLookup({
      [API_PATHS.accessoriesOrderInquiry]: purchaseAnswer(12),
    });
    await user.click(screen.getByText('Spare parts order'));
    await search(user, '1006');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('This order has been cancelled.')).toBeInTheDocument();
    expect(steps(card)).toHaveLength(0);
  });

  it('asks for digits and shows no data for an unknown order number', async () => {
    const { api, user } = await renderLookup({
      [API_PATHS.accessoriesOrderInquiry]: errorResponse(404, NO_SUCH_ORDER_MESSAGE.sparePart),
    });
    await user.click(screen.getByText('Spare parts order'));
    await search(user, 'abc');
    expect(await screen.findByText('Enter the order number using digits only')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await search(user, '9999');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(
      screen.getByText('There is no spare-parts order with this number. Check it and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the last order when the next order number is refused', async () => {
    const { api, user } = await renderLookup({
      [API_PATHS.accessoriesOrderInquiry]: purchaseAnswer(3),
    });
    await user.click(screen.getByText('Spare parts order'));
    await search(user, '1005');
    expect(
      await screen.findByRole('article', { name: 'Spare parts order no. 1005' }),
    ).toBeInTheDocument();
    await search(user, '10a5');
    expect(await screen.findByText('Enter the order number using digits only')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});

describe('order lookup: placeholders', () => {
  // The examples a visitor copies the shape of: numbers of the formats the portal gives out.
  const locales = import.meta.glob<{ default: { keyword: Record<string, string> } }>(
    './locales/*.json',
    { eager: true },
  );
  it.each(Object.entries(locales))('%s shows an RMA and an order number as issued', (_, module) => {
    const { repairPlaceholder, purchasePlaceholder } = module.default.keyword;
    const example = (text: string | undefined) => /[A-Z]*\d+/.exec(text ?? '')?.[0] ?? '';
    expect(example(repairPlaceholder)).toMatch(RMA_NUMBER_PATTERN);
    expect(example(repairPlaceholder)).toHaveLength('RMA'.length + 6 + 15);
    expect(isPublicId(Number(example(purchasePlaceholder)))).toBe(true);
  });
});
