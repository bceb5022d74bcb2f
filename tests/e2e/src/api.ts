import { createPrismaClient } from '@portal/db';
import {
  API_PATHS,
  DICTIONARY_TYPE,
  OPS_PATHS,
  PICKUP_TIME_WINDOWS,
  pickupDates,
  type CreateRepairOrderRequest,
  type Language,
} from '@portal/contracts';
import { accessoriesOrderRequest, type Customer } from '@portal/test-support';
import { inject } from 'vitest';
import { E2E_OPERATOR_TOKEN, FIXED_VERIFY_CODE } from './server';
import { uniqueImei, type Window } from './wizard';

/** Calls to the portal's API from the test itself, for state a journey needs beforehand. */
async function call<T>(
  path: string,
  init: {
    form?: Record<string, string | number>;
    json?: unknown;
    headers?: Record<string, string>;
  },
) {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: {
      'content-type': init.json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...init.headers,
    },
    body: init.json
      ? JSON.stringify(init.json)
      : new URLSearchParams(
          Object.entries(init.form ?? {}).map(([k, v]) => [k, String(v)]),
        ).toString(),
  });
  return (await res.json()) as { result: number; data: T; error_msg?: string };
}

async function firstListEntry(path: string, form: Record<string, string | number>) {
  const answer = await call<{ list: Record<string, unknown>[] }>(path, { form });
  const first = answer.data?.list?.[0];
  if (!first) throw new Error(`no entry from ${path}`);
  return first;
}

/** A repair order created through the API for a pick-up on `date`: its numbers, private-page token and IMEI. */
async function createRepair(date: string, email: string, language?: Language) {
  const brand = await firstListEntry(API_PATHS.brandPage, {
    status: 1,
    start: 0,
    length: 20,
    userName: '',
  });
  const product = await firstListEntry(API_PATHS.productPage, {
    status: 1,
    start: 0,
    length: 20,
    category: '2',
    userId: Number(brand.userId),
  });
  const channel = await firstListEntry(API_PATHS.dictionary, {
    typeId: DICTIONARY_TYPE.channel,
    status: 1,
  });
  const exterior = await firstListEntry(API_PATHS.dictionary, {
    typeId: DICTIONARY_TYPE.exterior,
    status: 1,
  });
  const imei = uniqueImei();
  const order: CreateRepairOrderRequest = {
    repairInfo: {
      clientName: 'Jan Kowalski',
      clientTell: '+48600200300',
      clientEmail: email,
      clientCity: 'Kraków',
      clientStreet: 'ul. Floriańska',
      clientHouseNumber: '3',
      clientPostalCode: '31-019',
      userId: Number(brand.userId),
      sourceChannelId: Number(channel.id),
      sourceChannelName: String(channel.name),
      productId: Number(product.productId),
      warrantyStatus: '1',
      applySn: imei,
      applyAppearanceId: Number(exterior.id),
      applyAppearance: String(exterior.name),
      faultDescribe: 'Does not charge.',
      remark: 'Always',
      afterSalesType: 3,
      address: '-',
      operator: 'portal',
    },
    accessoriesList: [],
    pickupDate: date,
    isCreateShip: true,
    orderType: 1,
    ...(language ? { language } : {}),
  };
  const created = await call<{
    shipmentId: number;
    orderId: number;
    rmaNumber: string;
    shipmentNo: string;
    accessToken: string;
  }>(API_PATHS.repairOrderAdd, {
    json: order,
  });
  if (created.result !== 1) throw new Error(`booking refused: ${created.error_msg}`);
  return { created: created.data, imei };
}

/** The courier's answer to reserving the order's pick-up in the given slot. */
function reservePickup(
  order: { shipmentId: number; orderId: number },
  date: string,
  window: Window,
) {
  return call(API_PATHS.reservePickup, {
    form: {
      shipmentId: order.shipmentId,
      orderId: order.orderId,
      pickupDate: date,
      pickupTimeFrom: window.from,
      pickupTimeTo: window.to,
    },
  });
}

