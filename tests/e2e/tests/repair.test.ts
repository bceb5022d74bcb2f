import fs from 'node:fs';
import { API_PATHS, errorResponse } from '@portal/contracts';
import { DEMO_KEYS } from '@portal/db';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { bookRepair, cancelShipment, fillSlot } from '../src/api';
import { browserSuite, expectFocusOn, poll } from '../src/browser';
import { atSize, expectNoSidewaysScroll, SCREENS } from '../src/screens';
import { exact, type T } from '../src/texts';
import {
  AFTERNOON,
  customer,
  fillAppointmentPanel,
  fillBasicPanel,
  fillCustomerPanel,
  fillDevicePanel,
  laterPickupDate,
  MORNING,
  panel,
  uniqueImei,
  type Window,
} from '../src/wizard';

const { journey } = browserSuite();

async function numbersOnResultPage(page: Page) {
  const text = (await page.getByRole('main').textContent()) ?? '';
  const rma = /RMA\d{12,}/.exec(text)?.[0];
  const shipmentNo = /PCS\d{9,}/.exec(text)?.[0];
  if (!rma || !shipmentNo) throw new Error(`no order numbers on the result page: ${text}`);
  return { rma, shipmentNo };
}

journey(
  '1. book a repair with courier pick-up and label, the order sheet, the label PDF',
  async ({ page, t, language }) => {
    const imei = uniqueImei();
    const who = customer('Label');
    const date = laterPickupDate(0);

    await page.goto('/');
    await page
      .getByRole('link', { name: new RegExp(`^${t('home:actions.addOrder.title')}`) })
      .click();
    await page.getByRole('heading', { name: t('repair-wizard:title'), level: 1 }).waitFor();
    await fillBasicPanel(page, t, async (modal) => {
      // The brand's agreement text is shown, sanitised, in the modal.
      expect((await modal.textContent())?.length).toBeGreaterThan(200);
    });
    await fillDevicePanel(page, t, imei);
    await fillCustomerPanel(page, t, who);
    await fillAppointmentPanel(page, t, language, { date, window: AFTERNOON, label: true });

    await page.getByRole('heading', { name: t('repair-wizard:result.successTitle') }).waitFor();
    const { rma, shipmentNo } = await numbersOnResultPage(page);
    await page.getByText(t.pattern('repair-wizard:result.pickup', AFTERNOON)).waitFor();
    for (const name of ['goHome', 'print']) {
      await page
        .getByRole(name === 'goHome' ? 'link' : 'button', {
          name: t(`repair-wizard:result.${name}`),
        })
        .waitFor();
    }
    await page.getByRole('button', { name: t('repair-wizard:result.addAnother') }).waitFor();

    // The printable order sheet: order number, customer, device, fault, signature lines.
    const sheet = page.getByRole('article', { name: t('order-sheet:title') });
    await sheet.waitFor();
    const sheetText = (await sheet.textContent()) ?? '';
    for (const expected of [
      rma,
      shipmentNo,
      who.name,
      who.email,
      imei,
      'NovaTel',
      'The screen stays black after a fall.',
    ]) {
      expect(sheetText).toContain(expected);
    }
    expect(await sheet.getByText(t('order-sheet:signature')).count()).toBe(2);
    expect(await sheet.getByText(t('order-sheet:date'), { exact: true }).count()).toBe(2);

    // Printed, the page is the sheet alone: buttons, header and footer stay on screen.
    const print = page.getByRole('button', { name: t('repair-wizard:result.print') });
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await print.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await print.isVisible()).toBe(true);

    // The waybill: a real PDF named after the shipment.
    const fileName = `${shipmentNo}.pdf`;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: t('repair-wizard:result.downloadLabel', { file: fileName }) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');

    // On a phone the result, with its long numbers and the label button, fits the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(sideways).toBe(false);
  },
);

/**
 * The slot journey 2 fills, and the last of the bookings that filled it:
 * each screen's journey gives that seat back at its end, so that the next
 * finds the slot offered with one seat left and sees it taken meanwhile.
 */
const FULL_DATE = laterPickupDate(2);
let lastFiller: { shipmentId: number; orderId: number } | undefined;

