import fs from 'node:fs';
import path from 'node:path';
import {
  ACCESS_TOKEN_PATTERN,
  CUSTOMER_PATHS,
  formatWallClock,
  pickupDates,
  privatePagePath,
} from '@portal/contracts';
import { readOutbox } from '@portal/test-support';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { advanceOrder, bookRepair, bookReservedRepair, placeSpareOrder } from '../src/api';
import { AxeReport } from '../src/axe';
import { downloadedPdfText } from '../src/pdf';
import { expectOneMailPerStep, mailsTo, mailText, outboxDir } from '../src/mail';
import { browserSuite, expectFocusOn, type Session, poll } from '../src/browser';
import { CHECKOUT_CONTACT } from '../src/checkout';
import { FIXED_VERIFY_CODE } from '../src/server';
import { atSize, expectNoSidewaysScroll, SCREENS, type Screen } from '../src/screens';
import { exact, type T } from '../src/texts';
import {
  AFTERNOON,
  customer,
  fillBasicPanel,
  fillCustomerPanel,
  fillDevicePanel,
  laterPickupDate,
  MORNING,
  panel,
  pickDate,
  uniqueImei,
} from '../src/wizard';

// Independent journeys, each with its own customer and context: side by side.
const { journey } = browserSuite({ concurrent: true });

/**
 * Whether the server answers the spare-part order's page: an unknown path is
 * HTTP 404, an unknown order an application error inside HTTP 200.
 */
const spareOrderPageServed =
  (
    await fetch(
      `${inject('baseUrl')}${CUSTOMER_PATHS.spareOrder.replace(':token', 'x'.repeat(43))}`,
    )
  ).status !== 404;

const label = (screen: Screen) => screen.name;

/** Journeys that book with different customers, so each finds its own e-mail. */
let run = 0;
const uniqueSuffix = () => `${Date.now().toString(36)}${(run++).toString(36)}`;

