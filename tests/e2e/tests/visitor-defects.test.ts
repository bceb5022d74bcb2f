import { pickupDates } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { paths } from '../../../apps/web/src/config/paths';
import { bookRepair, cancelShipment } from '../src/api';
import { browserSuite, expectFocusOn, hydrated, type Session, poll } from '../src/browser';
import { atSize, EACH_ONCE, SCREENS, scrollsSideways, SIZES } from '../src/screens';
import { texts, type T } from '../src/texts';
import { chooseLanguage } from '../src/language-select';
import {
  AFTERNOON,
  calendarDay,
  choose,
  customer,
  fillAppointmentPanel,
  fillBasicPanel,
  fillCustomerPanel,
  fillDevicePanel,
  laterPickupDate,
  panel,
  uniqueImei,
} from '../src/wizard';

/**
 * What a new visitor met (issue 27): the focus falling to the page's body,
 * a consent kept for another brand, a cancelled repair "being processed",
 * a page wider than a phone, a date without its preposition, a hydration
 * error, a faint focus ring and a title left in Polish.
 */
// Independent journeys, each with its own customer and context: side by side.
const { journey } = browserSuite({ concurrent: true });

/** The heading of every route of paths.ts (the two area roots lead to their first page). */
const HEADING_OF: Record<string, string> = {
  [paths.home]: 'home:title',
  [paths.repairArea]: 'order-lookup:title',
  [paths.orderLookup]: 'order-lookup:title',
  [paths.repairWizard]: 'repair-wizard:title',
  [paths.spareArea]: 'spare-centre:page.title',
  [paths.spareCentre]: 'spare-centre:page.title',
  [paths.cart]: 'cart:title',
  [paths.softwareUpdates]: 'compliance:software.title',
  [paths.qualityEnvironmental]: 'compliance:quality.title',
  [paths.cookiePolicy]: 'legal:cookiePolicy.title',
  [paths.privacyPolicy]: 'legal:privacy.title',
  [paths.cookieSettings]: 'legal:settings.title',
};

const title = (t: T, path: string) => `${t(HEADING_OF[path]!)} | ${t('common:brand')}`;

/** Console errors (React's hydration errors among them) from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Panel 1 with the consent given, taken back by a change of brand, and given again in the agreement. */
async function basicPanelWithConsentPerBrand(page: Page, t: T) {
  const basic = panel(page, t, 'basic');
  const consent = basic.getByRole('checkbox', { name: t('repair-wizard:basic.consent') });
  await choose(page, t('order-sheet:channel'));
  await choose(page, t('order-sheet:brand'), 'NovaTel');
  await poll(() => consent.isEnabled()).toBe(true);
  await consent.check();

  // Another brand: the consent given for NovaTel does not carry over, and this one has nothing to accept.
  await choose(page, t('order-sheet:brand'), 'Orbis Mobile');
  expect(await consent.isChecked()).toBe(false);
  await basic.getByText(t('repair-wizard:agreement.cannotAccept')).waitFor();
  expect(await consent.isDisabled()).toBe(true);

  // Back to NovaTel: consent again, given through the agreement this time.
  await choose(page, t('order-sheet:brand'), 'NovaTel');
  await poll(() => consent.isEnabled()).toBe(true);
  expect(await consent.isChecked()).toBe(false);
  await basic.getByRole('button', { name: t('repair-wizard:basic.readAgreement') }).click();
  const modal = page.getByRole('dialog', {
    name: t('repair-wizard:agreement.title', { brand: 'NovaTel' }),
  });
  await modal.getByRole('button', { name: t('repair-wizard:agreement.accept') }).click();
  await modal.waitFor({ state: 'hidden' });
  expect(await consent.isChecked()).toBe(true);
  await expectFocusOn(page, consent, 'the consent box, after "I agree"');

  await choose(page, t('order-sheet:model'));
  await basic.getByRole('radio', { name: t('order-sheet:outOfWarranty') }).check();
  await basic.getByRole('button', { name: t('repair-wizard:actions.next') }).click();
}