for (const screen of SCREENS) {
  journey(
    `2. ${screen.name}: a reservation in a full slot fails, the order's page is offered, change reservation shows the slot full, success`,
    async ({ page, t, language }) => {
      await atSize(page, screen);
      const date = FULL_DATE;
      // The date's afternoon is full before the visitor comes (its first screen fills it).
      await fillSlot(date, AFTERNOON);
      await page.goto('/base/create');
      await fillBasicPanel(page, t);
      await fillDevicePanel(page, t, uniqueImei());
      await fillCustomerPanel(page, t, customer(`Full${screen.width}${language.slice(0, 2)}`));
      const form = panel(page, t, 'appointment');
      const windowRadio = (window: Window) =>
        form.getByRole('radio', { name: new RegExp(`^${t('order-sheet:window', window)}`) });
      // Other customers take every seat of the morning slot while this one is choosing it
      // (the wizard does not offer a slot it already knows is full).
      await fillAppointmentPanel(page, t, language, {
        date,
        window: MORNING,
        label: false,
        beforeSubmit: async () => {
          // Seats shown before the choice: the full afternoon is offered no more, with why.
          await poll(() => windowRadio(AFTERNOON).isDisabled()).toBe(true);
          await form.getByText(t('repair-wizard:appointment.windowFull')).waitFor();
          expect(await windowRadio(MORNING).isEnabled()).toBe(true);
          const filled = await fillSlot(date, MORNING);
          expect(filled.length).toBeGreaterThan(0);
          lastFiller = filled.at(-1);
        },
      });

      await page.getByRole('heading', { name: t('repair-wizard:result.errorTitle') }).waitFor();
      // The courier's refusal, as the API words it in the visitor's language.
      const alert = page
        .getByRole('alert')
        .filter({ hasText: t.pattern('server:noFreePickupSlots') });
      await alert.waitFor();
      const rma = /RMA\d{12,}/.exec((await page.getByRole('main').textContent()) ?? '')?.[0] ?? '';
      expect(rma).toMatch(/^RMA\d{12,}$/);
      expect(
        await page.getByRole('button', { name: t('repair-wizard:result.print') }).count(),
      ).toBe(0);
      // The order is stored: its page, where a pick-up can be chosen later, is offered too.
      const pageLink = page.getByRole('link', { name: t('repair-wizard:result.privatePage.open') });
      expect(await pageLink.getAttribute('href')).toMatch(/^\/base\/order\/[\w-]+$/);
      await expectNoSidewaysScroll(page, screen);

      await page.getByRole('button', { name: t('repair-wizard:result.changeReservation') }).click();
      await page.getByText(t('repair-wizard:changeReservation.text', { rma })).waitFor();
      // The button is gone with the result: the appointment's first field has the focus.
      await expectFocusOn(
        page,
        form.getByRole('button', {
          name: t('order-sheet:pickupDate'),
        }),
        'the date field',
      );
      // Only the appointment can change now; the earlier panels stay closed.
      await form.waitFor();
      expect(
        await page.getByRole('button', { name: t('repair-wizard:panels.basic') }).isDisabled(),
      ).toBe(true);
      // The availability is asked again: the window that just failed, still the one chosen,
      // is shown full, with why, and so is its date, every window of which is full now.
      await poll(() => windowRadio(MORNING).isDisabled()).toBe(true);
      await form.getByText(t('repair-wizard:appointment.windowFull')).first().waitFor();
      await form
        .getByRole('status')
        .filter({ hasText: t.pattern('repair-wizard:appointment.allWindowsFull') })
        .waitFor();
      // Another day's afternoon: the private pages' journeys fill this day's afternoon.
      await fillAppointmentPanel(page, t, language, {
        date: laterPickupDate(0),
        window: AFTERNOON,
        label: false,
      });

      await page.getByRole('heading', { name: t('repair-wizard:result.successTitle') }).waitFor();
      const after = await numbersOnResultPage(page);
      expect(after.rma).toBe(rma);
      await page.getByText(t.pattern('repair-wizard:result.pickup', AFTERNOON)).waitFor();
      // "Print label": the courier brings the label, so none is offered for download.
      expect(await page.getByRole('link', { name: /\.pdf/ }).count()).toBe(0);
      await expectNoSidewaysScroll(page, screen);
      // Its own page says the same: the order sheet to pack, the label brought by the courier.
      await page.getByRole('link', { name: t('repair-wizard:result.privatePage.open') }).click();
      const documents = page.getByRole('region', {
        name: t('repair-order:documents.headingSheet'),
      });
      await documents.getByText(t('repair-order:documents.textCourierLabel')).waitFor();
      expect(
        await page.getByRole('button', { name: t('repair-order:documents.label') }).count(),
      ).toBe(0);
      await expectNoSidewaysScroll(page, screen);

      // One seat free again for the next screen's journey.
      if (lastFiller) await cancelShipment(lastFiller);
    },
    { language: screen.language, timeout: 150_000 },
  );
}

