import {
  API_PATHS,
  TEST_CONTROL_HEADERS,
  VERIFY_CODE_COOKIE,
  withLuhnDigit,
  type OrderLine,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import {
  accessoriesOrderRequest,
  repairOrderRequest,
  seededBooking,
  type Customer,
  type SeededBooking,
} from '@portal/test-support';

/** The seeded records a booking and a cart order refer to. */
export interface Catalogue extends SeededBooking {
  priced: { id: number; bom: string; nameEN: string }[];
}

export async function readCatalogue(db: PrismaClient): Promise<Catalogue> {
  const priced = await db.material.findMany({
    where: { status: 1, priceCents: { gt: 0 } },
    orderBy: { id: 'asc' },
    take: 5,
    select: { id: true, bom: true, nameEN: true },
  });
  if (priced.length === 0) throw new Error('the seed has no priced parts');
  return { ...(await seededBooking(db)), priced };
}

/** What a client was told: the HTTP status and the body's result, or that the connection failed. */
export interface Answer {
  status: number;
  result?: number;
  data?: Record<string, unknown>;
  errorMsg?: string;
  /** Set when no HTTP answer came (connection refused or reset). */
  failure?: string;
  /** When the request was sent (ms since the epoch) and how long it took, for a failure's story. */
  sentAt?: number;
  ms?: number;
}

export const acknowledged = (answer: Answer | undefined) =>
  answer !== undefined && answer.status === 200 && answer.result === 1;

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as {
      result?: number;
      data?: Record<string, unknown>;
      error_msg?: string;
    };
    return { status: res.status, result: body.result, data: body.data, errorMsg: body.error_msg };
  } catch {
    return { status: res.status, errorMsg: text.slice(0, 200) };
  }
}

/** Why no answer came: the network error's code (UND_ERR_SOCKET: closed without an answer). */
const failureOf = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ?? String(error);

async function send(url: string, init: RequestInit): Promise<Answer> {
  const sentAt = Date.now();
  const timed = (answer: Answer): Answer => ({ ...answer, sentAt, ms: Date.now() - sentAt });
  try {
    return timed(
      await answerOf(await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) })),
    );
  } catch (error) {
    // The connection failed, or closed while the answer was being read.
    return timed({ status: 0, failure: failureOf(error) });
  }
}

const postJson = (baseUrl: string, path: string, body: unknown, headers = {}) =>
  send(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const postForm = (baseUrl: string, path: string, fields: Record<string, string>) =>
  send(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** A customer of these runs, unique per `tag` and index, so their rows can be counted. */
export function person(tag: string, index: number): Customer {
  const n = String(index).padStart(4, '0');
  return {
    name: `${tag} Klient${n}`,
    phone: `+48601${String(index).padStart(6, '0')}`,
    email: `${tag.toLowerCase()}.${n}@example.pl`,
    city: 'Gdańsk',
    street: 'ul. Długa',
    houseNumber: '7',
    postalCode: '80-001',
  };
}

let imeis = 0;
/** A valid IMEI no other booking of this run has. */
const nextImei = () => withLuhnDigit(`3546781${String((imeis += 1)).padStart(7, '0')}`);

export interface Slot {
  pickupDate: string;
  from: string;
  to: string;
}

/** The repair order as the wizard sends it (JSON). */
export const createRepairOrder = (
  baseUrl: string,
  catalogue: Catalogue,
  who: Customer,
  slot: Slot,
) =>
  postJson(
    baseUrl,
    API_PATHS.repairOrderAdd,
    repairOrderRequest(catalogue, who, { imei: nextImei(), pickupDate: slot.pickupDate }),
  );

/** The pick-up reservation of a created order (form). */
export const reservePickup = (
  baseUrl: string,
  order: { orderId: number; shipmentId: number },
  slot: Slot,
) =>
  postForm(baseUrl, API_PATHS.reservePickup, {
    shipmentId: String(order.shipmentId),
    orderId: String(order.orderId),
    pickupDate: slot.pickupDate,
    pickupTimeFrom: slot.from,
    pickupTimeTo: slot.to,
  });

export interface Booking {
  created: Answer;
  reserved?: Answer;
  orderId?: number;
  rmaNumber?: string;
}

/** A repair booking as the wizard makes it: the order, then its pick-up. */
export async function book(
  baseUrl: string,
  catalogue: Catalogue,
  who: Customer,
  slot: Slot,
): Promise<Booking> {
  const created = await createRepairOrder(baseUrl, catalogue, who, slot);
  if (!acknowledged(created)) return { created };
  const order = created.data as { orderId: number; shipmentId: number; rmaNumber: string };
  const reserved = await reservePickup(baseUrl, order, slot);
  return { created, reserved, orderId: order.orderId, rmaNumber: order.rmaNumber };
}

/** A verification code image: its cookie and, for the operator's token, its answer. */
export async function fetchCode(
  baseUrl: string,
  operatorToken: string,
): Promise<{ cookie: string; answer: string } | Answer> {
  try {
    const res = await fetch(`${baseUrl}${API_PATHS.verifyCode}?t=${Date.now()}`, {
      headers: { authorization: `Bearer ${operatorToken}` },
      signal: AbortSignal.timeout(120_000),
    });
    await res.arrayBuffer();
    const cookie = res.headers
      .getSetCookie()
      .map((value) => value.split(';')[0] ?? '')
      .find((value) => value.startsWith(`${VERIFY_CODE_COOKIE}=`));
    const answer = res.headers.get(TEST_CONTROL_HEADERS.verifyCodeAnswer);
    if (res.status !== 200 || !cookie || !answer) {
      return { status: res.status, errorMsg: 'no code cookie or no answer header' };
    }
    return { cookie, answer };
  } catch (error) {
    return { status: 0, failure: failureOf(error) };
  }
}

/** The n-th order's lines: one to three priced parts. */
function orderLines(catalogue: Catalogue, index: number): OrderLine[] {
  return Array.from({ length: (index % 3) + 1 }, (_, k) => {
    const part = catalogue.priced[(index + k) % catalogue.priced.length];
    if (!part) throw new Error('no priced parts');
    return { skuId: part.id, bom: part.bom, productName: part.nameEN, num: (k % 2) + 1 };
  });
}

export interface Checkout {
  code?: Answer;
  placed?: Answer;
  orderId?: number;
}

/**
 * A cart checkout as the cart page makes it: the code image from
 * `codeFrom`, then the order with its answer and cookie to `orderTo` (the
 * same address, or another instance).
 */
export async function checkout(
  codeFrom: string,
  orderTo: string,
  catalogue: Catalogue,
  who: Customer,
  index: number,
  operatorToken: string,
): Promise<Checkout> {
  const code = await fetchCode(codeFrom, operatorToken);
  if (!('cookie' in code)) return { code };
  const placed = await postJson(
    orderTo,
    API_PATHS.accessoriesOrderAdd,
    accessoriesOrderRequest(who, orderLines(catalogue, index), code.answer),
    { cookie: code.cookie },
  );
  return {
    placed,
    orderId: acknowledged(placed) ? (placed.data?.orderId as number) : undefined,
  };
}
