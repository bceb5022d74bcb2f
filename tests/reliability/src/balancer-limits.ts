import { API_PATHS, OPS_PATHS } from '@portal/contracts';
import { withDatabase } from '@portal/test-support';
import {
  bookThrough,
  from,
  operatorCall,
  outcome,
  tally,
  type Booked,
  type Clients,
  type Ledger,
} from './balancer-clients';
import { answerOf, type Catalogue } from './fixtures';
import { send } from './http';
import type { Phase } from './report';

/** The production values (apps/api/src/env.ts), which the balancer's instances run with. */
export const LIMITS = {
  lookupsPerMinute: 30,
  bookingsPerMinute: 10,
  perNetwork: 20,
  perContact: 5,
  operatorFailures: 10,
};

export interface LimitsContext {
  url: string;
  /** An instance's own address, past HAProxy. */
  instanceUrl: string;
  /** The database as the harness reads it (not through any proxy). */
  databaseUrl: string;
  operatorToken: string;
  catalogue: Catalogue;
  clients: Clients;
  ledger: Ledger;
}

const accepted = (list: Booked[]) => list.filter((b) => b.created.result === 1);
const reservedCount = (list: Booked[]) => list.filter((b) => b.reserved?.result === 1).length;

/**
 * One client forging another X-Forwarded-For on every request, through
 * HAProxy: lookups past the limit, bookings past the per-minute limit and
 * the network cap, pick-up seats past them, and the operator token's
 * lockout.
 */
export async function forgedHeaders(phase: Phase, ctx: LimitsContext): Promise<void> {
  const { url, clients, ledger, catalogue } = ctx;

  // Lookups: 40 at once from one client, each with a forged header of its own.
  const looker = clients.next();
  const lookups = await Promise.all(
    Array.from({ length: 40 }, () =>
      from(
        url,
        looker,
        { method: 'GET', path: `${API_PATHS.repairLookup}?keyword=RMA000` },
        clients.forged(),
      ),
    ),
  );
  // The same client straight to an instance, forging too: the header is not believed there either.
  const direct = await send(ctx.instanceUrl, {
    method: 'GET',
    path: `${API_PATHS.repairLookup}?keyword=RMA000`,
    headers: { 'x-forwarded-for': clients.forged() },
    from: looker,
  });
  const lookupAnswers = lookups.map(answerOf);
  // Past the limit: answered at all (a lookup of an unknown number is "not found"), not refused with 429.
  const lookupsPassed = lookupAnswers.filter((answer) => answer.errorCode !== 429).length;

  // Bookings: 14 customers at once from one client, each request forging another address.
  const booker = clients.next();
  const perMinute = await Promise.all(
    Array.from({ length: 14 }, () =>
      bookThrough(url, catalogue, clients.customer('Forger'), {
        address: booker,
        forge: () => clients.forged(),
        reserve: true,
        ledger,
      }),
    ),
  );
  // The network cap: 30 customers at once from 30 addresses of one network, each forging too.
  const network = clients.network(30);
  const onNetwork = await Promise.all(
    network.map((address) =>
      bookThrough(url, catalogue, clients.customer('Netforger'), {
        address,
        forge: () => clients.forged(),
        reserve: true,
        ledger,
      }),
    ),
  );
  const networkOf = (address: string) => address.replace(/\.\d+$/, '.0');
  // What the database holds: seats and orders by the network each was booked from.
  const stored = await withDatabase(ctx.databaseUrl, async (db) => {
    const seats = async (bookedFrom: string) =>
      db.reservation.count({ where: { status: 'active', shipment: { order: { bookedFrom } } } });
    return {
      bookerSeats: await seats(networkOf(booker)),
      networkSeats: await seats(networkOf(network[0] ?? '')),
      underForged: await db.repairOrder.count({ where: { bookedFrom: { startsWith: '198.1' } } }),
    };
  });

  // The operator token: 14 wrong tokens at once from one client forging each time, then the right one.
  const guesser = clients.next();
  const guesses = await Promise.all(
    Array.from({ length: 14 }, (_, i) =>
      operatorCall(url, 'GET', OPS_PATHS.stats, `wrong-operator-token-${i}-xxxxxxxx`, {
        address: guesser,
        forged: clients.forged(),
      }),
    ),
  );
  const rightAfter = await operatorCall(url, 'GET', OPS_PATHS.stats, ctx.operatorToken, {
    address: guesser,
    forged: clients.forged(),
  });
  const otherClient = await operatorCall(url, 'GET', OPS_PATHS.stats, ctx.operatorToken, {
    address: clients.next(),
  });
  const guessAnswers = guesses.map(answerOf);
  const wrongAnswered401 = guessAnswers.filter((answer) => answer.errorCode === 401).length;
  ledger.answered([
    ...lookupAnswers,
    answerOf(direct),
    ...[...perMinute, ...onNetwork].flatMap((b) => [b.created, b.reserved]),
    ...guessAnswers,
    answerOf(rightAfter),
    answerOf(otherClient),
  ]);

  const bookedPerMinute = accepted(perMinute).length;
  const bookedOnNetwork = accepted(onNetwork).length;
  const pastLookups = Math.max(0, lookupsPassed - LIMITS.lookupsPerMinute);
  const pastBookings =
    Math.max(0, bookedPerMinute - LIMITS.bookingsPerMinute) +
    Math.max(0, bookedOnNetwork - LIMITS.perNetwork);
  const pastTries = Math.max(0, wrongAnswered401 - LIMITS.operatorFailures);
  // Seats (active pick-up reservations) held by each client's network, as the database keeps them.
  const seatsPast =
    Math.max(0, stored.bookerSeats - LIMITS.bookingsPerMinute) +
    Math.max(0, stored.networkSeats - LIMITS.perNetwork);

  phase.figure(
    'forged X-Forwarded-For, 40 lookups at once from one client',
    `${tally(lookupAnswers)} (limit ${LIMITS.lookupsPerMinute}/min); straight to an instance with a forged header: ${outcome(answerOf(direct))}`,
  );
  phase.figure(
    'forged X-Forwarded-For, 14 bookings at once from one client',
    `${bookedPerMinute} accepted (limit ${LIMITS.bookingsPerMinute}/min), ${reservedCount(perMinute)} pick-ups reserved; seats held by its network: ${stored.bookerSeats}`,
  );
  phase.figure(
    'forged X-Forwarded-For, 30 bookings at once from 30 addresses of one network',
    `${bookedOnNetwork} accepted (cap ${LIMITS.perNetwork}), ${reservedCount(onNetwork)} reserved; seats held by the network: ${stored.networkSeats}`,
  );
  phase.figure('orders stored under a forged address', stored.underForged);
  phase.figure(
    'forged X-Forwarded-For, 14 wrong operator tokens at once from one client',
    `${tally(guessAnswers)} (limit ${LIMITS.operatorFailures}); then the right token from it: ${outcome(answerOf(rightAfter))}, from another client: ${outcome(answerOf(otherClient))}`,
  );
  phase.figure('requests past a limit with forged headers', pastLookups + pastBookings + pastTries);
  phase.figure('seats taken by one client beyond its caps', seatsPast);

  phase.check(
    'forged headers: lookups stop at the limit, through HAProxy and straight to an instance',
    lookupsPassed === LIMITS.lookupsPerMinute && answerOf(direct).errorCode === 429,
    tally(lookupAnswers),
  );
  phase.check(
    'forged headers: bookings stop at the per-minute limit and the network cap',
    bookedPerMinute === LIMITS.bookingsPerMinute && bookedOnNetwork === LIMITS.perNetwork,
    `${bookedPerMinute}, ${bookedOnNetwork}`,
  );
  phase.check('forged headers: no seat beyond the caps', seatsPast === 0);
  phase.check('no order stored under a forged address', stored.underForged === 0);
  phase.check(
    'forged headers: the operator-token lockout triggers (and holds the right token)',
    wrongAnswered401 === LIMITS.operatorFailures &&
      rightAfter.status === 429 &&
      otherClient.status === 200,
    tally(guessAnswers),
  );
}

