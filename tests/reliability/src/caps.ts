import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@portal/contracts';
import { answerOf, person, reservationFields, repairOrderBody, type Catalogue } from './fixtures';
import { send } from './http';
import { imeiOf } from './load';
import type { Phase } from './report';
import { PortalServer, serverFiles } from './server';

/** The production defaults (apps/api/src/env.ts): a server of its own runs with them. */
const CAPS = { perContact: 5, perAddress: 20, mailPerHour: 10 };

/** One mailbox, one person: the caps count it once however it is cased. */
const MAILBOX_SPELLINGS = [
  'one.mailbox@example.pl',
  'One.Mailbox@example.pl',
  'ONE.MAILBOX@EXAMPLE.PL',
  'one.MAILBOX@example.pl',
  'One.mailbox@Example.pl',
  'oNE.mAILBOX@eXAMPLE.PL',
  'one.mailbox@EXAMPLE.PL',
  'ONE.mailbox@example.pl',
  'one.Mailbox@example.Pl',
  'One.MailBox@Example.PL',
];
/** One phone, one person: the spellings the phone rule takes, counted once. */
const PHONE_SPELLINGS = [
  '600 100 200',
  '+48 600-100-200',
  '0048600100200',
  '48600100200',
  '+48600100200',
  '600-100-200',
  '0048 600100200',
];

function bookFrom(server: PortalServer, from: string, body: unknown) {
  return send(server.baseUrl, {
    method: 'POST',
    path: API_PATHS.repairOrderAdd,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    from,
  });
}

/** Recipients of the .eml files in the outbox, one entry per message. */
function outboxRecipients(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => /^To: (.+)$/m.exec(fs.readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? '');
}

/**
 * The abuse caps at their production values, on a server of their own:
 * bookings for one e-mail address (in many letter cases) and for one phone
 * (in many spellings) sent at once from three client addresses,
 * bookings of many customers from one network, and one pick-up rebooked
 * again and again to send its confirmation to the same address.
 */
export async function capsPhase(
  phase: Phase,
  root: string,
  catalogue: Catalogue,
  servers: PortalServer[],
) {
  const server = await PortalServer.start(await serverFiles(path.join(root, 'caps')), {
    BOOKING_CAP_PER_CONTACT: String(CAPS.perContact),
    BOOKING_CAP_PER_ADDRESS: String(CAPS.perAddress),
    MAIL_CAP_PER_RECIPIENT: String(CAPS.mailPerHour),
  });
  servers.push(server);

  // One mailbox spelt in 10 letter cases, 24 bookings at once from 127.0.0.2–4, each with its own phone.
  const sameEmail = await Promise.all(
    Array.from({ length: 24 }, (_, i) => {
      const who = {
        ...person('Capped', i),
        email: MAILBOX_SPELLINGS[i % MAILBOX_SPELLINGS.length] ?? '',
      };
      return bookFrom(
        server,
        `127.0.0.${2 + (i % 3)}`,
        repairOrderBody(catalogue, who, imeiOf(800_000 + i)),
      );
    }),
  );
  const emailAccepted = sameEmail.filter((res) => answerOf(res).result === 1).length;
  const emailRefused = sameEmail.filter((res) =>
    answerOf(res).errorMsg?.includes('e-mail address already has'),
  ).length;

  // One phone in 7 spellings, 14 bookings at once from 127.0.2.2–4, each with its own e-mail.
  const samePhone = await Promise.all(
    Array.from({ length: 14 }, (_, i) => {
      const body = repairOrderBody(catalogue, person('Phoned', i), imeiOf(820_000 + i));
      const clientTell = PHONE_SPELLINGS[i % PHONE_SPELLINGS.length] ?? '';
      return bookFrom(server, `127.0.2.${2 + (i % 3)}`, {
        ...body,
        repairInfo: { ...body.repairInfo, clientTell },
      });
    }),
  );
  const phoneAccepted = samePhone.filter((res) => answerOf(res).result === 1).length;
  const phoneRefused = samePhone.filter((res) =>
    answerOf(res).errorMsg?.includes('phone number already has'),
  ).length;

  // 30 customers at once from one network (127.0.1.x is one /24).
  const oneNetwork = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      bookFrom(
        server,
        `127.0.1.${1 + (i % 200)}`,
        repairOrderBody(catalogue, person('Network', i), imeiOf(810_000 + i)),
      ),
    ),
  );
  const networkAccepted = oneNetwork.filter((res) => answerOf(res).result === 1).length;

  // One accepted booking's pick-up rebooked 15 times: each rebooking sends a confirmation.
  const first = sameEmail.map(answerOf).find((answer) => answer.result === 1)?.data;
  let rebooked = 0;
  if (first) {
    for (let i = 0; i < 15; i += 1) {
      const fields = reservationFields(Number(first.shipmentId), Number(first.orderId));
      const window =
        i % 2 === 0
          ? { pickupTimeFrom: '10:00', pickupTimeTo: '13:00' }
          : { pickupTimeFrom: '13:00', pickupTimeTo: '15:00' };
      const res = await send(server.baseUrl, {
        method: 'POST',
        path: API_PATHS.reservePickup,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, ...window }).toString(),
      });
      if (answerOf(res).result === 1) rebooked += 1;
    }
  }
  // The server sends in the background: wait for the cap to fill, then a moment for any excess.
  const mailsTo = () =>
    outboxRecipients(path.join(server.files.dir, 'outbox')).filter((to) =>
      to.toLowerCase().includes('one.mailbox@example.pl'),
    ).length;
  for (let waited = 0; waited < 10_000 && mailsTo() < CAPS.mailPerHour; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const mails = mailsTo();

  phase.figure(
    'one e-mail address in 10 letter cases, 24 bookings at once from 3 addresses',
    `${emailAccepted} accepted, ${emailRefused} refused at the cap of ${CAPS.perContact}`,
  );
  phase.figure(
    'one phone in 7 spellings, 14 bookings at once from 3 addresses',
    `${phoneAccepted} accepted, ${phoneRefused} refused at the cap of ${CAPS.perContact}`,
  );
  phase.figure(
    'one network, 30 customers at once',
    `${networkAccepted} accepted (cap ${CAPS.perAddress})`,
  );
  phase.figure(
    'bookings past the cap',
    Math.max(0, emailAccepted - CAPS.perContact) +
      Math.max(0, phoneAccepted - CAPS.perContact) +
      Math.max(0, networkAccepted - CAPS.perAddress),
  );
  phase.figure(
    'confirmations to one address after 15 rebookings',
    `${mails} sent (cap ${CAPS.mailPerHour} an hour)`,
  );
  phase.check(
    'exactly the e-mail cap of bookings accepted',
    emailAccepted === CAPS.perContact && emailRefused === 24 - CAPS.perContact,
  );
  phase.check(
    'exactly the phone cap of bookings accepted',
    phoneAccepted === CAPS.perContact && phoneRefused === 14 - CAPS.perContact,
  );
  phase.check('exactly the network cap of bookings accepted', networkAccepted === CAPS.perAddress);
  phase.check('the pick-up could be rebooked every time', rebooked === 15);
  phase.check('no more confirmations than the hourly cap', mails === CAPS.mailPerHour);
  await server.kill();
}
