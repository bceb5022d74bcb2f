import { LANGUAGES, pickupDates, type Language } from '@portal/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookRepair,
  expectError,
  findCatalogue,
  repairOrderBody,
  reserve,
  type Catalogue,
} from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { MAIL_TEXTS } from '../src/services/mail/i18n';

let ctx: TestContext;
let catalogue: Catalogue;

const label = (app: TestContext['app'], shipmentId: number) =>
  app.inject({
    method: 'GET',
    url: '/logistics/label',
    query: { shipmentId: String(shipmentId), labelType: 'LBLP' },
  });

/** A repair booked by a customer with these details, with its pick-up reserved. */
async function booked(
  app: TestContext['app'],
  who: { name?: string; city?: string } = {},
  language?: Language,
) {
  const body = { ...repairOrderBody(catalogue), ...(language ? { language } : {}) };
  body.repairInfo.clientName = who.name ?? body.repairInfo.clientName;
  body.repairInfo.clientCity = who.city ?? body.repairInfo.clientCity;
  const booking = await bookRepair(app, body);
  const res = await reserve(app, { ...booking, pickupDate: pickupDates()[1] ?? '' });
  expect(res.json().result).toBe(1);
  return booking;
}

/** The text a PDF reader finds: only characters drawn with a glyph the font has (a missing one maps to nothing). */
async function printedText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

const chars = (value: string) => [...new Set(value.replace(/\s/g, ''))];

beforeAll(async () => {
  ctx = await startTestApp();
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

describe('label PDF scripts', () => {
  const names = {
    chinese: '王小明',
    thai: 'สมชาย ใจดี',
    arabic: 'محمد أحمد',
    tamil: 'முருகன் சுப்பிரமணியம்',
    greek: 'Γιώργος Παπαδόπουλος',
    cyrillic: 'Иван Петров',
    polish: 'Zażółć Gęślą-Jaźń',
  };

  it.each(Object.entries(names))(
    'prints a %s name with a glyph for every character',
    async (_, name) => {
      const booking = await booked(ctx.app, { name, city: 'Łódź' });
      const res = await label(ctx.app, booking.shipmentId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await printedText(res.rawPayload);
      const missing = chars(name).filter((char) => !text.includes(char));
      expect(missing).toEqual([]);
      expect(text).toContain('Łódź');
      expect(text).toContain(booking.rmaNumber);
    },
  );

  it('prints names written left to right in their order', async () => {
    const name = `${names.chinese} ${names.greek} ${names.cyrillic}`;
    const booking = await booked(ctx.app, { name });
    const text = await printedText((await label(ctx.app, booking.shipmentId)).rawPayload);
    for (const part of [names.chinese, names.greek, names.cyrillic]) expect(text).toContain(part);
  });

  it('cuts a name wider than the label short with an ellipsis', async () => {
    const name = '王小明'.repeat(16);
    const booking = await booked(ctx.app, { name });
    const text = await printedText((await label(ctx.app, booking.shipmentId)).rawPayload);
    const printed = text.split('\n').find((line) => line.startsWith('王小明'));
    expect(printed).toMatch(/^(王小明)+[王小]*…$/u);
    expect(printed?.length).toBeLessThan(name.length);
  });
});

describe('label PDF language', () => {
  it.each(LANGUAGES)('is printed in the language the order was booked in: %s', async (language) => {
    const booking = await booked(ctx.app, {}, language);
    const text = await printedText((await label(ctx.app, booking.shipmentId)).rawPayload);
    const t = MAIL_TEXTS[language].label;
    for (const heading of [t.from, t.to, t.pickup, t.rmaNumber]) {
      expect(text).toContain(heading.toUpperCase());
    }
    // Each line of the foot whole, on one line of its own.
    const lines = text.split('\n');
    expect(lines).toContain(t.attach);
    expect(lines).toContain(t.questions(ctx.env.SERVICE_EMAIL, ctx.env.SERVICE_PHONE));
  });
});

describe('label PDF keep', () => {
  it('answers a repeat with the same bytes, and a changed pick-up with a new label', async () => {
    const booking = await booked(ctx.app);
    const first = await label(ctx.app, booking.shipmentId);
    const again = await label(ctx.app, booking.shipmentId);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);

    const [, , later] = pickupDates();
    const moved = await reserve(ctx.app, {
      ...booking,
      pickupDate: later ?? '',
      from: '13:00',
      to: '15:00',
    });
    expect(moved.json().result).toBe(1);
    const changed = await label(ctx.app, booking.shipmentId);
    expect(changed.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, changed.rawPayload)).not.toBe(0);
    expect(await printedText(changed.rawPayload)).toContain(`${later}, 13:00-15:00`);
  });
});

describe('PDF documents under load', () => {
  let busy: TestContext;
  beforeAll(async () => {
    // One render at a time and no waiting: a second new label while one renders is refused.
    busy = await startTestApp({ LABEL_RENDERS: '1', LABEL_QUEUE: '0' });
  });
  afterAll(() => busy.close());

  it('refuses new labels past the queue with 503 in the error shape, while kept ones are still served', async () => {
    const kept = await booked(busy.app, { name: 'Anna Kept' });
    const keptPdf = (await label(busy.app, kept.shipmentId)).rawPayload;
    const fresh = await Promise.all(
      Array.from({ length: 4 }, (_, i) => booked(busy.app, { name: `Client ${i}` })),
    );

    const answers = await Promise.all([
      ...fresh.map((booking) => label(busy.app, booking.shipmentId)),
      label(busy.app, kept.shipmentId),
    ]);
    const keptAgain = answers.at(-1);
    expect(keptAgain?.statusCode).toBe(200);
    expect(Buffer.compare(keptAgain?.rawPayload ?? Buffer.alloc(0), keptPdf)).toBe(0);

    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(expectError(res, 503, 503)).toMatch(/busy, try again/);
      expect(res.headers['retry-after']).toBe('5');
    }
    for (const res of answers.filter((res) => res.statusCode !== 503)) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }

    // Once the render is done, a refused label is made on the next try.
    const retried = await label(busy.app, fresh[answers.indexOf(refused[0]!)]!.shipmentId);
    expect(retried.statusCode).toBe(200);
  });

  it('holds one bound for labels and order sheets: of a new one of each at once, one is refused', async () => {
    const booking = await booked(busy.app, { name: 'Anna Sheet' });
    const tokenOf = await busy.app.db.repairOrder.findUniqueOrThrow({
      where: { id: booking.orderId },
      select: { accessToken: true },
    });
    const fresh = await booked(busy.app, { name: 'Jan Label' });
    const [labelAnswer, sheet] = await Promise.all([
      label(busy.app, fresh.shipmentId),
      busy.app.inject({
        method: 'GET',
        url: `/portal/repair-orders/${tokenOf.accessToken}/order-sheet`,
      }),
    ]);
    // Whichever reached the renderer first is printed; the other waits for no one.
    const answers = [labelAnswer, sheet];
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 503]);
    const refused = answers.find((res) => res.statusCode === 503)!;
    expect(expectError(refused, 503, 503)).toMatch(/busy, try again/);
    expect(refused.headers['retry-after']).toBe('5');
  });
});
