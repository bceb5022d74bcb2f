import {
  API_PATHS,
  purchaseInquiryResultSchema,
  repairLookupResultSchema,
} from '@portal/contracts';
import { withDatabase } from '@portal/test-support';
import { postForm } from './fixtures';
import { json, pool, send, type RawResponse } from './http';
import type { Sent } from './load';
import type { Phase } from './report';
import { FIXED_VERIFY_CODE, type PortalServer } from './server';

const REPAIR_FIELDS = new Set(Object.keys(repairLookupResultSchema.unwrap().shape));
const PURCHASE_FIELDS = new Set(Object.keys(purchaseInquiryResultSchema.unwrap().shape));

interface RepairRow {
  rmaNumber: string;
  applySn: string;
  shipmentNo: string | null;
  clientName: string;
  clientTell: string;
  clientEmail: string;
  clientStreet: string;
  clientAddress: string;
}

interface CartRow {
  id: number;
  contract: string;
  tell: string;
  email: string;
  address: string;
  invoiceName: string;
  taxNo: string;
}

/** Texts that would identify a person; short ones (initials, empty) say nothing. */
function personal(values: string[]): string[] {
  return values.map((v) => v.trim()).filter((v) => v.length >= 6);
}

function leaks(text: string, values: string[]): string[] {
  const lower = text.toLowerCase();
  return values.filter((v) => lower.includes(v.toLowerCase()));
}

/** Only the progress fields of the contract, and none of the customer's data. */
function lookupProblem(res: RawResponse, allowed: Set<string>, values: string[]): string | null {
  if (res.status !== 200) return `HTTP ${res.status}`;
  const body = json(res) as { result?: number; data?: unknown };
  if (body.result !== 1) return `result ${body.result}`;
  const items = Array.isArray((body.data as { list?: unknown })?.list)
    ? ((body.data as { list: unknown[] }).list as Record<string, unknown>[])
    : [body.data as Record<string, unknown>];
  for (const item of items) {
    const extra = Object.keys(item).filter((key) => !allowed.has(key));
    if (extra.length > 0) return `fields beyond progress data: ${extra.join(', ')}`;
  }
  const found = leaks(res.body.toString('utf8'), values);
  return found.length > 0 ? `shows ${found.join(', ')}` : null;
}

/**
 * Lookups answer progress only, and no log line holds a customer's name,
 * phone, e-mail, street, a verification code or a code cookie.
 */
export async function privacyPhase(phase: Phase, server: PortalServer, sent: Sent, logs: string[]) {
  const { repairs, carts } = await withDatabase(server.files.database, async (db) => ({
    repairs: (
      await db.repairOrder.findMany({
        orderBy: { id: 'asc' },
        select: {
          rmaNumber: true,
          applySn: true,
          clientName: true,
          clientTell: true,
          clientEmail: true,
          clientStreet: true,
          clientAddress: true,
          shipment: { select: { shipmentNo: true } },
        },
      })
    ).map(({ shipment, ...row }): RepairRow => ({
      ...row,
      shipmentNo: shipment?.shipmentNo ?? null,
    })),
    carts: (
      await db.sparePartOrder.findMany({
        orderBy: { id: 'asc' },
        select: {
          id: true,
          contract: true,
          tell: true,
          email: true,
          address: true,
          invoiceName: true,
          taxNo: true,
        },
      })
    ).map((row): CartRow => ({ ...row, id: Number(row.id) })),
  }));

  const problems: string[] = [];
  let lookups = 0;
  await pool(repairs, 8, async (row) => {
    const values = personal([
      row.clientName,
      row.clientTell,
      row.clientEmail,
      row.clientStreet,
      row.clientAddress,
    ]);
    const requests = [
      send(server.baseUrl, {
        method: 'GET',
        path: `${API_PATHS.repairLookup}?keyword=${encodeURIComponent(row.rmaNumber)}`,
      }),
      postForm(server.baseUrl, API_PATHS.repairLookup, { keyword: row.applySn }),
      ...(row.shipmentNo
        ? [
            send(server.baseUrl, {
              method: 'GET',
              path: `${API_PATHS.repairLookup}?keyword=${encodeURIComponent(row.shipmentNo)}`,
            }),
          ]
        : []),
    ];
    for (const res of await Promise.all(requests)) {
      lookups += 1;
      const problem = lookupProblem(res, REPAIR_FIELDS, values);
      if (problem) problems.push(`repair ${row.rmaNumber}: ${problem}`);
    }
  });
  await pool(carts, 8, async (row) => {
    lookups += 1;
    const res = await postForm(server.baseUrl, API_PATHS.accessoriesOrderInquiry, {
      orderId: String(row.id),
    });
    const problem = lookupProblem(
      res,
      PURCHASE_FIELDS,
      personal([row.contract, row.tell, row.email, row.address, row.invoiceName, row.taxNo]),
    );
    if (problem) problems.push(`cart order ${row.id}: ${problem}`);
  });

  // Everything a customer typed or was given, as sent and as stored.
  const secrets = new Set<string>([
    ...sent.people.flatMap((p) => [
      p.name,
      p.phone,
      p.phone.replaceAll(' ', ''),
      p.email,
      p.street,
    ]),
    ...repairs.flatMap((r) => [r.clientName, r.clientTell, r.clientEmail, r.clientStreet]),
    ...carts.flatMap((c) => [c.contract, c.tell, c.email, c.address]),
    ...sent.codeCookies,
    FIXED_VERIFY_CODE,
  ]);
  const values = personal([...secrets]);
  const text = logs.join('\n');
  const found = leaks(text, values);
  // An address's domain starts with a letter and ends in a letter TLD (not a package@1.2.3 path).
  const emails = text.match(/[\w.%+-]+@[a-z][a-z0-9-]*(\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi) ?? [];
  const queries = logs.filter((line) => /"url":"[^"]*\?/.test(line)).length;

  phase.figure(
    'lookups made',
    `${lookups} (${repairs.length} repair orders by RMA, IMEI and tracking number; ${carts.length} cart orders)`,
  );
  phase.figure('lookups showing personal data', problems.length);
  phase.figure('server log lines read', logs.length);
  phase.figure('personal values and codes searched for', values.length);
  phase.figure('found in the log', found.length + emails.length);

  phase.check(
    'lookups answer progress only, no personal data',
    problems.length === 0,
    problems.slice(0, 5).join('\n'),
  );
  phase.check('the log has the requests (so the search means something)', logs.length > 1000);
  phase.check(
    'no name, phone, e-mail, street, code or code cookie in the log',
    found.length === 0 && emails.length === 0,
    [...found.slice(0, 5), ...emails.slice(0, 5)].join(', '),
  );
  phase.check('no query string (lookup keywords) in the log', queries === 0);
}