/** The private page's path in the first e-mail sent to `email`, once the outbox has it. */
async function privateLinkInMail(email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const dir = outboxDir();
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.eml')) : [];
    for (const name of files.sort()) {
      // Quoted-printable soft line breaks may cut the link.
      const text = fs.readFileSync(path.join(dir, name), 'latin1').replace(/=\r?\n/g, '');
      if (!text.includes(email)) continue;
      const link = /\/base\/order\/([A-Za-z0-9_-]{43})/.exec(text);
      if (link) return link[0];
    }
    if (Date.now() > deadline) throw new Error(`no e-mail with a private link to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * A repair booked through the API on a later day, in the visitor's language
 * by a customer of its own (whose e-mails are the journey's), its private page open.
 */
async function openBookedRepair(
  { page, t, language }: Session,
  date = laterPickupDate(0),
  window = MORNING,
) {
  const email = `private.${uniqueSuffix()}@example.com`;
  const { created, reservation } = await bookRepair(date, window, email, language);
  expect(reservation.result, 'the pick-up was reserved').toBe(1);
  expect(created.accessToken).toMatch(ACCESS_TOKEN_PATTERN);
  await page.goto(privatePagePath('repairOrder', created.accessToken));
  await heading(page, t, created.rmaNumber).waitFor();
  return { ...created, email };
}

function heading(page: Page, t: T, rma: string) {
  return page.getByRole('heading', { level: 1, name: t('repair-order:title', { rma }) });
}

function part(page: Page, t: T, key: string) {
  return page.getByRole('region', { name: t(key) });
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).last().waitFor();
}

/** Warsaw's wall clock now, as the portal writes it ("2026-11-30 02:05"). */
function warsawWallClock(): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Warsaw',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date());
}

/** The id of the focused element: focus is never lost to <body>. */
async function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active && active !== document.body ? active.id || active.tagName : 'BODY';
  });
}

for (const variant of SCREENS) {
  journey(
    `private page ${label(variant)}: booked in the wizard, opened from the link in the confirmation e-mail`,
    async ({ page, t, language }) => {
      await atSize(page, variant);
      const who = { ...customer(uniqueSuffix()) };
      const date = laterPickupDate(1);
      await page.goto('/base/create');
      await fillBasicPanel(page, t);
      await fillDevicePanel(page, t, uniqueImei());
      await fillCustomerPanel(page, t, who);
      const form = panel(page, t, 'appointment');
      await pickDate(page, t, language, date);
      await form
        .getByRole('radio', {
          name: exact(t('order-sheet:window', AFTERNOON)),
        })
        .check();
      await form
        .getByRole('radio', {
          name: new RegExp(`^${t('repair-wizard:appointment.waybillOption.1.title')}`),
        })
        .check();
      await form.getByRole('button', { name: t('repair-wizard:actions.submit') }).click();
      await page.getByRole('heading', { name: t('repair-wizard:result.successTitle') }).waitFor();

      // The result page: the link, a copy button and why to keep it.
      await page.getByText(t('repair-wizard:result.privatePage.text')).waitFor();
      await page
        .getByRole('button', { name: t('repair-wizard:result.privatePage.copy') })
        .waitFor();
      const shown = await page
        .getByRole('link', { name: t('repair-wizard:result.privatePage.open') })
        .getAttribute('href');
      await expectNoSidewaysScroll(page, variant);

      // The confirmation e-mail carries the same link.
      const link = await privateLinkInMail(who.email);
      expect(link).toBe(shown);
      await page.goto(link);
      const rma = /RMA\d+/.exec(
        (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
      )?.[0];
      expect(rma).toBeDefined();
      await heading(page, t, rma!).waitFor();
      expect(await page.title()).toBe(
        t('pageTitle', { page: t('repair-order:pageTitle', { rma: rma! }), brand: t('brand') }),
      );
      const status = part(page, t, 'repair-order:status.heading');
      await status.getByText(t('repairStatus.pendingPickup'), { exact: true }).waitFor();
      await status.getByRole('group', { name: t('repairProgress.label') }).waitFor();
      // When it should be repaired and back: dates after the pick-up.
      await status.getByText(t('repair-order:status.estimateTitle')).waitFor();
      await status.getByText(t.pattern('repair-order:status.estimate')).waitFor();
      const details = part(page, t, 'repair-order:details.heading');
      for (const text of [who.name, who.email, 'The screen stays black after a fall.'])
        await details.getByText(text, { exact: true }).waitFor();
      await details.getByText(t('order-sheet:window', AFTERNOON)).waitFor();
      await expectNoSidewaysScroll(page, variant);
      await expectNoAxeFinding(page, `the repair's page ${label(variant)}`);

      // The pick-up's number leads to its tracking page: registered, booked for the window.
      await details.getByRole('link', { name: t('trackParcel') }).click();
      const parcel = page.getByRole('heading', { level: 2, name: /PCS\d{15}/ });
      await parcel.waitFor();
      await page.getByText(t('parcel-tracking:parcel.toService')).waitFor();
      const history = page.locator('.mantine-Timeline-root');
      for (const event of ['registered', 'pickupBooked'])
        await history.getByText(t(`parcel-tracking:events.${event}`), { exact: true }).waitFor();
      await expectNoSidewaysScroll(page, variant);
      await page.goBack();
      await heading(page, t, rma!).waitFor();

      // A token nobody was given: a clear "no such order" page.
      await page.goto(privatePagePath('repairOrder', `${'x'.repeat(42)}y`));
      await page
        .getByRole('heading', { level: 1, name: t('repair-order:notFound.title') })
        .waitFor();
      expect(await page.title()).toBe(
        t('pageTitle', {
          page: t('repair-order:notFound.pageTitle'),
          brand: t('brand'),
        }),
      );
    },
    { language: variant.language, timeout: 180_000 },
  );
}