/** The wizard from the first panel to the result, checking where the focus goes at each step. */
async function bookWithFocusChecks({ page, t, language }: Session, date: string) {
  const errors = consoleErrors(page);
  await page.goto(paths.repairWizard);
  await page.getByRole('heading', { name: t('repair-wizard:title'), level: 1 }).waitFor();
  await hydrated(page);

  await basicPanelWithConsentPerBrand(page, t);
  const device = panel(page, t, 'device');
  await expectFocusOn(
    page,
    device.getByRole('textbox', { name: t('repair-wizard:device.imei') }),
    'the IMEI field, after Next on the first panel',
  );
  await fillDevicePanel(page, t, uniqueImei());
  await expectFocusOn(
    page,
    panel(page, t, 'customer').getByRole('textbox', { name: t('order-sheet:name') }),
    'the name field, after Next on the device panel',
  );
  await fillCustomerPanel(
    page,
    t,
    customer(`Focus${language.slice(0, 2)}${page.viewportSize()?.width}`),
  );
  await expectFocusOn(
    page,
    panel(page, t, 'appointment').getByRole('button', {
      name: t('order-sheet:pickupDate'),
    }),
    'the date field, after Next on the customer panel',
  );
  await fillAppointmentPanel(page, t, language, { date, window: AFTERNOON, label: true });

  const heading = page.getByRole('heading', { name: t('repair-wizard:result.successTitle') });
  await heading.waitFor();
  await expectFocusOn(page, heading, "the result's heading");
  await page.getByRole('link', { name: /\.pdf/ }).waitFor();
  expect(errors).toEqual([]);
}

for (const screen of EACH_ONCE) {
  const { language } = screen;
  journey(
    `27a. wizard ${screen.name}: focus after each step, the agreement and on the result; consent per brand; the result fits and reads right`,
    async (session) => {
      const { page, t } = session;
      await atSize(page, screen);
      const date = laterPickupDate(1);
      await bookWithFocusChecks(session, date);

      // Nothing scrolls sideways, the label's long file name included.
      expect(await scrollsSideways(page)).toBe(false);
      const label = page.getByRole('link', { name: /\.pdf/ });
      const box = await label.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= screen.width).toBe(true);

      // The pick-up day as the language says it.
      const sentence =
        (await page.getByText(t.pattern('repair-wizard:result.pickup')).textContent()) ?? '';
      if (language === 'pl-PL') {
        expect(sentence).toMatch(
          /^Kurier odbierze telefon (w poniedziałek|we wtorek|w środę|w czwartek|w piątek), \d{1,2} \p{L}+, w godzinach 13:00–15:00\.$/u,
        );
      } else if (language === 'en-US') {
        expect(sentence).toMatch(
          /^The courier will collect your phone on (Monday|Tuesday|Wednesday|Thursday|Friday), \d{1,2} [A-Z][a-z]+, between 13:00 and 15:00\.$/,
        );
      } else {
        expect(sentence).toMatch(
          /^快递员将于\d{1,2}月\d{1,2}日（星期[一二三四五]）13:00–15:00上门取件。$/,
        );
      }
    },
    { language, timeout: 150_000 },
  );
}

/**
 * An instant in the month after next whose four pick-up days run into the
 * month after it, 10:00 in Warsaw: the browser's clock for the calendar's
 * "next month", which is offered only then.
 */
function pickupDaysOverMonthEnd(): { now: Date; firstInNextMonth: string } {
  const base = new Date();
  const year = base.getUTCFullYear();
  const month = base.getUTCMonth() + 2; // zero-based: the month after next
  for (let day = 15; day <= 31; day++) {
    const at = new Date(Date.UTC(year, month, day, 9));
    const dates = pickupDates(at);
    const first = dates[0]?.slice(0, 7);
    const runOn = dates.find((date) => date.slice(0, 7) !== first);
    if (runOn) return { now: at, firstInNextMonth: runOn };
  }
  throw new Error('no month end found for the calendar');
}

for (const screen of SCREENS) {
  journey(
    `27f. wizard ${screen.name}: "next month" when the pick-up days run into it, then disabled, leaves the focus on its first day on offer`,
    async ({ page, t, language }) => {
      const { now, firstInNextMonth } = pickupDaysOverMonthEnd();
      // The wizard offers the days of the browser's clock; this journey books nothing.
      await page.clock.setSystemTime(now);
      await atSize(page, screen);
      await page.goto('/base/create');
      await fillBasicPanel(page, t);
      await fillDevicePanel(page, t, uniqueImei());
      await fillCustomerPanel(
        page,
        t,
        customer(`Month${screen.language.slice(0, 2)}${screen.width}`),
      );
      const dateField = t('order-sheet:pickupDate');
      await panel(page, t, 'appointment').getByRole('button', { name: dateField }).click();
      const calendar = page.getByRole('dialog', { name: dateField });
      const nextMonth = calendar.getByRole('button', {
        name: t('repair-wizard:appointment.nextMonth'),
      });
      await nextMonth.click();
      await poll(() => nextMonth.isDisabled()).toBe(true);
      await expectFocusOn(
        page,
        calendarDay(page, language, firstInNextMonth),
        'its first day on offer',
      );
    },
    { language: screen.language },
  );
}

