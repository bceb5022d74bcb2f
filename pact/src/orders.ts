import {
  API_PATHS,
  OPS_PATHS,
  PURCHASE_STATUS,
  REPAIR_STATUS,
  type AdvanceRepairResult,
  type AdvanceSparePartResult,
} from '@portal/contracts';
import { accessoriesOrderRequest, repairOrderRequest, type Customer } from '@portal/test-support';
import { bookingChoices, orderablePart } from './catalogue';
import { ProviderStateError, type ProviderClient } from './provider-client';

/** The orders provider states need, made through the public API as a customer makes them. */

const CUSTOMER: Customer = {
  name: 'Anna Kowalska',
  phone: '+48601234567',
  email: 'anna.kowalska@example.com',
  city: 'Warszawa',
  street: 'Marszałkowska',
  houseNumber: '12',
  postalCode: '00-001',
};
/** A valid IMEI (its Luhn digit is right). */
const IMEI = '356938035643809';

interface Calendar {
  today: string;
  dates: { date: string; windows: { from: string; to: string }[] }[];
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Fixes the provider's clock on a morning whose next day the courier offers
 * (not a weekend or holiday, by the provider's own calendar), and gives that
 * next day with its first window.
 */
export async function fixClockBeforeOfferedDay(client: ProviderClient) {
  const start = Date.now();
  for (let day = 0; day < 21; day += 1) {
    // 07:00 UTC is 08:00 or 09:00 in Warsaw: every window of the day still ahead.
    const now = `${isoDay(start + day * DAY_MS)}T07:00:00.000Z`;
    await client.operator('PUT', OPS_PATHS.clock, { now });
    const calendar = await client.operator<Calendar>('GET', OPS_PATHS.calendar);
    const tomorrow = isoDay(Date.parse(`${calendar.today}T12:00:00Z`) + DAY_MS);
    const window = calendar.dates.find((date) => date.date === tomorrow)?.windows[0];
    if (window)
      return { pickupDate: tomorrow, pickupTimeFrom: window.from, pickupTimeTo: window.to };
  }
  throw new ProviderStateError('The courier offers no next-day pick-up in the next three weeks');
}

/** A repair order booked for the next offered day, its shipment awaiting the pick-up. */
export async function bookRepair(client: ProviderClient, customer: Partial<Customer> = {}) {
  const slot = await fixClockBeforeOfferedDay(client);
  const booking = await bookingChoices(client);
  const created = await client.postJson<{
    shipmentId: number;
    orderId: number;
    rmaNumber: string;
    shipmentNo: string;
  }>(
    API_PATHS.repairOrderAdd,
    repairOrderRequest(
      booking,
      { ...CUSTOMER, ...customer },
      { imei: IMEI, pickupDate: slot.pickupDate },
    ),
  );
  return { ...created, ...slot };
}

/** A repair order whose courier pick-up is reserved for the next offered day. */
export async function reserveRepairPickup(client: ProviderClient) {
  const order = await bookRepair(client);
  await client.postForm(API_PATHS.reservePickup, {
    shipmentId: order.shipmentId,
    orderId: order.orderId,
    pickupDate: order.pickupDate,
    pickupTimeFrom: order.pickupTimeFrom,
    pickupTimeTo: order.pickupTimeTo,
  });
  return order;
}

/** Steps an order on (the operator's default next step) until its status is `status`. */
async function advanceUntil<T extends { status: number; next: unknown[] }>(
  client: ProviderClient,
  path: string,
  status: number,
): Promise<void> {
  for (let step = 0; step < 12; step += 1) {
    const moved = await client.operator<T>('POST', path, {});
    if (moved.status === status) return;
    if (moved.next.length === 0) break;
  }
  throw new ProviderStateError(`${path} never reached status ${status}`);
}

/** A repair order repaired and shipped back (finished): every date of its lookup is set. */
export async function repairSentBack(client: ProviderClient) {
  const order = await reserveRepairPickup(client);
  const path = OPS_PATHS.advanceRepairOrder.replace(':rmaNumber', order.rmaNumber);
  await advanceUntil<AdvanceRepairResult>(client, path, REPAIR_STATUS.finished);
  return order;
}

/** A verification code issued to a browser, with a part it may order. */
export async function verifyCodeAndPart(client: ProviderClient) {
  const [{ cookie, code }, part] = await Promise.all([
    client.issueVerifyCode(API_PATHS.verifyCode),
    orderablePart(client),
  ]);
  return { cookie, code, part };
}

/** A spare-part order checked out through the public API and shipped (now awaiting its invoice). */
export async function shippedSparePartOrder(client: ProviderClient) {
  const { cookie, code, part } = await verifyCodeAndPart(client);
  const line = { skuId: part.Id, bom: part.bom, productName: part.NameEN, num: 1 };
  const { orderId } = await client.postJson<{ orderId: number }>(
    API_PATHS.accessoriesOrderAdd,
    accessoriesOrderRequest(CUSTOMER, [line], code),
    { cookie },
  );
  const path = OPS_PATHS.advanceSparePartOrder.replace(':orderId', String(orderId));
  await advanceUntil<AdvanceSparePartResult>(client, path, PURCHASE_STATUS.pendingInvoice);
  return { orderId };
}
