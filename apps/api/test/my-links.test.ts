import { CUSTOMER_PATHS, privatePagePath, VERIFY_CODE_COOKIE } from '@portal/contracts';
import { readOutbox, type ParsedMail } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTextsIn } from '../src/services/mail/i18n';
import { MY_LINKS_PER_ADDRESS_PER_HOUR } from '../src/services/mail/order-links';
import {
  accessoriesOrderBody,
  bookRepair,
  findCatalogue,
  repairOrderBody,
  type Catalogue,
} from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { expectError, okBody } from './requests';

/**
 * "E-mail me my links": an address gets the private pages of its orders,
 * both kinds, in one e-mail; whoever asks learns nothing of whether it has any.
 */

const CODE = 'L1NK5';
const PUBLIC_URL = 'https://portal.example.pl';
const SAME_ANSWER = { result: 1, data: { sent: true } };

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL, FIXED_VERIFY_CODE: CODE });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

let addresses = 0;
/** An address no other test of the file uses, in lower case. */
const freshAddress = () => `links.${Date.now().toString(36)}.${(addresses += 1)}@example.pl`;

async function repairOf(app: TestContext['app'], email: string, language: string) {
  const body = repairOrderBody(catalogue);
  const booking = await bookRepair(app, {
    ...body,
    repairInfo: { ...body.repairInfo, clientEmail: email },
    language,
  });
  return booking as typeof booking & { accessToken: string };
}

async function spareOrderOf(email: string, language: string) {
  const image = await ctx.app.inject({ method: 'GET', url: '/order/accessories/verifyCode' });
  const cookie = image.cookies.find((c) => c.name === VERIFY_CODE_COOKIE);
  if (!cookie) throw new Error('no verification cookie');
  const body = accessoriesOrderBody(catalogue, CODE);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/order/accessories/add',
    payload: { ...body, OrderInfo: { ...body.OrderInfo, email }, language },
    cookies: { [VERIFY_CODE_COOKIE]: cookie.value },
  });
  return okBody<{ data: { orderId: number; accessToken: string } }>(res).data;
}

const ask = (app: TestContext['app'], payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: CUSTOMER_PATHS.myLinks, payload, headers });

/** The messages sent by `act` to `to`, once the outbox is drained. */
async function mailTo(
  app: TestContext['app'],
  dir: string,
  to: string,
  act: () => Promise<unknown>,
) {
  await app.mailOutbox.drain();
  const before = readOutbox(dir).length;
  await act();
  await app.mailOutbox.drain();
  return readOutbox(dir)
    .slice(before)
    .filter((mail: ParsedMail) => mail.headers.to?.toLowerCase().includes(to.toLowerCase()));
}

const linksIn = (mail: ParsedMail) =>
  [...mail.text.matchAll(/https?:\/\/\S+\/(?:base|spare)\/order\/[\w-]+/g)].map((m) => m[0]);

