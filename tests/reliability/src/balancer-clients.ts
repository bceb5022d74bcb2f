import { API_PATHS } from '@portal/contracts';
import type { Customer } from '@portal/test-support';
import {
  answerOf,
  person,
  repairOrderBody,
  reservationFields,
  type Answer,
  type Catalogue,
} from './fixtures';
import { send, type RawRequest, type RawResponse } from './http';
import { imeiOf } from './load';

/**
 * What the balancer phase has made and sent, searched for in the logs
 * afterwards (access tokens, RMA numbers, IMEIs, order and shipment ids, the
 * customers' e-mails and phones), and what it was answered: every answer is
 * counted, and its 500s.
 */
export class Ledger {
  readonly values = new Set<string>();
  answers = 0;
  serverErrors = 0;

  add(...values: (string | number | undefined)[]) {
    for (const value of values) {
      const text = String(value ?? '').trim();
      if (text !== '') this.values.add(text);
    }
  }

  answered(answers: (Answer | undefined)[]) {
    this.answers += answers.length;
    this.serverErrors += answers.filter(isServerError).length;
  }
}

/**
 * Client addresses of the phase, each in a network (/24) of its own, so that
 * no cap or limit one part fills reaches another: 127.20.0.1, 127.20.1.1, …
 * HAProxy sees them as the connection's source and writes them in
 * X-Forwarded-For.
 */
export class Clients {
  #networks = 0;
  #forged = 0;
  #customers = 0;

  /**
   * A customer of the phase with an e-mail, a phone and a device (IMEI) no
   * other customer of it has: the per-contact caps count only what a part
   * means them to, and each value can be searched for in the logs.
   */
  customer(prefix: string): { who: Customer; imei: string } {
    const n = this.#customers++;
    const block = (value: number) => String(value).padStart(3, '0');
    return {
      who: {
        ...person(prefix, n),
        phone: `+48 603 ${block(Math.floor(n / 1000))} ${block(n % 1000)}`,
      },
      imei: imeiOf(600_000 + n),
    };
  }

  /** One client: the first address of a new network. */
  next(): string {
    return this.network(1)[0] ?? '';
  }

  /** `count` clients of one new network: 127.a.b.1 … 127.a.b.count. */
  network(count: number): string[] {
    const n = this.#networks++;
    return Array.from({ length: count }, (_, i) => `127.${20 + (n >> 8)}.${n & 255}.${i + 1}`);
  }

  /**
   * A forged X-Forwarded-For value, another on every call and each in a
   * network of its own (198.18.0.0/15, the benchmarking range): if the
   * portal believed one, its log would show 198.18.x.0 or 198.19.x.0.
   */
  forged(): string {
    const n = this.#forged++;
    return `198.${18 + ((n >> 8) & 1)}.${n & 255}.${((n * 37) % 254) + 1}`;
  }
}

/** Any forged address, or network, in a text: what no log may hold. */
export const FORGED_IN_TEXT = /\b198\.1[89]\.\d{1,3}\.\d{1,3}\b/g;

/** A request through the balancer from `from`, with a forged X-Forwarded-For when given. */
export function from(
  url: string,
  address: string,
  request: Omit<RawRequest, 'from'>,
  forged?: string,
): Promise<RawResponse> {
  return send(url, {
    ...request,
    headers: { ...request.headers, ...(forged ? { 'x-forwarded-for': forged } : {}) },
    from: address,
  });
}

export interface Booked {
  who: Customer;
  imei: string;
  created: Answer;
  reserved?: Answer;
  /** Set when the booking was acknowledged (result 1). */
  data?: {
    orderId: number;
    shipmentId: number;
    rmaNumber: string;
    accessToken: string;
  };
}

/**
 * A repair booking through the balancer from `address` (forging a header
 * each time when `forge` gives one), and its pick-up reserved the same way
 * when acknowledged and `reserve` is on. Whatever it was given is noted in `ledger`.
 */
export async function bookThrough(
  url: string,
  catalogue: Catalogue,
  { who, imei }: { who: Customer; imei: string },
  options: { address: string; forge?: () => string; reserve?: boolean; ledger: Ledger },
): Promise<Booked> {
  options.ledger.add(imei, who.email, who.phone);
  const created = answerOf(
    await from(
      url,
      options.address,
      {
        method: 'POST',
        path: API_PATHS.repairOrderAdd,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(repairOrderBody(catalogue, who, imei)),
      },
      options.forge?.(),
    ),
  );
  if (created.result !== 1) return { who, imei, created };
  const data = created.data as NonNullable<Booked['data']>;
  options.ledger.add(data.orderId, data.shipmentId, data.rmaNumber, data.accessToken);
  if (!options.reserve) return { who, imei, created, data };
  const reserved = answerOf(
    await from(
      url,
      options.address,
      {
        method: 'POST',
        path: API_PATHS.reservePickup,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(reservationFields(data.shipmentId, data.orderId)).toString(),
      },
      options.forge?.(),
    ),
  );
  return { who, imei, created, reserved, data };
}

/** An operator call through the balancer, with the bearer token when given. */
export function operatorCall(
  url: string,
  method: string,
  path: string,
  token: string | undefined,
  options: { body?: unknown; address?: string; forged?: string } = {},
): Promise<RawResponse> {
  return send(url, {
    method,
    path,
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.forged ? { 'x-forwarded-for': options.forged } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    from: options.address,
  });
}

/**
 * What an answer was, as the tallies print it: `result 1`, `error 429` (the
 * API's errors carry their code in the body, most with HTTP 200; the HTTP
 * status is added when it is another), `HTTP 413` for a body outside the
 * error shape, `no answer` for a connection that ended without one.
 */
export function outcome(answer: Answer | undefined): string {
  if (!answer || answer.status === 0) return 'no answer';
  if (answer.result === 1) return 'result 1';
  if (answer.errorCode !== undefined) {
    const http =
      answer.status === 200 || answer.status === answer.errorCode ? '' : ` (HTTP ${answer.status})`;
    return `error ${answer.errorCode}${http}`;
  }
  return `HTTP ${answer.status}`;
}

/** An answer of a server error: HTTP 500, or the error shape's code 500. */
export const isServerError = (answer: Answer | undefined) =>
  answer?.status === 500 || answer?.errorCode === 500;

/** Counts of outcomes, as `result 1 × 30, error 429 × 10`. */
export function tally(answers: (Answer | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(outcome(answer), (counts.get(outcome(answer)) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `${kind} × ${n}`)
    .join(', ');
}
