import zlib from 'node:zlib';
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
import { code128Widths } from '../src/services/barcode';
import { mailTextsIn } from '../src/services/mail/i18n';

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

/** The rectangles (`x y width height re`) the page contents of a PDF draw; pdfkit deflates each stream. */
function rectangles(pdf: Buffer): { x: number; width: number }[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)];
  return streams.flatMap(([, data]) => {
    const content = zlib.inflateSync(Buffer.from(data ?? '', 'latin1')).toString('latin1');
    if (!content.includes('BT')) return []; // a font, not a page
    return [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)].map(
      ([, x, , width]) => ({ x: Number(x), width: Number(width) }),
    );
  });
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

describe('label PDF barcode', () => {
  it("draws the shipment number's Code 128 as bars, with no image, and prints the number", async () => {
    const booking = await booked(ctx.app);
    const pdf = (await label(ctx.app, booking.shipmentId)).rawPayload;
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');

    const bars = rectangles(pdf).sort((a, b) => a.x - b.x);
    // Bar, space, bar…: each bar's width, then the gap to the next bar.
    const drawn = bars.flatMap((bar, index) => {
      const next = bars[index + 1];
      return next ? [bar.width, next.x - bar.x - bar.width] : [bar.width];
    });
    const expected = code128Widths(booking.shipmentNo);
    const module = drawn.reduce((sum, width) => sum + width, 0) / expected.reduce((a, b) => a + b);
    expect(drawn.map((width) => Math.round(width / module))).toEqual(expected);
    // The quiet zones: ten modules clear of the label's margins (14 pt) on either side.
    expect(bars[0]!.x - 14).toBeGreaterThanOrEqual(10 * module - 0.01);
    expect(await printedText(pdf)).toContain(booking.shipmentNo);
  });
});

describe('label PDF language', () => {
  it.each(LANGUAGES)('is printed in the language the order was booked in: %s', async (language) => {
    const booking = await booked(ctx.app, {}, language);
    const text = await printedText((await label(ctx.app, booking.shipmentId)).rawPayload);
    const t = mailTextsIn(language).label;
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
  it('answers a repeat with the same bytes, and a new label once the pick-up or the language changes', async () => {
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

    // So is a change of the order's language, written by any instance.
    await ctx.app.db.repairOrder.update({
      where: { id: booking.orderId },
      data: { language: 'en-US' },
    });
    const english = await label(ctx.app, booking.shipmentId);
    expect(Buffer.compare(english.rawPayload, changed.rawPayload)).not.toBe(0);
    expect(await printedText(english.rawPayload)).toContain(
      mailTextsIn('en-US').label.from.toUpperCase(),
    );
  });
});

describe('PDF documents under load', () => {
  let busy: TestContext;
  beforeAll(async () => {
    // One render at a time and no waiting: a new document while one renders is refused.
    busy = await startTestApp({ LABEL_RENDERS: '1', LABEL_QUEUE: '0' });
  });
  afterAll(() => busy.close());

  /**
   * Takes the one render place with a render that lasts until the returned
   * function is called: a render in progress, however fast real ones are.
   */
  function holdRender(): () => Promise<void> {
    let finish = () => {};
    const render = new Promise<Buffer>((resolve) => {
      finish = () => resolve(Buffer.from('%PDF-1.3'));
    });
    const made = busy.app.makeDocument('held', performance.now(), () => render);
    expect(made).not.toBeNull();
    return async () => {
      finish();
      await made;
    };
  }

  const orderSheet = async (orderId: number) => {
    const { accessToken } = await busy.app.db.repairOrder.findUniqueOrThrow({
      where: { id: orderId },
      select: { accessToken: true },
    });
    return busy.app.inject({
      method: 'GET',
      url: `/portal/repair-orders/${accessToken}/order-sheet`,
    });
  };

  const expectBusy = (res: Awaited<ReturnType<typeof label>>) => {
    expect(expectError(res, 503, 503)).toMatch(/busy, try again/);
    expect(res.headers['retry-after']).toBe('5');
  };

  it('refuses new labels past the queue with 503 in the error shape, while kept ones are still served', async () => {
    const kept = await booked(busy.app, { name: 'Anna Kept' });
    const keptPdf = (await label(busy.app, kept.shipmentId)).rawPayload;
    const fresh = await Promise.all(
      Array.from({ length: 4 }, (_, i) => booked(busy.app, { name: `Client ${i}` })),
    );

    const release = holdRender();
    const answers = await Promise.all([
      ...fresh.map((booking) => label(busy.app, booking.shipmentId)),
      label(busy.app, kept.shipmentId),
    ]);
    const keptAgain = answers.pop();
    expect(keptAgain?.statusCode).toBe(200);
    expect(keptAgain?.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(keptAgain?.rawPayload ?? Buffer.alloc(0), keptPdf)).toBe(0);
    answers.forEach(expectBusy);

    // Once the render is done, a refused label is made on the next try.
    await release();
    const retried = await label(busy.app, fresh[0]!.shipmentId);
    expect(retried.statusCode).toBe(200);
  });

  it('holds one bound for labels and order sheets: while a render runs, a new one of either is refused', async () => {
    const booking = await booked(busy.app, { name: 'Anna Sheet' });
    const release = holdRender();
    const answers = await Promise.all([
      label(busy.app, booking.shipmentId),
      orderSheet(booking.orderId),
    ]);
    answers.forEach(expectBusy);

    await release();
    expect((await label(busy.app, booking.shipmentId)).statusCode).toBe(200);
    expect((await orderSheet(booking.orderId)).statusCode).toBe(200);
  });
});
