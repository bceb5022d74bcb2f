import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  ERROR_CODE,
  isPickupDateOffered,
  isValidPickupInterval,
  REPAIR_LIMITS,
  REPAIR_STATUS,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredPickup } from '../src/checks/fixtures';
import {
  alteringProxy,
  editForm,
  editJson,
  jsonAnswer,
  type Alteration,
  type ProxiedRequest,
} from './altered-server';
import {
  contractVerify,
  everyCheck,
  onPostgres,
  readJunit,
  startPortal,
  type Portal,
} from './portal';

/** A backend bug of one class, and the check that must catch it. */
interface Mutant {
  bug: string;
  alteration: Alteration;
  caughtBy: string;
}

const on = (request: ProxiedRequest, name: keyof typeof API_PATHS) =>
  request.path === API_PATHS[name];

/** A 1×1 PNG: a code image in another format than the portal's SVG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const MUTANTS: Mutant[] = [
  {
    bug: 'products ignore the brand (userId)',
    alteration: {
      request: (r) => void (on(r, 'productPage') && editForm(r, (f) => f.delete('userId'))),
    },
    caughtBy: 'products of a brand (userId)',
  },
  {
    bug: 'accessories ignore the status filter',
    alteration: {
      request: (r) => void (on(r, 'materialPage') && editForm(r, (f) => f.set('status', '1'))),
    },
    caughtBy: `POST ${API_PATHS.materialPage}: status 1 lists none of the records of status 0`,
  },
  {
    bug: 'the dictionary ignores typeId',
    alteration: {
      request: (r) => void (on(r, 'dictionary') && editForm(r, (f) => f.set('typeId', '10004'))),
    },
    caughtBy: 'dictionary types 10004, 10003 and 10002 list different entries',
  },
  {
    bug: 'documents ignore modelId',
    alteration: { request: (r) => void (on(r, 'documentsPage') && r.query.delete('modelId')) },
    caughtBy: 'documents of one model (modelId)',
  },
  {
    bug: 'documents oldest first',
    alteration: {
      answer: (r, a) =>
        void (
          on(r, 'documentsPage') &&
          editJson<{ data?: { list?: unknown[] } }>(a, (j) => j.data?.list?.reverse())
        ),
    },
    caughtBy: 'documents newest first',
  },
  {
    bug: 'bookings on any date (weekends, holidays, the past)',
    alteration: {
      request(r) {
        if (!on(r, 'repairOrderAdd')) return;
        editJson<{ pickupDate: string }>(r, (order) => {
          if (!isPickupDateOffered(order.pickupDate))
            order.pickupDate = offeredPickup(new Date()).date;
        });
      },
    },
    caughtBy: 'repair booking: create refuses a Saturday',
  },
  {
    bug: 'reservations of a reversed or short window',
    alteration: {
      request(r) {
        if (!on(r, 'reservePickup')) return;
        editForm(r, (form) => {
          if (
            isValidPickupInterval(form.get('pickupTimeFrom') ?? '', form.get('pickupTimeTo') ?? '')
          )
            return;
          const { window } = offeredPickup(new Date());
          form.set('pickupTimeFrom', window.from);
          form.set('pickupTimeTo', window.to);
        });
      },
    },
    caughtBy: 'repair booking: reserve refuses a window that ends before it starts',
  },
  {
    bug: 'a too-long name is truncated and stored',
    alteration: {
      request(r) {
        if (!on(r, 'repairOrderAdd')) return;
        editJson<{ repairInfo?: { clientName?: string } }>(r, ({ repairInfo }) => {
          if (repairInfo?.clientName)
            repairInfo.clientName = repairInfo.clientName.slice(0, REPAIR_LIMITS.name);
        });
      },
    },
    caughtBy: 'repair booking: create refuses clientName of 51 characters',
  },
  {
    bug: 'a cancel that answers result 1 and changes nothing',
    alteration: {
      request(r) {
        if (!on(r, 'cancelShipment')) return;
        const shipmentId = Number(new URLSearchParams(r.body.toString()).get('shipmentId'));
        return jsonAnswer({ result: 1, data: { shipmentId, status: 'cancelled' } });
      },
    },
    caughtBy: 'repair booking: the lookup shows the order cancelled',
  },
  {
    bug: 'a new booking reported as being checked',
    alteration: {
      answer(r, a) {
        if (!on(r, 'repairLookup') || a.status !== 200) return;
        editJson<{ data?: { list?: { status: number }[] } }>(a, (j) => {
          for (const order of j.data?.list ?? []) {
            if (order.status === REPAIR_STATUS.pendingPickup) order.status = REPAIR_STATUS.checking;
          }
        });
      },
    },
    caughtBy: 'repair booking: the lookup by RMA number finds it, pending pick-up',
  },
  {
    bug: 'timestamps in ISO 8601 instead of YYYY-MM-DD HH:mm:ss',
    alteration: {
      answer(r, a) {
        if (!on(r, 'documentsPage')) return;
        editJson<{ data?: { list?: { createTime: string }[] } }>(a, (j) => {
          for (const document of j.data?.list ?? [])
            document.createTime = `${document.createTime.replace(' ', 'T')}Z`;
        });
      },
    },
    caughtBy: 'documents: createTime as YYYY-MM-DD HH:mm:ss',
  },
  {
    bug: "the announcement's content as plain text",
    alteration: {
      answer(r, a) {
        if (!on(r, 'announcement')) return;
        editJson<{ data?: { title: string; content: string } | null }>(a, (j) => {
          if (j.data) j.data.content = j.data.title;
        });
      },
    },
    caughtBy: 'announcement: title and content, the content JSON rich text with zhLang',
  },
  {
    bug: 'every refusal says only "Parameter error"',
    alteration: {
      answer(_r, a) {
        if (!(a.headers.get('content-type') ?? '').startsWith('application/json')) return;
        editJson<{ error_code?: number; error_msg?: string }>(a, (j) => {
          if (j.error_code === ERROR_CODE.validation) j.error_msg = 'Parameter error';
        });
      },
    },
    caughtBy: 'every 422 answer names what is wrong',
  },
  {
    bug: 'no CORS answers for the frontend',
    alteration: {
      answer(_r, a) {
        for (const name of [...a.headers.keys()]) {
          if (name.startsWith('access-control-')) a.headers.delete(name);
        }
      },
    },
    caughtBy: 'a JSON call from the frontend origin: the preflight allows POST and Content-Type',
  },
  {
    bug: 'one read answers after the 30 s time-out',
    alteration: {
      async request(r) {
        if (on(r, 'documentsPage') && r.query.has('modelId')) {
          await new Promise((resolve) => setTimeout(resolve, 31_000));
        }
      },
    },
    caughtBy: 'documents of one model (modelId)',
  },
];

/** Variations SPEC allows: a PNG code image, an RFC 6266 file name without quotes. */
const ALLOWED: Alteration = {
  answer(r, a) {
    if (on(r, 'verifyCode') && a.status === 200) {
      a.headers.set('content-type', 'image/png');
      a.body = PNG;
    }
    const disposition = a.headers.get('content-disposition');
    if (on(r, 'label') && disposition) {
      a.headers.set(
        'content-disposition',
        disposition.replace(/filename="([^"]+)"/, 'filename=$1'),
      );
    }
  },
};