/** A booked repair's numbers, private-page token and IMEI, with the courier's answer to its reservation. */
export async function bookRepair(
  date: string,
  window: Window,
  email = 'jan.kowalski@example.com',
  language?: Language,
) {
  const { created, imei } = await createRepair(date, email, language);
  return { created, imei, reservation: await reservePickup(created, date, window) };
}

/**
 * A repair booked and reserved in the first slot, from the given later date on,
 * that still has a seat: other journeys fill slots on purpose.
 */
export async function bookReservedRepair(email: string, language?: Language, fromDate = 0) {
  const dates = pickupDates().slice(fromDate);
  // One order, whatever slot takes it: the customer's e-mails and links are of this one alone.
  const { created, imei } = await createRepair(dates[0] ?? '', email, language);
  for (const date of dates) {
    for (const window of PICKUP_TIME_WINDOWS) {
      const reservation = await reservePickup(created, date, window);
      if (reservation.result === 1) return { created, imei, reservation };
    }
  }
  throw new Error('no pick-up slot with a free seat');
}

/** Cancels a booked repair's shipment, as the courier's cancellation does. */
export async function cancelShipment(order: { shipmentId: number; orderId: number }) {
  const answer = await call(API_PATHS.cancelShipment, {
    form: { shipmentId: order.shipmentId, orderId: order.orderId },
  });
  if (answer.result !== 1) throw new Error(`cancel refused: ${answer.error_msg}`);
  return answer;
}

/**
 * Books the slot until the courier refuses: afterwards it is full for everyone.
 * The bookings it made (the last one last), a few at a time.
 */
export async function fillSlot(date: string, window: Window) {
  const made: Awaited<ReturnType<typeof bookRepair>>['created'][] = [];
  while (made.length < 1000) {
    const batch = await Promise.all([0, 1, 2, 3].map(() => bookRepair(date, window)));
    for (const { created, reservation } of batch) if (reservation.result === 1) made.push(created);
    if (batch.some(({ reservation }) => reservation.result !== 1)) return made;
  }
  throw new Error('the slot never became full');
}

/** Number of spare-part orders in the portal's database, read beside the running server. */
export async function countSparePartOrders(): Promise<number> {
  const db = createPrismaClient(inject('databaseUrl'));
  try {
    return await db.sparePartOrder.count();
  } finally {
    await db.$disconnect();
  }
}

/** A cart order of two of the first priced part, placed through the API with a fresh code. */
export async function placeSpareOrder(who: Customer, language: Language) {
  const image = await fetch(`${inject('baseUrl')}${API_PATHS.verifyCode}`);
  const cookie = image.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  const db = createPrismaClient(inject('databaseUrl'));
  const part = await db.material
    .findFirstOrThrow({ where: { status: 1, priceCents: { not: null } }, orderBy: { id: 'asc' } })
    .finally(() => db.$disconnect());
  const line = { skuId: part.id, bom: part.bom, productName: part.nameEN, num: 2 };
  const placed = await call<{ orderId: number; accessToken: string }>(
    API_PATHS.accessoriesOrderAdd,
    {
      json: { ...accessoriesOrderRequest(who, [line], FIXED_VERIFY_CODE), language },
      headers: { cookie },
    },
  );
  if (placed.result !== 1) throw new Error(`order refused: ${placed.error_msg}`);
  return placed.data;
}

/** An operator moving an order on (`to`: a status or step name; the next step when absent). */
export async function advanceOrder(
  order: { rmaNumber: string } | { orderId: number },
  to?: string,
) {
  const path =
    'rmaNumber' in order
      ? OPS_PATHS.advanceRepairOrder.replace(':rmaNumber', order.rmaNumber)
      : OPS_PATHS.advanceSparePartOrder.replace(':orderId', String(order.orderId));
  const answer = await call(path, {
    json: to ? { to } : {},
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  if (answer.result !== 1) throw new Error(`advance ${path} to ${to}: ${answer.error_msg}`);
}
