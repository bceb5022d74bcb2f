import type autocannon from 'autocannon';
import {
  API_PATHS,
  openPickupWindows,
  pickupDates,
  TEST_CONTROL_HEADERS,
  VERIFY_CODE_COOKIE,
  withLuhnDigit,
  type CreateAccessoriesOrderRequest,
} from '@portal/contracts';
import { repairOrderRequest, type Customer } from '@portal/test-support';
import type { KeyPools } from './keys';
import { Random } from './random';
import { form, FORM, JSON_BODY } from './workload';

/** What the journeys of one run did: whole journeys, failed ones, and each whole journey's time. */
export class JourneyTally {
  completed = 0;
  failed = 0;
  readonly millis: number[] = [];

  done(startedAt: number) {
    this.completed += 1;
    this.millis.push(performance.now() - startedAt);
  }
}

/** A whole visit as the web app makes it, as a cycle of requests each connection of the load tool runs again and again. */
export interface Journey {
  id: string;
  title: string;
  steps: string;
  /** It runs only on a portal with the test controls on (see WITH_TEST_CONTROLS). */
  needsTestControls?: true;
  /** The requests of one journey, fresh for a run; each counts into `tally`. */
  requests(tally: JourneyTally, operatorToken: string): autocannon.Request[];
}

type Headers = Record<string, string | string[] | undefined> | undefined;

/** A step of a journey: `setup` answers no request to end this journey there (the next one starts). */
interface Step {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  setup(request: autocannon.Request, context: Context): autocannon.Request | undefined;
  onResponse(status: number, body: string, context: Context, headers: Headers): void;
}

/**
 * autocannon's steps. Its typings have setupRequest always answer a request,
 * but a falsy answer is how it documents ending the cycle early.
 */
const steps = (list: Step[]): autocannon.Request[] =>
  list.map(({ setup, onResponse, ...request }) => ({
    ...request,
    setupRequest: setup as (request: autocannon.Request, context: object) => autocannon.Request,
    onResponse: onResponse as (
      status: number,
      body: string,
      context: object,
      headers: Headers,
    ) => void,
  })) as autocannon.Request[];

interface Context {
  startedAt: number;
  /** The visitor's address, as the balancer would name it (see visitorAddress). */
  address?: string;
  orderId?: number;
  shipmentId?: number;
  withLabel?: boolean;
  cookie?: string;
  answer?: string;
}

const FIRST_NAMES = [
  'Anna',
  'Piotr',
  'Zofia',
  'Łukasz',
  'Małgorzata',
  'Krzysztof',
  'Agnieszka',
  'Michał',
  'Ewa',
  'Paweł',
];
const LAST_NAMES = [
  'Kowalska',
  'Nowak',
  'Wiśniewska',
  'Wójcik',
  'Kamiński',
  'Lewandowska',
  'Zieliński',
  'Szymańska',
  'Woźniak',
  'Dąbrowski',
];
const CITIES = ['Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk', 'Szczecin', 'Lublin'];

/** Someone new for each journey, so caps and confirmations see many people, as in real traffic. */
function person(random: Random, n: number): Customer {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return {
    name: `${first} ${last}`,
    phone: `+48${random.int(500_000_000, 899_999_999)}`,
    email: `bench.${n}.${random.int(0, 1e9)}@example.com`,
    city: random.pick(CITIES),
    street: `ul. ${random.pick(['Marszałkowska', 'Długa', 'Polna', 'Leśna', 'Słoneczna'])}`,
    houseNumber: String(random.int(1, 120)),
    postalCode: `0${random.int(0, 9)}-${String(random.int(0, 999)).padStart(3, '0')}`,
  };
}

/**
 * Journey `n`'s visitor's address: each from a network of its own, as real
 * visitors come. The booking caps count bookings per network (a /24); from the
 * load tool's one address, that count, raised out of the way for the bench,
 * would grow with every booking of the run, and each booking would cost more
 * than the last. The bench's portal trusts the load tool as its balancer
 * (VISITORS_NAMED_BY_LOAD_TOOL), so the header names the visitor.
 */
function visitorAddress(n: number): string {
  return `10.${(n >> 8) & 255}.${n & 255}.7`;
}

/** `request` as the visitor of this journey sends it, through the balancer. */
const asVisitor = (request: autocannon.Request, context: Context): autocannon.Request => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': context.address ?? '' },
});

const ok = (status: number, body: string) => status === 200 && body.startsWith('{"result":1');

/**
 * Booking a repair as the wizard does: create the order, reserve the
 * pick-up, and, for every `labelEvery`-th booking, fetch the label (the
 * visitor chose to print it); null: no labels.
 */