for (const screen of SCREENS) {
  journey(
    `27b. a cancelled repair, looked up in ${screen.name}: its own message, no progress`,
    async ({ page, t }) => {
      await atSize(page, screen);
      const booked = await bookRepair(laterPickupDate(1), AFTERNOON);
      expect(booked.reservation.result).toBe(1);
      await cancelShipment(booked.created);

      const errors = consoleErrors(page);
      await page.goto(paths.orderLookup);
      await hydrated(page);
      await page
        .getByRole('search', { name: t('order-lookup:searchLabel') })
        .getByRole('textbox')
        .fill(booked.created.rmaNumber);
      await page.getByRole('button', { name: t('order-lookup:search'), exact: true }).click();
      const card = page
        .getByRole('region', { name: t('order-lookup:resultsLabel') })
        .getByRole('article', { name: t('order-lookup:repair.cardTitle') });
      await card.getByText(t('common:lookup.repair.cancelledTitle'), { exact: true }).waitFor();
      await card.getByText(t('common:lookup.repair.cancelled')).waitFor();
      await card.getByText(t('common:repairStatus.cancelled'), { exact: true }).first().waitFor();
      expect(await card.getByText(t('common:lookup.repair.processingTitle')).count()).toBe(0);
      expect(
        await card.getByRole('group', { name: t('common:repairProgress.label') }).count(),
      ).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    },
    { language: screen.language },
  );
}

for (const screen of EACH_ONCE) {
  const { language } = screen;
  journey(
    `27c. every route in ${screen.name}: hydrated or rendered without a console error, nothing scrolls sideways, the title in ${language}`,
    async ({ page }) => {
      const t = texts(language);
      await atSize(page, screen);
      const errors = consoleErrors(page);
      // The private pages, behind a token, have journeys of their own (private-pages.test.ts).
      for (const path of Object.values(paths).filter((route) => !route.includes('/:'))) {
        await page.goto(path);
        await page.getByRole('heading', { name: t(HEADING_OF[path]!), level: 1 }).waitFor();
        // Hydrated (Polish) or rendered afresh (the other languages): the page takes input.
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await scrollsSideways(page), `${path} scrolls sideways`).toBe(false);
        expect(await page.title(), path).toBe(title(t, path));
      }
      expect(errors).toEqual([]);
    },
    // New visitors: Polish with nothing stored (the prerendered pages' language), the
    // others stored as the language select stores them; the cookie dialog not yet answered.
    {
      language: language === 'pl-PL' ? null : language,
      cookieAnswer: null,
      timeout: 150_000,
    },
  );
}

journey(
  '27d. the title: Polish in the prerendered head, English after switching the language',
  async ({ page, baseUrl }) => {
    const pl = texts('pl-PL');
    const en = texts('en-US');
    for (const path of [paths.home, paths.orderLookup, paths.cart, paths.cookiePolicy]) {
      const html = await (
        await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })
      ).text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toBe(title(pl, path));
    }
    await page.goto(paths.orderLookup);
    await hydrated(page);
    expect(await page.title()).toBe(title(pl, paths.orderLookup));
    await chooseLanguage(page, pl, 'en-US');
    await page.getByRole('heading', { name: en('order-lookup:title'), level: 1 }).waitFor();
    expect(await page.title()).toBe(title(en, paths.orderLookup));
    await page.goto(paths.repairWizard);
    await page.getByRole('heading', { name: en('repair-wizard:title'), level: 1 }).waitFor();
    expect(await page.title()).toBe(title(en, paths.repairWizard));
  },
  { language: null },
);

for (const size of SIZES) {
  journey(
    `27e. a visible focus ring at ${size.width}×${size.height}: a 2px solid outline, offset, on a field, a button, a link and a checkbox`,
    async ({ page, t }) => {
      await page.setViewportSize(size);
      await page.goto(paths.repairWizard);
      await hydrated(page);
      const basic = panel(page, t, 'basic');
      // A brand with an agreement, so that the consent box can be used.
      await choose(page, t('order-sheet:brand'), 'NovaTel');
      const consent = basic.getByRole('checkbox', { name: t('repair-wizard:basic.consent') });
      await poll(() => consent.isEnabled()).toBe(true);
      const controls = [
        basic.getByRole('combobox', { name: t('order-sheet:model') }),
        basic.getByRole('radio', { name: t('order-sheet:inWarranty') }),
        consent,
        basic.getByRole('button', { name: t('repair-wizard:basic.readAgreement') }),
        basic.getByRole('button', { name: t('repair-wizard:actions.next') }),
      ];
      for (const control of controls) {
        // By keyboard, as a visitor without a mouse reaches it.
        await control.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const ring = await control.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            focused: element === document.activeElement,
            width: parseFloat(style.outlineWidth),
            style: style.outlineStyle,
            offset: parseFloat(style.outlineOffset),
            color: style.outlineColor,
          };
        });
        expect(ring.focused).toBe(true);
        expect(ring.width).toBeGreaterThanOrEqual(2);
        expect(ring.style).toBe('solid');
        expect(ring.offset).toBeGreaterThanOrEqual(1);
        expect(ring.color).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
      }
    },
  );
}