/** One mailbox spelt in letter cases and with blanks around it (the schema trims them). */
const EMAIL_SPELLINGS = [
  'same.person@example.pl',
  'Same.Person@Example.pl',
  ' SAME.PERSON@EXAMPLE.PL',
  'same.person@EXAMPLE.PL  ',
  '  Same.person@example.PL ',
  'sAME.pERSON@eXAMPLE.pL',
  'SAME.person@example.pl',
  ' same.PERSON@example.pl',
  'Same.Person@EXAMPLE.PL ',
  'same.person@Example.Pl',
];
/** One phone spelt with spaces, dashes and the +48 prefix (15 characters at most). */
const PHONE_SPELLINGS = [
  '600 200 300',
  '600-200-300',
  '+48 600 200 300',
  '+48600200300',
  '+48 600-200-300',
  '0048600200300',
  '48600200300',
  '600200300',
  '+48-600-200-300',
  '48 600 200 300',
];

/**
 * Spelling variants of one e-mail address and one phone, each booking from
 * a client (and network) of its own and sent at once through HAProxy: the
 * per-contact cap must count each person once.
 */
export async function spellingVariants(phase: Phase, ctx: LimitsContext): Promise<void> {
  const { url, clients, ledger, catalogue } = ctx;
  const book = (prefix: string, contact: { email?: string; phone?: string }) => {
    const customer = clients.customer(prefix);
    return bookThrough(
      url,
      catalogue,
      { ...customer, who: { ...customer.who, ...contact } },
      { address: clients.next(), ledger },
    );
  };
  const byEmail = await Promise.all(EMAIL_SPELLINGS.map((email) => book('Spelt', { email })));
  const byPhone = await Promise.all(PHONE_SPELLINGS.map((phone) => book('Dialled', { phone })));
  const refusedAtCap = (list: Booked[], what: string) =>
    list.filter((b) => b.created.errorMsg?.includes(`${what} already has`)).length;
  ledger.answered([...byEmail, ...byPhone].map((b) => b.created));
  const emailAccepted = accepted(byEmail).length;
  const phoneAccepted = accepted(byPhone).length;
  const past =
    Math.max(0, emailAccepted - LIMITS.perContact) + Math.max(0, phoneAccepted - LIMITS.perContact);

  phase.figure(
    `one e-mail in ${EMAIL_SPELLINGS.length} spellings (cases, blanks), at once from as many networks`,
    `${emailAccepted} accepted, ${refusedAtCap(byEmail, 'e-mail address')} refused at the cap of ${LIMITS.perContact}; ${tally(byEmail.map((b) => b.created))}`,
  );
  phase.figure(
    `one phone in ${PHONE_SPELLINGS.length} spellings (spaces, dashes, +48, 0048), at once from as many networks`,
    `${phoneAccepted} accepted, ${refusedAtCap(byPhone, 'phone number')} refused at the cap of ${LIMITS.perContact}; ${tally(byPhone.map((b) => b.created))}`,
  );
  phase.figure('bookings accepted beyond the per-contact cap', past);
  phase.check(
    'spelling variants: exactly the per-contact cap accepted, for the e-mail and the phone',
    emailAccepted === LIMITS.perContact && phoneAccepted === LIMITS.perContact,
    `${emailAccepted}, ${phoneAccepted}`,
  );
}
