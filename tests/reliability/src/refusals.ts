import {
  addDaysToIsoDate,
  API_PATHS,
  hasForbiddenCharacters,
  pickupDates,
} from '@portal/contracts';
import { withDatabase } from '@portal/test-support';
import {
  accessoriesOrderBody,
  answerOf,
  newCodeCookie,
  orderLines,
  person,
  postJson,
  repairOrderBody,
  type Catalogue,
} from './fixtures';
import { imeiOf } from './load';
import type { Phase } from './report';
import type { PortalServer } from './server';

/** What an attacker puts in a name to garble a label, a log line or an operator's screen. */
const FORBIDDEN = {
  NUL: '\u0000',
  ESC: '\u001b[2J',
  BEL: '\u0007',
  DEL: '\u007f',
  'C1 NEL': '\u0085',
  'right-to-left override': '\u202e',
  'left-to-right embedding': '\u202a',
  'pop directional formatting': '\u202c',
  'first-strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
};

const REPAIR_TEXT_FIELDS = [
  'clientName',
  'clientCity',
  'clientStreet',
  'clientHouseNumber',
  'sourceChannelName',
  'applyAppearance',
  'faultDescribe',
  'remark',
] as const;
const ORDER_INFO_TEXT_FIELDS = [
  'contract',
  'address',
  'remark',
  'country',
  'city',
  'invoiceName',
  'invoiceAddress',
  'registerAddress',
] as const;

/** Dates no pick-up can be booked for. */
function datesOutsideTheOffer(): string[] {
  const offered = pickupDates();
  return [
    '9999-12-31',
    '0000-01-01',
    '1970-01-01',
    addDaysToIsoDate(offered.at(-1) ?? '2026-01-01', 30),
    addDaysToIsoDate(offered[0] ?? '2026-01-01', -1),
  ];
}

/** Every text the orders tables hold, scanned for what no field may hold. */
function storedForbidden(database: string): Promise<number> {
  return withDatabase(database, async (db) => {
    const tables: Record<string, unknown>[][] = [
      await db.repairOrder.findMany(),
      await db.repairOrderAccessory.findMany(),
      await db.sparePartOrder.findMany(),
      await db.sparePartOrderLine.findMany(),
    ];
    let found = 0;
    for (const rows of tables) {
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          const multiline = column === 'faultDescribe' || column === 'remark';
          if (typeof value === 'string' && hasForbiddenCharacters(value, { multiline })) found += 1;
        }
      }
    }
    return found;
  });
}

function storedOutsideTheOffer(database: string, dates: string[]): Promise<number> {
  return withDatabase(database, (db) =>
    // This phase's customers only: seeded orders keep dates from before today.
    db.repairOrder.count({
      where: { clientName: { startsWith: 'Dated' }, pickupDate: { in: dates } },
    }),
  );
}

/**
 * Input that cannot be right: control characters and text-direction
 * overrides in every text field of a booking and a cart order, and pick-up
 * dates the courier does not offer. Each must be refused with 422, and none
 * may be found in the database afterwards.
 */
export async function refusalsPhase(phase: Phase, server: PortalServer, catalogue: Catalogue) {
  let sent = 0;
  let accepted = 0;
  let refusedWith422 = 0;
  const note = (res: Awaited<ReturnType<typeof postJson>>) => {
    sent += 1;
    const answer = answerOf(res);
    if (answer.result === 1) accepted += 1;
    if (res.status === 200 && answer.result === 0) refusedWith422 += 1;
  };

  let index = 0;
  for (const [name, character] of Object.entries(FORBIDDEN)) {
    for (const field of REPAIR_TEXT_FIELDS) {
      index += 1;
      const body = repairOrderBody(catalogue, person('Refused', index), imeiOf(900_000 + index));
      const value = `${body.repairInfo[field] ?? ''} ${character}${name}`;
      note(
        await postJson(server.baseUrl, API_PATHS.repairOrderAdd, {
          ...body,
          repairInfo: { ...body.repairInfo, [field]: value },
        }),
      );
    }
    for (const field of ORDER_INFO_TEXT_FIELDS) {
      index += 1;
      const who = person('Refused', index);
      const body = accessoriesOrderBody(who, orderLines(catalogue, index));
      const cookie = await newCodeCookie(server.baseUrl);
      note(
        await postJson(
          server.baseUrl,
          API_PATHS.accessoriesOrderAdd,
          { ...body, OrderInfo: { ...body.OrderInfo, [field]: `${who.name}${character}` } },
          { cookie },
        ),
      );
    }
  }
  const dates = datesOutsideTheOffer();
  for (const pickupDate of dates) {
    index += 1;
    const body = repairOrderBody(catalogue, person('Dated', index), imeiOf(900_000 + index));
    note(await postJson(server.baseUrl, API_PATHS.repairOrderAdd, { ...body, pickupDate }));
  }

  const forbiddenStored = await storedForbidden(server.files.database);
  const datesStored = await storedOutsideTheOffer(server.files.database, dates);
  phase.figure(
    'requests with a forbidden character or an unoffered pick-up date',
    `${sent} (${Object.keys(FORBIDDEN).length} characters × ${REPAIR_TEXT_FIELDS.length + ORDER_INFO_TEXT_FIELDS.length} fields, ${dates.length} dates)`,
  );
  phase.figure('refused with an error answer', refusedWith422);
  phase.figure('accepted', accepted);
  phase.figure('forbidden characters stored (whole database)', forbiddenStored);
  phase.figure('unoffered pick-up dates stored', datesStored);
  phase.check('every such request refused', accepted === 0 && refusedWith422 === sent);
  phase.check('no forbidden character stored', forbiddenStored === 0);
  phase.check('no unoffered pick-up date stored', datesStored === 0);
}