for (const screen of SCREENS) {
  journey(
    `${screen.name}: a refused booking (the cap of bookings per contact) stays in the wizard with its reason, which takes the focus; nothing typed is lost`,
    async ({ page, t, language }) => {
      await atSize(page, screen);
      // The e2e portal's caps are raised for the other journeys: the answer the
      // capped portal gives, word for word in the visitor's language.
      const reason = t('server:bookingCap.email', { cap: 5 });
      await page.route(`**${API_PATHS.repairOrderAdd}`, (route) =>
        route.fulfill({ json: errorResponse(429, reason) }),
      );
      const who = customer(`Capped${screen.width}${language.slice(0, 2)}`);
      await page.goto('/base/create');
      await fillBasicPanel(page, t);
      await fillDevicePanel(page, t, uniqueImei());
      await fillCustomerPanel(page, t, who);
      await fillAppointmentPanel(page, t, language, {
        date: laterPickupDate(1),
        window: AFTERNOON,
        label: true,
      });

      const refusal = page.getByRole('alert').filter({ hasText: t('repair-wizard:refused.title') });
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain(reason);
      await expectFocusOn(page, refusal, 'the refusal');
      // In the page, not a passing notice titled with the catalogue's "too many requests".
      expect(await page.getByText(t('common:errors.code.429')).count()).toBe(0);
      await expectNoSidewaysScroll(page, screen);
      await page.getByRole('button', { name: t('repair-wizard:panels.customer') }).click();
      expect(
        await panel(page, t, 'customer')
          .getByRole('textbox', { name: t('order-sheet:name') })
          .inputValue(),
      ).toBe(who.name);
    },
    // Its answer is the page's own: beside the other screens'.
    { language: screen.language, concurrent: true },
  );
}

/** Searches and waits for the answer of this very search. */
async function search(page: Page, t: T, keyword: string) {
  await page
    .getByRole('search', { name: t('order-lookup:searchLabel') })
    .getByRole('textbox')
    .fill(keyword);
  await Promise.all([
    page.waitForResponse((res) => /\/order\/(user\/query|accessories\/inquiry)/.test(res.url())),
    page.getByRole('button', { name: t('order-lookup:search'), exact: true }).click(),
  ]);
  return page.getByRole('region', { name: t('order-lookup:resultsLabel') });
}