describe('POST /portal/my-links', () => {
  it('e-mails a known address one message with the links of exactly its orders, both kinds, in the language asked for', async () => {
    const address = freshAddress();
    const first = await repairOf(ctx.app, address, 'pl-PL');
    // The spare-part order's address is stored as typed: another letter case.
    const spare = await spareOrderOf(address.toUpperCase(), 'pl-PL');
    const second = await repairOf(ctx.app, address, 'pl-PL');
    // Another customer's order is never listed.
    const other = await repairOf(ctx.app, freshAddress(), 'pl-PL');

    const mails = await mailTo(ctx.app, ctx.env.OUTBOX_DIR, address, async () => {
      const res = await ask(ctx.app, { email: address, language: 'en-US' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SAME_ANSWER);
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ParsedMail];
    const t = mailTextsIn('en-US').links;
    expect(mail.subject).toBe(t.subject);
    expect(mail.headers['content-language']).toBe('en-US');
    expect(linksIn(mail).sort()).toEqual(
      [
        `${PUBLIC_URL}${privatePagePath('repairOrder', first.accessToken)}`,
        `${PUBLIC_URL}${privatePagePath('repairOrder', second.accessToken)}`,
        `${PUBLIC_URL}${privatePagePath('spareOrder', spare.accessToken)}`,
      ].sort(),
    );
    expect(mail.text).not.toContain(other.accessToken);
    expect(mail.text).toContain(t.repairOrder(first.rmaNumber));
    expect(mail.text).toContain(t.spareOrder(String(spare.orderId)));
    expect(mail.text).toContain(mailTextsIn('en-US').repairStatuses.logisticsToBeBuilt);
    expect(mail.text).toContain(', status: pending confirmation\n');
    // The latest order first.
    expect(mail.text.indexOf(second.rmaNumber)).toBeLessThan(mail.text.indexOf(first.rmaNumber));
  });

  it("writes in the latest order's language when none is asked for", async () => {
    const address = freshAddress();
    const booking = await repairOf(ctx.app, address, 'zh-CN');
    const mails = await mailTo(ctx.app, ctx.env.OUTBOX_DIR, address, async () =>
      expect((await ask(ctx.app, { email: address })).json()).toEqual(SAME_ANSWER),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([mailTextsIn('zh-CN').links.subject]);
    expect(mails[0]?.text).toContain(mailTextsIn('zh-CN').links.repairOrder(booking.rmaNumber));
  });

  it('finds the address in another letter case', async () => {
    const address = freshAddress();
    const booking = await repairOf(ctx.app, address, 'pl-PL');
    const mails = await mailTo(ctx.app, ctx.env.OUTBOX_DIR, address, async () =>
      expect((await ask(ctx.app, { email: address.toUpperCase() })).json()).toEqual(SAME_ANSWER),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(mailTextsIn('pl-PL').links.subject);
    expect(mails[0]?.text).toContain(privatePagePath('repairOrder', booking.accessToken));
  });

  it('answers an unknown address the same, status, headers and body, and sends nothing', async () => {
    const known = freshAddress();
    await repairOf(ctx.app, known, 'pl-PL');
    const unknown = freshAddress();
    const answers: { statusCode: number; body: string; type: string | undefined }[] = [];
    await ctx.app.mailOutbox.drain();
    const before = readOutbox(ctx.env.OUTBOX_DIR).length;
    for (const email of [known, unknown]) {
      const res = await ask(ctx.app, { email, language: 'pl-PL' });
      answers.push({
        statusCode: res.statusCode,
        body: res.body,
        type: res.headers['content-type'] as string | undefined,
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(JSON.parse(answers[1]?.body ?? '')).toEqual(SAME_ANSWER);
    await ctx.app.mailOutbox.drain();
    const sent = readOutbox(ctx.env.OUTBOX_DIR).slice(before);
    expect(sent.map((mail) => mail.headers.to)).toEqual([expect.stringContaining(known)]);
  });

  it.each([
    ['pl', 'email: Podaj prawidłowy adres e-mail'],
    ['en', 'email: Please enter a valid email address'],
    ['zh', 'email: 请输入有效的电子邮箱地址'],
  ])('refuses a malformed address with 422 naming the field (%s)', async (language, message) => {
    const res = await ask(ctx.app, { email: 'not-an-address' }, { 'accept-language': language });
    expect(expectError(res, 422)).toBe(message);
  });

  it('refuses a cross-site request before looking at anything', async () => {
    const address = freshAddress();
    await repairOf(ctx.app, address, 'pl-PL');
    const mails = await mailTo(ctx.app, ctx.env.OUTBOX_DIR, address, async () => {
      const res = await ask(
        ctx.app,
        { email: address },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expectError(res, 403, 403);
    });
    expect(mails).toEqual([]);
  });

  it(`sends one address at most ${MY_LINKS_PER_ADDRESS_PER_HOUR} e-mails of links an hour, answering the same`, async () => {
    const address = freshAddress();
    await repairOf(ctx.app, address, 'pl-PL');
    const mails = await mailTo(ctx.app, ctx.env.OUTBOX_DIR, address, async () => {
      for (let i = 0; i < MY_LINKS_PER_ADDRESS_PER_HOUR + 2; i += 1) {
        expect((await ask(ctx.app, { email: address })).json()).toEqual(SAME_ANSWER);
      }
    });
    expect(mails).toHaveLength(MY_LINKS_PER_ADDRESS_PER_HOUR);
  });
});

describe('the hourly cap of e-mails per recipient and the limit per client', () => {
  let capped: TestContext;
  beforeAll(async () => {
    capped = await startTestApp({
      PUBLIC_URL,
      MAIL_CAP_PER_RECIPIENT: '2',
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_BOOKING: '4',
    });
  });
  afterAll(() => capped.close());

  it('holds for the e-mails of links: past it, nothing more reaches the mailbox', async () => {
    const address = freshAddress();
    await repairOf(capped.app, address, 'pl-PL');
    const mails = await mailTo(capped.app, capped.env.OUTBOX_DIR, address, async () => {
      for (let i = 0; i < MY_LINKS_PER_ADDRESS_PER_HOUR; i += 1) {
        expect((await ask(capped.app, { email: address })).json()).toEqual(SAME_ANSWER);
      }
    });
    expect(mails).toHaveLength(2);
    const rows = await capped.app.db.mailOutbox.findMany({ where: { kind: 'order-links' } });
    expect(rows.map((row) => row.status).sort()).toEqual(['capped', 'sent', 'sent']);
  });

  it('refuses a client past its limit a minute, whatever the address', async () => {
    // Three of the client's four requests a minute were taken above.
    expect((await ask(capped.app, { email: freshAddress() })).json()).toEqual(SAME_ANSWER);
    expectError(await ask(capped.app, { email: freshAddress() }), 429, 429);
  });
});
