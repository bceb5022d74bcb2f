import {
  API_PATHS,
  pickupDates,
  PICKUP_TIME_WINDOWS,
  type CreateAccessoriesOrderRequest,
  type CreateRepairOrderRequest,
  type OrderLine,
} from '@portal/contracts';
import {
  accessoriesOrderRequest,
  repairOrderRequest,
  seededBooking,
  withDatabase,
  type Customer,
  type SeededBooking,
} from '@portal/test-support';
import { FIXED_VERIFY_CODE } from './server';
import { json, send, type RawResponse } from './http';

/** Seeded records the payloads refer to, read from the server's own database. */
export interface Catalogue extends SeededBooking {
  priced: { id: number; bom: string; nameEN: string }[];
  shipment: { id: number; orderId: number };
  sparePartOrderId: number;
}

export function readCatalogue(database: string): Promise<Catalogue> {
  return withDatabase(database, async (db) => {
    const shipment = await db.shipment.findFirst({
      orderBy: { id: 'asc' },
      select: { id: true, orderId: true },
    });
    const sparePartOrder = await db.sparePartOrder.findFirst({
      orderBy: { id: 'asc' },
      select: { id: true },
    });
    if (!shipment || !sparePartOrder) throw new Error('the seed has no shipment or cart order');
    return {
      ...(await seededBooking(db)),
      priced: await db.material.findMany({
        where: { status: 1, priceCents: { gt: 0 } },
        orderBy: { id: 'asc' },
        take: 5,
        select: { id: true, bom: true, nameEN: true },
      }),
      shipment: { id: Number(shipment.id), orderId: Number(shipment.orderId) },
      sparePartOrderId: Number(sparePartOrder.id),
    };
  });
}

/** The latest offered pick-up date: never today, so no window has passed. */
export function laterPickupDate(): string {
  const dates = pickupDates();
  const date = dates[dates.length - 1];
  if (!date) throw new Error('no pick-up dates offered');
  return date;
}

/** A customer of the load runs, unique per index, so the log checks can look for each. */
export function person(prefix: string, index: number): Customer {
  const n = String(index).padStart(3, '0');
  return {
    name: `${prefix}ński Klient${n}`,
    phone: `+48 601 ${n} ${String(900 - index).padStart(3, '0')}`,
    email: `${prefix.toLowerCase()}.klient${n}@example.pl`,
    city: 'Gdańsk',
    street: `ul. Testowa${n}`,
    houseNumber: '7',
    postalCode: '80-001',
  };
}

export function repairOrderBody(
  catalogue: Catalogue,
  who: Customer,
  imei: string,
): CreateRepairOrderRequest {
  // The wizard sends the phone number without spaces.
  const compact = { ...who, phone: who.phone.replaceAll(' ', '').slice(0, 15) };
  return repairOrderRequest(catalogue, compact, { imei, pickupDate: laterPickupDate() });
}

export function reservationFields(shipmentId: number, orderId: number) {
  const window = PICKUP_TIME_WINDOWS[0];
  return {
    shipmentId: String(shipmentId),
    orderId: String(orderId),
    pickupDate: laterPickupDate(),
    pickupTimeFrom: window?.from ?? '10:00',
    pickupTimeTo: window?.to ?? '13:00',
  };
}

export function accessoriesOrderBody(
  who: Customer,
  lines: OrderLine[],
  code = FIXED_VERIFY_CODE,
): CreateAccessoriesOrderRequest {
  return accessoriesOrderRequest(who, lines, code);
}

/** The lines of the n-th load order: one to three priced parts, quantities from n. */
export function orderLines(catalogue: Catalogue, index: number) {
  const count = (index % 3) + 1;
  return Array.from({ length: count }, (_, k) => {
    const material = catalogue.priced[(index + k) % catalogue.priced.length];
    if (!material) throw new Error('no priced parts in the seed');
    return {
      skuId: material.id,
      bom: material.bom,
      productName: material.nameEN,
      num: ((index + k) % 5) + 1,
    };
  });
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };

export function postForm(baseUrl: string, path: string, fields: Record<string, string>) {
  return send(baseUrl, {
    method: 'POST',
    path,
    headers: FORM,
    body: new URLSearchParams(fields).toString(),
  });
}

export function postJson(baseUrl: string, path: string, body: unknown, headers = {}) {
  return send(baseUrl, {
    method: 'POST',
    path,
    headers: { ...JSON_TYPE, ...headers },
    body: JSON.stringify(body),
  });
}

/** The cookie of a fresh verification code, as a browser would hold it. */
export async function newCodeCookie(baseUrl: string): Promise<string> {
  const res = await send(baseUrl, {
    method: 'GET',
    path: `${API_PATHS.verifyCode}?t=${Date.now()}`,
  });
  const setCookie = res.headers['set-cookie']?.[0];
  const cookie = setCookie?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`no code cookie (HTTP ${res.status})`);
  return cookie;
}

export interface Answer {
  status: number;
  result?: number;
  data?: Record<string, unknown>;
  errorCode?: number;
  errorMsg?: string;
}

export function answerOf(res: RawResponse): Answer {
  try {
    const body = json(res) as {
      result?: number;
      data?: Record<string, unknown>;
      error_code?: number;
      error_msg?: string;
    };
    return {
      status: res.status,
      result: body.result,
      data: body.data,
      errorCode: body.error_code,
      errorMsg: body.error_msg,
    };
  } catch {
    return { status: res.status };
  }
}