for (const variant of SCREENS) {
  // One order through its page: its documents, a new pick-up, then its cancellation.
  journey(
    `private page ${label(variant)}: print the order sheet again, download it and the label; move the pick-up; cancel, told so by e-mail`,
    async (session) => {
      const { page, t, language } = session;
      await atSize(page, variant);
      const order = await openBookedRepair(session, laterPickupDate(0), MORNING);
      const documents = part(page, t, 'repair-order:documents.heading');

      // Print: the browser's dialog is replaced by a flag; printed, the page is the sheet alone.
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      const print = documents.getByRole('button', { name: t('repair-order:documents.print') });
      await print.click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      const sheet = page.getByRole('article', { name: t('order-sheet:title') });
      expect(await sheet.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      expect(await sheet.isVisible()).toBe(true);
      expect(await print.isVisible()).toBe(false);
      expect(await sheet.textContent()).toContain(order.rmaNumber);
      await page.emulateMedia({ media: 'screen' });

      // The label and the sheet as PDFs, printed in the order's language.
      const label = mailText(language, 'label.attach');
      for (const [key, name, printed] of [
        ['repair-order:documents.label', `${order.shipmentNo}.pdf`, label],
        ['repair-order:documents.sheetPdf', null, t('order-sheet:title')],
      ] as const) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          documents.getByRole('button', { name: t(key) }).click(),
        ]);
        if (name) expect(download.suggestedFilename()).toBe(name);
        const text = await downloadedPdfText(download);
        expect(text).toContain(printed);
        expect(text).toContain(order.rmaNumber);
      }
      await expectNoSidewaysScroll(page, variant);

      // Another date and window.
      const reschedule = part(page, t, 'repair-order:reschedule.heading');
      await reschedule.getByRole('combobox', { name: t('repair-order:reschedule.date') }).click();
      // The options are the offered dates in calendar order: another day than the booked one.
      const target = pickupDates().indexOf(laterPickupDate(1));
      expect(target).toBeGreaterThanOrEqual(0);
      await page
        .getByRole('listbox')
        .filter({ visible: true })
        .last()
        .getByRole('option')
        .nth(target)
        .click();
      await reschedule
        .getByRole('radio', { name: exact(t('order-sheet:window', AFTERNOON)) })
        .check();
      await reschedule.getByRole('button', { name: t('repair-order:reschedule.submit') }).click();
      await toast(page, t.pattern('repair-order:reschedule.done', AFTERNOON));
      const details = part(page, t, 'repair-order:details.heading');
      await details.getByText(t('order-sheet:window', AFTERNOON)).waitFor();
      await poll(() => focusedId(page)).toBe('repair-order-details');
      await expectNoSidewaysScroll(page, variant);

      // Cancelled after confirming: nothing left to do.
      const cancel = part(page, t, 'repair-order:cancel.heading');
      await cancel.getByRole('button', { name: t('repair-order:cancel.button') }).click();
      const dialog = page.getByRole('dialog', { name: t('repair-order:cancel.confirmTitle') });
      await dialog.getByRole('button', { name: t('repair-order:cancel.confirm') }).click();
      await toast(page, t('repair-order:cancel.done'));
      const status = part(page, t, 'repair-order:status.heading');
      await status.getByText(t('repair-order:cancelled.title')).waitFor();
      await status.getByText(t('repairStatus.cancelled'), { exact: true }).waitFor();
      // No progress of work that will not happen, and nothing left to do.
      expect(await status.getByRole('group', { name: t('repairProgress.label') }).count()).toBe(0);
      expect(await cancel.count()).toBe(0);
      expect(await part(page, t, 'repair-order:reschedule.heading').count()).toBe(0);
      await poll(() => focusedId(page)).toBe('repair-order-status');
      await expectNoSidewaysScroll(page, variant);

      // The booking's, the new pick-up's, then the cancellation's e-mail in the order's
      // language (the last one checked here): its link books anew.
      await expectOneMailPerStep(
        page,
        order.email,
        ['repair-booked', 'repair-rescheduled', 'repair-cancelled'],
        language,
        order.rmaNumber,
        () => mailText(language, 'cancelled.subject', { rmaNumber: order.rmaNumber }),
        1,
      );
    },
    { language: variant.language },
  );

  for (const decision of ['approve', 'decline'] as const) {
    journey(
      `private page ${label(variant)}: ${decision} the quote the service made`,
      async ({ page, t, language }) => {
        await atSize(page, variant);
        const date = laterPickupDate(0);
        const email = `quote.${uniqueSuffix()}@example.com`;
        const { created } = await bookRepair(date, AFTERNOON, email, language);
        // The service collects the device, receives and checks it, then quotes.
        await advanceOrder(created);
        await advanceOrder(created);
        await advanceOrder(created, 'quoteToBeConfirmed');
        // The quote's e-mail, in the order's language, leads to the page that answers it
        // (checked once a screen: it is the same whatever the answer).
        if (decision === 'approve')
          await expectOneMailPerStep(
            page,
            email,
            ['repair-booked', 'repair-picked-up', 'repair-received', 'repair-quote-ready'],
            language,
            created.rmaNumber,
            () => mailText(language, 'quote.readySubject', { rmaNumber: created.rmaNumber }),
            // Only the quote's: the steps before it have a journey of their own (notifications.test.ts).
            1,
          );
        await page.goto(privatePagePath('repairOrder', created.accessToken));
        const quote = part(page, t, 'repair-order:quote.heading');
        await quote.getByRole('table', { name: t('repair-order:quote.linesLabel') }).waitFor();
        await quote.getByText(t('repair-order:quote.total'), { exact: true }).waitFor();
        await part(page, t, 'repair-order:status.heading')
          .getByText(t('repairStatus.quoteToBeConfirmed'), { exact: true })
          .waitFor();
        await expectNoSidewaysScroll(page, variant);

        const before = warsawWallClock();
        await quote.getByRole('button', { name: t(`repair-order:quote.${decision}`) }).click();
        const dialog = page.getByRole('dialog', {
          name:
            decision === 'approve'
              ? t('repair-order:quote.confirmApproveTitle')
              : t('repair-order:quote.confirmDeclineTitle'),
        });
        await dialog
          .getByRole('button', {
            name:
              decision === 'approve'
                ? t('repair-order:quote.confirmApprove')
                : t('repair-order:quote.confirmDecline'),
          })
          .click();
        await toast(
          page,
          t(
            decision === 'approve'
              ? 'repair-order:quote.approvedDone'
              : 'repair-order:quote.declinedDone',
          ),
        );
        const answered = t.pattern(
          decision === 'approve' ? 'repair-order:quote.approved' : 'repair-order:quote.declined',
        );
        const answer = quote.getByText(answered);
        await answer.waitFor();
        // When it was answered, on Warsaw's clock although the browser's is New York's.
        const when = answered.exec((await answer.textContent()) ?? '')?.[1];
        expect([before, warsawWallClock()].map((at) => formatWallClock(at, language))).toContain(
          when,
        );
        expect(
          await quote.getByRole('button', { name: t(`repair-order:quote.${decision}`) }).count(),
        ).toBe(0);
        await poll(() => focusedId(page)).toBe('repair-order-quote');
      },
      { language: variant.language, timezoneId: 'America/New_York' },
    );
  }

  if (spareOrderPageServed)
    journey(
      `spare order ${label(variant)}: the order's page from the checkout`,
      async (session) => {
        await sparePartOrder(session, variant);
      },
      { language: variant.language, timeout: 180_000 },
    );
  else
    it.skip(
      `spare order ${label(variant)}: the order's page from the checkout (the API does not serve it yet)`,
    );

  if (spareOrderPageServed)
    journey(
      `spare order ${label(variant)}: download the receipt, then cancel the order before it is confirmed`,
      async (session) => {
        await receiptAndCancel(session, variant);
      },
      { language: variant.language, timeout: 180_000 },
    );
}

