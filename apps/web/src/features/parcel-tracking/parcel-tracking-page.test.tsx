import {
  CUSTOMER_PATHS,
  parcelTrackingPath,
  parcelTrackingResponseSchema,
  type ParcelTracking,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { ParcelTrackingPage } from './parcel-tracking-page';

const RETURN_NO = '620548317725610492836154';
const PICKUP_NO = 'PCS470697337439571';
const api = (number: string) => CUSTOMER_PATHS.parcelTracking.replace(':trackingNo', number);

const ON_ITS_WAY: ParcelTracking = {
  courier: 'InPost',
  trackingNo: RETURN_NO,
  direction: 'toCustomer',
  cancelled: false,
  events: [
    { event: 'collected', at: '2026-11-27 15:20:00' },
    { event: 'atHub', at: '2026-11-27 18:20:00' },
  ],
};
const PICKUP: ParcelTracking = {
  courier: null,
  trackingNo: PICKUP_NO,
  direction: 'toService',
  cancelled: false,
  events: [
    { event: 'registered', at: '2026-11-25 10:00:00' },
    {
      event: 'pickupBooked',
      at: '2026-11-25 10:00:02',
      pickup: { date: '2026-11-26', from: '10:00', to: '13:00' },
    },
    { event: 'collected', at: '2026-11-26 10:15:00' },
    { event: 'delivered', at: '2026-11-27 09:30:00' },
  ],
};

const answer = (parcel: ParcelTracking) =>
  parcelTrackingResponseSchema.parse({ result: 1, data: parcel });
const unknown = { result: 0, error_code: 404, error_msg: 'No parcel has this tracking number' };

async function renderPage(entry: string, routes: Record<string, MockAnswer>) {
  const calls = mockFetch(routes);
  const user = userEvent.setup({ delay: null });
  await renderRoute(<ParcelTrackingPage />, { path: paths.parcelTracking, initialEntry: entry });
  return { calls, user };
}

describe('a parcel’s tracking page', { timeout: 60_000 }, () => {
  it('shows the courier, where the parcel goes and its events, newest first', async () => {
    await renderPage(parcelTrackingPath(RETURN_NO), { [api(RETURN_NO)]: answer(ON_ITS_WAY) });
    const card = await screen.findByRole('heading', { name: `Parcel ${RETURN_NO}` });
    expect(screen.getByText('Courier: InPost')).toBeInTheDocument();
    expect(screen.getByText('On its way to you')).toBeInTheDocument();
    const history = card.closest('div[class*="Paper"]') as HTMLElement;
    const events = within(history).getAllByText(/^(Collected by the courier|At the sorting hub)$/);
    expect(events.map((node) => node.textContent)).toEqual([
      'At the sorting hub', // the badge: the latest
      'At the sorting hub',
      'Collected by the courier',
    ]);
    expect(within(history).getByText('Nov 27, 2026, 6:20 PM')).toBeInTheDocument();
    expect(document.title).toContain(`Parcel ${RETURN_NO}`);
  });

  it('tells a pick-up to the service with its booked window', async () => {
    await renderPage(parcelTrackingPath(PICKUP_NO.toLowerCase()), {
      [api(PICKUP_NO)]: answer(PICKUP),
    });
    expect(await screen.findByText("Courier: the service's courier")).toBeInTheDocument();
    expect(screen.getByText('Your device on its way to the service centre')).toBeInTheDocument();
    expect(screen.getAllByText('Delivered to the service centre')).toHaveLength(2);
    expect(
      screen.getByText('The courier comes on November 26, 2026 between 10:00 and 13:00.'),
    ).toBeInTheDocument();
  });

  it('says when no parcel has the number, and tracks another typed in', async () => {
    const { user } = await renderPage(parcelTrackingPath('PCS000000000000001'), {
      [api('PCS000000000000001')]: unknown,
      [api(PICKUP_NO)]: answer(PICKUP),
    });
    expect(await screen.findByText('There is no such parcel')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Tracking number' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText("Enter the parcel's tracking number")).toBeInTheDocument();
    await user.type(field, ` ${PICKUP_NO.toLowerCase()} `);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { name: `Parcel ${PICKUP_NO}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(PICKUP_NO));
  });

  it('shows a cancelled pick-up as such', async () => {
    await renderPage(parcelTrackingPath(PICKUP_NO), {
      [api(PICKUP_NO)]: answer({ ...PICKUP, cancelled: true, events: PICKUP.events.slice(0, 1) }),
    });
    expect(await screen.findByText('Shipment cancelled')).toBeInTheDocument();
    expect(screen.getByText(/the courier will not come for it/)).toBeInTheDocument();
  });
});