export function bookingJourney(pools: KeyPools, labelEvery: number | null): Journey {
  const labels = labelEvery === null ? '' : `, label for 1 in ${labelEvery}`;
  return {
    id: labelEvery === null ? 'booking' : 'booking-label',
    title: `Repair booking (create, reserve${labels})`,
    steps: `POST ${API_PATHS.repairOrderAdd} (JSON), POST ${API_PATHS.reservePickup} (form)${labelEvery === null ? '' : `, GET ${API_PATHS.label} for every ${labelEvery === 4 ? 'fourth' : `${labelEvery}th`}`}`,
    requests(tally) {
      const random = new Random(7);
      let journeys = 0;
      const fail = (context: Context) => {
        tally.failed += 1;
        context.orderId = undefined;
      };
      return steps([
        {
          method: 'POST',
          path: API_PATHS.repairOrderAdd,
          headers: { ...JSON_BODY },
          setup(request, context) {
            journeys += 1;
            context.startedAt = performance.now();
            context.address = visitorAddress(journeys);
            context.withLabel = labelEvery !== null && journeys % labelEvery === 0;
            const who = person(random, journeys);
            const body = repairOrderRequest(pools.booking, who, {
              imei: withLuhnDigit(`35467812${String(random.int(0, 999_999)).padStart(6, '0')}`),
              pickupDate: random.pick(pickupDates()),
            });
            return asVisitor({ ...request, body: JSON.stringify(body) }, context);
          },
          onResponse(status, body, context) {
            if (!ok(status, body)) return fail(context);
            const { data } = JSON.parse(body) as { data: { orderId: number; shipmentId: number } };
            context.orderId = data.orderId;
            context.shipmentId = data.shipmentId;
          },
        },
        {
          method: 'POST',
          path: API_PATHS.reservePickup,
          headers: { ...FORM },
          setup(request, context) {
            if (context.orderId === undefined) return undefined;
            // Dates and windows as the wizard offers them now: a run outlasts today's windows.
            const pickupDate = random.pick(pickupDates());
            const window = random.pick(openPickupWindows(pickupDate));
            return asVisitor(
              {
                ...request,
                body: form({
                  shipmentId: context.shipmentId,
                  orderId: context.orderId,
                  pickupDate,
                  pickupTimeFrom: window.from,
                  pickupTimeTo: window.to,
                }),
              },
              context,
            );
          },
          onResponse(status, body, context) {
            if (!ok(status, body)) return fail(context);
            if (!context.withLabel) tally.done(context.startedAt);
          },
        },
        {
          method: 'GET',
          path: API_PATHS.label,
          setup(request, context) {
            if (context.orderId === undefined || !context.withLabel) return undefined;
            return asVisitor(
              {
                ...request,
                path: `${API_PATHS.label}?shipmentId=${context.shipmentId}&labelType=LBLP`,
              },
              context,
            );
          },
          onResponse(status, _body, context) {
            if (status !== 200) return fail(context);
            tally.done(context.startedAt);
          },
        },
      ]);
    },
  };
}

/** A cart checkout as the cart page does it: the code image, then the order with its answer. */
export function checkoutJourney(pools: KeyPools): Journey {
  return {
    id: 'checkout',
    title: 'Cart checkout (code image, order)',
    needsTestControls: true,
    steps: `GET ${API_PATHS.verifyCode} (its answer told to the operator token only), POST ${API_PATHS.accessoriesOrderAdd} (JSON, with the code's cookie)`,
    requests(tally, operatorToken) {
      const random = new Random(11);
      let journeys = 0;
      return steps([
        {
          method: 'GET',
          path: API_PATHS.verifyCode,
          headers: { authorization: `Bearer ${operatorToken}` },
          setup(request, context) {
            context.startedAt = performance.now();
            return request;
          },
          onResponse(status, _body, context, headers) {
            const cookie = headerValue(headers, 'set-cookie')?.split(';')[0];
            const answer = headerValue(headers, TEST_CONTROL_HEADERS.verifyCodeAnswer);
            if (status !== 200 || !cookie?.startsWith(`${VERIFY_CODE_COOKIE}=`) || !answer) {
              tally.failed += 1;
              return;
            }
            context.cookie = cookie;
            context.answer = answer;
          },
        },
        {
          method: 'POST',
          path: API_PATHS.accessoriesOrderAdd,
          setup(request, context) {
            if (!context.cookie || !context.answer) return undefined;
            journeys += 1;
            const who = person(random, journeys);
            const enterprise = random.chance(0.2);
            const lines = Array.from({ length: random.int(1, 4) }, () => {
              const part = random.pick(pools.cartParts);
              return {
                skuId: part.id,
                bom: part.bom,
                productName: part.name,
                num: random.int(1, 3),
              };
            });
            const body: CreateAccessoriesOrderRequest = {
              OrderInfo: {
                contract: who.name,
                tell: who.phone,
                email: who.email,
                address: `${who.street} ${who.houseNumber}, ${who.postalCode} ${who.city}`,
                remark: '',
                country: 'Polska',
                city: who.city,
                invoiceType: enterprise ? '2' : '1',
                invoiceName: enterprise ? `${who.name} Sp. z o.o.` : who.name,
                invoiceAddress: `${who.street} 5, ${who.city}`,
                invoiceEmail: who.email,
                taxNo: enterprise ? '5260250274' : '',
                bankName: enterprise ? 'Bank Polski' : '',
                bankNo: enterprise ? '61109010140000071219812874' : '',
                registerAddress: enterprise ? `${who.street} 5, ${who.city}` : '',
                registerPhone: enterprise ? who.phone : '',
              },
              detail: lines,
              code: context.answer,
            };
            return {
              ...request,
              headers: { ...JSON_BODY, cookie: context.cookie },
              body: JSON.stringify(body),
            };
          },
          onResponse(status, body, context) {
            if (!ok(status, body)) {
              tally.failed += 1;
              return;
            }
            tally.done(context.startedAt);
          },
        },
      ]);
    },
  };
}

function headerValue(headers: Headers, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** The share of bookings whose visitor prints the label: one in four. */
const LABEL_EVERY = 4;

/** The journeys the bench runs, in order. */
export function benchJourneys(pools: KeyPools): Journey[] {
  return [bookingJourney(pools, null), bookingJourney(pools, LABEL_EVERY), checkoutJourney(pools)];
}