/** Checks out one part and follows the success notice's link to the order's page. */
async function sparePartOrder({ page, t }: Session, variant: Screen) {
  await atSize(page, variant);
  await page.goto('/spare/center');
  const add = page
    .getByRole('button', { name: t.pattern('spare-centre:accessories.addToCartFor') })
    .first();
  await add.click();
  await page.getByRole('link', { name: t('spare-centre:layout.cart', { count: 1 }) }).click();
  await page.getByRole('button', { name: t('cart:submit') }).click();
  const dialog = page.getByRole('dialog', { name: t('cart:checkout.title') });
  const contact = dialog.getByRole('form', { name: t('cart:checkout.stepContact') });
  for (const [field, value] of CHECKOUT_CONTACT)
    await contact.getByRole('textbox', { name: t(`cart:fields.${field}`) }).fill(value);
  await contact.getByRole('button', { name: t('cart:checkout.next') }).click();
  const invoice = dialog.getByRole('form', { name: t('cart:checkout.stepInvoice') });
  await invoice
    .getByRole('textbox', { name: t('cart:checkout.verifyCode') })
    .fill(FIXED_VERIFY_CODE);
  await invoice.getByRole('checkbox', { name: t('cart:checkout.privacy') }).check();
  await invoice.getByRole('button', { name: t('cart:checkout.confirm') }).click();

  const link = page.getByRole('link', { name: t('cart:checkout.orderPage') });
  await link.waitFor();
  await page
    .getByRole('heading', { level: 2, name: t.pattern('spare-centre:page.orderPlaced') })
    .waitFor();
  await expectNoAxeFinding(page, `the checkout's success notice and banner ${label(variant)}`);
  await link.click();
  await page.waitForURL('**/spare/order/**');
  const title = page.getByRole('heading', {
    level: 1,
    name: t.pattern('spare-order:title'),
  });
  await title.waitFor();
  const orderId = t.pattern('spare-order:title').exec((await title.textContent()) ?? '')?.[1];
  expect(await page.title()).toBe(
    t('pageTitle', {
      page: t('spare-order:pageTitle', { orderId: orderId ?? '' }),
      brand: t('brand'),
    }),
  );
  const status = page.getByRole('region', { name: t('spare-order:status.heading') });
  await status.getByText(t('spare-order:status.received'), { exact: true }).waitFor();
  await status.getByRole('group', { name: t('purchaseProgress.label') }).waitFor();
  await page
    .getByRole('region', { name: t('spare-order:lines.heading') })
    .getByText(t('spare-order:lines.total'), { exact: true })
    .waitFor();
  await page
    .getByRole('region', { name: t('spare-order:contact.heading') })
    .getByText('Ewa Zielińska')
    .waitFor();
  await page
    .getByRole('region', { name: t('spare-order:invoice.heading') })
    .getByText('ewa.zielinska@example.com')
    .first()
    .waitFor();
  await page
    .getByRole('region', { name: t('spare-order:logistics.heading') })
    .getByText(t('spare-order:logistics.notYet'))
    .waitFor();
  await expectNoSidewaysScroll(page, variant);
  await expectNoAxeFinding(page, `the spare order's page ${label(variant)}`);
}