journey(
  '3. look repairs up by RMA number, IMEI and tracking number; every status; no data; empty keyword',
  async ({ page, t }) => {
    // A repair of its own, booked beforehand, so this journey runs alone.
    const { created, imei } = await bookRepair(laterPickupDate(0), MORNING);
    await page.goto('/');
    await page
      .getByRole('link', { name: new RegExp(`^${t('home:actions.searchRecord.title')}`) })
      .click();
    await page.getByRole('heading', { name: t('order-lookup:title'), level: 1 }).waitFor();

    // Empty keyword: a warning on the field, once, no search.
    await page.getByRole('button', { name: t('order-lookup:search'), exact: true }).click();
    await page.getByText(t('order-lookup:keywordRequired')).first().waitFor();
    expect(await page.getByText(t('order-lookup:keywordRequired')).count()).toBe(1);
    expect(
      await page
        .getByRole('textbox', { name: t('order-lookup:keyword.repair') })
        .getAttribute('aria-invalid'),
    ).toBe('true');

    const pending = t('repairStatus.pendingPickup');
    for (const keyword of [created.rmaNumber, imei, created.shipmentNo]) {
      const results = await search(page, t, keyword);
      const card = results.getByRole('article', { name: t('order-lookup:repair.cardTitle') });
      // One card (a strict locator): the booking made one order.
      await card.waitFor();
      await card.getByText(pending, { exact: true }).waitFor();
      await card.getByRole('group', { name: t('repairProgress.label') }).waitFor();
    }

    // One seeded repair in every status, found by each kind of key in turn.
    const entries = Object.entries(DEMO_KEYS.repairOrders);
    for (const [index, [status, keys]] of entries.entries()) {
      const keyword = [keys.rmaNumber, keys.imei, keys.shipmentNo][index % 3] ?? keys.rmaNumber;
      const results = await search(page, t, keyword);
      const card = results.getByRole('article', { name: t('order-lookup:repair.cardTitle') });
      await card
        .getByText(t(`repairStatus.${status}`), { exact: true })
        .first()
        .waitFor();
      if (status === 'waitingForPart') {
        await card
          .getByText(t('repairProgress.steps.waitingForPart'), { exact: true })
          .last()
          .waitFor();
      }
      if (keys.sendLogisticsNo) {
        await card.getByText(t('lookup.repair.finishedTitle')).waitFor();
        expect(await card.textContent()).toContain(keys.sendLogisticsNo);
      }
    }
    // The return parcel's number is a keyword too.
    const finished = DEMO_KEYS.repairOrders.finished;
    const byReturnParcel = await search(page, t, finished.sendLogisticsNo);
    await byReturnParcel.getByText(t('repairStatus.finished'), { exact: true }).waitFor();

    // A well-formed key of no order: the no-data state.
    const none = await search(page, t, DEMO_KEYS.notFound.rmaNumber);
    await none.getByText(t('order-lookup:noData.title')).waitFor();
    await none.getByText(t('order-lookup:noData.repair')).waitFor();
    expect(await none.getByRole('article').count()).toBe(0);
  },
);

journey('4. purchase lookup in every purchase status', async ({ page, t }) => {
  await page.goto('/base/query');
  const results = page.getByRole('region', { name: t('order-lookup:resultsLabel') });
  await search(page, t, DEMO_KEYS.repairOrders.checking.rmaNumber);
  await results.getByRole('article').waitFor();
  // Changing the mode clears the keyword and the result.
  // The segment's radio input is visually hidden; its label is what a visitor clicks.
  await page.getByText(t('order-lookup:mode.purchase'), { exact: true }).click();
  expect(await page.getByRole('radio', { name: t('order-lookup:mode.purchase') }).isChecked()).toBe(
    true,
  );
  await results.getByText(t('order-lookup:idle.title')).waitFor();
  expect(await results.getByRole('article').count()).toBe(0);
  expect(
    await page.getByRole('textbox', { name: t('order-lookup:keyword.purchase') }).inputValue(),
  ).toBe('');

  const expected: Record<
    keyof typeof DEMO_KEYS.purchaseOrders,
    { status: string; logistics?: string }
  > = {
    pendingConfirmation: { status: 'pendingConfirmation' },
    pendingPayment: { status: 'pendingPayment' },
    pendingShipment: { status: 'pendingShipment' },
    pendingInvoice: { status: 'pendingInvoice', logistics: '1000634901127U' },
    completed: { status: 'completed', logistics: '620548318802714563902217' },
    cancelled: { status: 'cancelled' },
    // Reopened maps back to the first step.
    reopened: { status: 'pendingConfirmation' },
  };
  for (const [name, orderId] of Object.entries(DEMO_KEYS.purchaseOrders)) {
    const want = expected[name as keyof typeof expected];
    const found = await search(page, t, String(orderId));
    const card = found.getByRole('article', {
      name: t('order-lookup:purchase.cardTitle', { orderId }),
    });
    await card.waitFor();
    const statusText = t(`purchaseStatus.${want.status}`);
    await card.getByText(exact(statusText)).first().waitFor();
    if (want.status === 'cancelled') {
      await card.getByText(t('common:purchaseProgress.cancelledText')).waitFor();
    } else {
      await card.getByText(t('common:purchaseProgress.message', { status: statusText })).waitFor();
      await card.getByRole('group', { name: t('common:purchaseProgress.label') }).waitFor();
    }
    const text = (await card.textContent()) ?? '';
    if (want.logistics) expect(text, name).toContain(want.logistics);
    else expect(text, name).not.toMatch(t.pattern('common:purchaseProgress.logistics'));
  }

  const none = await search(page, t, String(DEMO_KEYS.notFound.purchaseOrderId));
  await none.getByText(t('order-lookup:noData.purchase')).waitFor();
});