describe.skipIf(onPostgres)('contract:verify against backends with one bug each', () => {
  let portal: Portal;
  let out: string;

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-mutants-'));
    portal = await startPortal();
  });

  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(out, { recursive: true, force: true });
  });

  async function verifyThrough(alteration: Alteration, name: string) {
    const proxy = await alteringProxy(portal.url, alteration);
    const junit = path.join(out, `${name}.xml`);
    try {
      const run = await contractVerify([
        ...everyCheck(proxy.url),
        '--junit',
        junit,
        '--report',
        path.join(out, `${name}.md`),
      ]);
      const failed = readJunit(junit).filter((test) => test.failure !== undefined);
      return { run, failed: failed.map((test) => test['@_name']) };
    } finally {
      await proxy.stop();
    }
  }

  // Each run has a proxy of its own: they run side by side, the late answer's 30 s among them.
  it.concurrent.each(MUTANTS.map((mutant, index) => ({ ...mutant, index })))(
    'catches: $bug',
    async ({ alteration, caughtBy, index }) => {
      const { run, failed } = await verifyThrough(alteration, `mutant-${index}`);
      expect(run.exitCode).toBe(1);
      expect(
        failed.filter((name) => name.startsWith(caughtBy)),
        failed.join('\n'),
      ).not.toEqual([]);
    },
  );

  it('passes a backend with a PNG code image and an unquoted file name (no false alarm)', async () => {
    const { run, failed } = await verifyThrough(ALLOWED, 'allowed');
    expect(failed).toEqual([]);
    expect(run.exitCode, run.stdout).toBe(0);
  });
});