/**
 * A cart order placed through the API, its page opened from its link: the
 * receipt downloaded as a PDF, then the order cancelled after confirming;
 * the page shows it cancelled, the customer gets one e-mail saying so, and
 * a second cancel is refused in the visitor's language.
 */
async function receiptAndCancel({ page, t, language }: Session, variant: Screen) {
  await atSize(page, variant);
  const person = customer(uniqueSuffix());
  const who = { ...person, postalCode: person.postal };
  const order = await placeSpareOrder(who, language);
  await page.goto(privatePagePath('spareOrder', order.accessToken));
  await page
    .getByRole('heading', { level: 1, name: t('spare-order:title', { orderId: order.orderId }) })
    .waitFor();
  const status = part(page, t, 'spare-order:status.heading');
  await status.getByText(t('spare-order:status.received'), { exact: true }).waitFor();

  const receipt = part(page, t, 'spare-order:receipt.heading');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: t('spare-order:receipt.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${order.orderId}.pdf`);
  // In the order's language.
  expect(await downloadedPdfText(download)).toContain(mailText(language, 'receipt.title'));
  await expectNoSidewaysScroll(page, variant);

  const cancel = part(page, t, 'spare-order:cancel.heading');
  await cancel.getByRole('button', { name: t('spare-order:cancel.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('spare-order:cancel.confirmTitle') });
  await dialog.getByRole('button', { name: t('spare-order:cancel.confirm') }).click();
  await toast(page, t('spare-order:cancel.done'));
  await status.getByText(t('purchaseStatus.cancelled'), { exact: true }).waitFor();
  await status.getByText(t('purchaseProgress.cancelledText')).waitFor();
  await status.getByText(t('spare-order:status.cancelledText')).waitFor();
  expect(await status.getByText(t('spare-order:status.received'), { exact: true }).count()).toBe(0);
  expect(await cancel.count()).toBe(0);
  await expectFocusOn(
    page,
    page.getByRole('heading', { level: 2, name: t('spare-order:status.heading') }),
    'the status heading',
  );
  await expectNoSidewaysScroll(page, variant);

  // The placement's e-mail, then the cancellation's, in the order's language.
  const kinds = ['spare-order-placed', 'spare-order-cancelled'];
  const mails = await mailsTo(who.email, kinds);
  expect(mails.map((mail) => mail.kind)).toEqual(kinds);
  expect(mails[1]?.subject).toBe(
    mailText(language, 'spareProgress.spare-order-cancelled.subject', { orderId: order.orderId }),
  );
  expect(mails[1]?.headers['content-language']).toBe(language);

  // Cancelled once: a second try is refused, in the visitor's language.
  const again = await fetch(
    `${inject('baseUrl')}${CUSTOMER_PATHS.spareOrderCancel.replace(':token', order.accessToken)}`,
    { method: 'POST', headers: { 'accept-language': language } },
  );
  expect(await again.json()).toEqual({
    result: 0,
    error_code: 422,
    error_msg: t('server:spareOrderAlreadyCancelled', { orderId: order.orderId }),
  });
}

/** axe-core finds nothing moderate, serious or critical on the page as it is (the status badges' contrast among it). */
async function expectNoAxeFinding(page: Page, screen: string) {
  const axe = new AxeReport();
  await axe.scan(page, screen);
  expect(axe.findings).toEqual([]);
}

/** The service mailbox of the test server: the default of SERVICE_EMAIL. */
const SERVICE_MAILBOX = 'serwis@phonecare-service.pl';

/** The customer's messages about an order in the outbox, once there are (its e-mail's kind and the order's number). */
async function messageToService(kind: 'repair-message' | 'spare-order-message', number: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const dir = outboxDir();
    const found = fs.existsSync(dir)
      ? readOutbox(dir).filter((mail) => mail.file.endsWith(`-${kind}-${number}.eml`))
      : [];
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no message to the service about ${number}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Writes `text` in the page's contact part and sends it: the confirmation
 * naming `email` is shown in place with the focus on it, and the text is cleared.
 */
async function sendToService(page: Page, t: T, variant: Screen, text: string, email: string) {
  const contact = part(page, t, 'contactService.heading');
  const box = contact.getByRole('textbox', { name: t('contactService.label') });
  await box.fill(text);
  await contact.getByRole('button', { name: t('contactService.send') }).click();

  const confirmation = contact.getByRole('status');
  await confirmation.getByText(t('contactService.sent', { email })).waitFor();
  await expectFocusOn(page, confirmation, 'the confirmation');
  expect(await box.inputValue()).toBe('');
  await expectNoSidewaysScroll(page, variant);
}

/** One e-mail to the service mailbox, in Polish, Reply-To the customer, naming the order, without the page's link. */
function expectMailToService(
  mails: Awaited<ReturnType<typeof messageToService>>,
  order: { number: string; email: string; text: string; accessToken: string },
) {
  const [mail, ...more] = mails;
  expect(more).toHaveLength(0);
  expect(mail?.headers.to).toBe(SERVICE_MAILBOX);
  expect(mail?.headers['content-language']).toBe('pl-PL');
  expect(mail?.headers['reply-to']).toBe(order.email);
  expect(mail?.subject).toContain(order.number);
  expect(mail?.text).toContain(order.text);
  expect(mail?.text).not.toContain(order.accessToken);
  expect(mail?.html).not.toContain(order.accessToken);
}

const MESSAGE = 'Czy mogę dołożyć do przesyłki etui? / Can I add the case to the parcel?';

for (const variant of SCREENS) {
  journey(
    `private page ${label(variant)}: a message to the service, confirmed in place and e-mailed to the service mailbox`,
    async ({ page, t, language }) => {
      await atSize(page, variant);
      const email = `contact.${uniqueSuffix()}@example.com`;
      const { created } = await bookReservedRepair(email, language, 1);
      await page.goto(privatePagePath('repairOrder', created.accessToken));
      await heading(page, t, created.rmaNumber).waitFor();

      await sendToService(page, t, variant, MESSAGE, email);
      expectMailToService(await messageToService('repair-message', created.rmaNumber), {
        number: created.rmaNumber,
        email,
        text: MESSAGE,
        accessToken: created.accessToken,
      });
    },
    { language: variant.language },
  );

  journey(
    `spare order ${label(variant)}: a message to the service, confirmed in place and e-mailed to the service mailbox`,
    async ({ page, t, language }) => {
      await atSize(page, variant);
      const person = customer(uniqueSuffix());
      const order = await placeSpareOrder({ ...person, postalCode: person.postal }, language);
      await page.goto(privatePagePath('spareOrder', order.accessToken));
      await page
        .getByRole('heading', {
          level: 1,
          name: t('spare-order:title', { orderId: order.orderId }),
        })
        .waitFor();

      const text = 'Czy ta bateria pasuje do X5 Pro? / Does this battery fit the X5 Pro?';
      await sendToService(page, t, variant, text, person.email);
      const number = String(order.orderId);
      expectMailToService(await messageToService('spare-order-message', number), {
        number,
        email: person.email,
        text,
        accessToken: order.accessToken,
      });
    },
    { language: variant.language },
  );
}
