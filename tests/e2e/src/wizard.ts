import { pickupDates, PICKUP_TIME_WINDOWS } from '@portal/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectFocusOn, expectFocusWithin, hydrated } from './browser';
import type { T } from './texts';
import { exact } from './texts';

/**
 * A 15-digit IMEI with a correct Luhn check digit, different on every call; its
 * type code is not one of the seed's, so a lookup by it finds only this booking.
 */
let imeiCounter = 0;
export function uniqueImei(): string {
  const body = `35209900${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const digits = (BigInt(body) + BigInt(imeiCounter++)).toString().padStart(14, '0');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let digit = Number(digits[13 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/**
 * An offered pick-up date other than today (a window of today may have
 * passed already): index 0 is the first day after today.
 */
export function laterPickupDate(index: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const dates = pickupDates().filter((date) => date !== today);
  const date = dates[Math.min(index, dates.length - 1)];
  if (!date) throw new Error('no pick-up dates offered');
  return date;
}

export const MORNING = PICKUP_TIME_WINDOWS[0];
export const AFTERNOON = PICKUP_TIME_WINDOWS[1];
export type Window = (typeof PICKUP_TIME_WINDOWS)[number];

/** Opens a Mantine select by its label and picks an option (the first one when no name is given). */
export async function choose(page: Page, label: string | RegExp, option?: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  const listbox = page.getByRole('listbox').filter({ visible: true }).last();
  await box.click();
  // A click the page was too busy to take opens nothing: a visitor clicks again.
  const opened = await listbox.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) await box.click();
  const target =
    option === undefined
      ? listbox.getByRole('option').first()
      : listbox.getByRole('option', { name: option });
  await target.click();
}

export interface Booking {
  imei: string;
  date: string;
  window: Window;
  name: string;
}

export function customer(suffix: string) {
  return {
    name: `Anna Nowak ${suffix}`,
    phone: '+48600100200',
    email: `anna.nowak.${suffix.toLowerCase()}@example.com`,
    city: 'Warszawa',
    street: 'ul. Marszałkowska',
    houseNumber: '12',
    postal: '00-950',
  };
}

export function panel(
  page: Page,
  t: T,
  name: 'basic' | 'device' | 'customer' | 'appointment',
): Locator {
  return page.getByRole('region', { name: t(`repair-wizard:panels.${name}`) });
}

/** Panel 1 with the agreement read and accepted in its modal; `onAgreement` sees the open modal. */
export async function fillBasicPanel(
  page: Page,
  t: T,
  onAgreement?: (modal: Locator) => Promise<void>,
) {
  // The prerendered wizard takes input once hydrated.
  await hydrated(page);
  const basic = panel(page, t, 'basic');
  await choose(page, t('order-sheet:channel'));
  await choose(page, t('order-sheet:brand'), 'NovaTel');
  await choose(page, t('order-sheet:model'));
  await basic.getByRole('radio', { name: t('order-sheet:outOfWarranty') }).check();
  await basic.getByRole('button', { name: t('repair-wizard:basic.readAgreement') }).click();
  const modal = page.getByRole('dialog', {
    name: t('repair-wizard:agreement.title', { brand: 'NovaTel' }),
  });
  await modal.waitFor();
  await onAgreement?.(modal);
  await modal.getByRole('button', { name: t('repair-wizard:agreement.accept') }).click();
  await modal.waitFor({ state: 'hidden' });
  expect(
    await basic.getByRole('checkbox', { name: t('repair-wizard:basic.consent') }).isChecked(),
  ).toBe(true);
  await basic.getByRole('button', { name: t('repair-wizard:actions.next') }).click();
}

export async function fillDevicePanel(page: Page, t: T, imei: string) {
  const device = panel(page, t, 'device');
  await device.waitFor();
  await device.getByRole('textbox', { name: t('repair-wizard:device.imei') }).fill(imei);
  await choose(page, t('order-sheet:accessories'));
  await page.keyboard.press('Escape');
  await choose(page, t('order-sheet:exterior'));
  await device
    .getByRole('textbox', { name: t('order-sheet:description') })
    .fill('The screen stays black after a fall.');
  await device
    .getByRole('textbox', { name: t('order-sheet:frequency') })
    .fill('Always, since yesterday.');
  await device.getByRole('button', { name: t('repair-wizard:actions.next') }).click();
}

export async function fillCustomerPanel(page: Page, t: T, who: ReturnType<typeof customer>) {
  const form = panel(page, t, 'customer');
  await form.waitFor();
  const field = (key: string) => form.getByRole('textbox', { name: t(key) });
  // The labels the order sheet prints too are its texts.
  await field('order-sheet:name').fill(who.name);
  await field('order-sheet:phone').fill(who.phone);
  await field('order-sheet:email').fill(who.email);
  await field('repair-wizard:customer.city').fill(who.city);
  await field('repair-wizard:customer.street').fill(who.street);
  await field('repair-wizard:customer.houseNumber').fill(who.houseNumber);
  await field('order-sheet:postal').fill(who.postal);
  await form.getByRole('button', { name: t('repair-wizard:actions.next') }).click();
}

/** A day of the calendar popover (labelled "D MMMM YYYY" in the page's language). */
export function calendarDay(page: Page, language: string, date: string): Locator {
  const locale = language.startsWith('pl')
    ? 'pl-PL'
    : language.startsWith('zh')
      ? 'zh-CN'
      : 'en-GB';
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const label = dayLabel(locale, new Date(Date.UTC(year, month - 1, day)));
  return page.getByRole('button', { name: label, exact: true });
}

/** Picks the date in the calendar popover. */
export async function pickDate(page: Page, t: T, language: string, date: string) {
  const form = panel(page, t, 'appointment');
  const dateField = t('order-sheet:pickupDate');
  await form.getByRole('button', { name: dateField }).click();
  const dayButton = calendarDay(page, language, date);
  const nextMonth = page.getByRole('button', { name: t('repair-wizard:appointment.nextMonth') });
  await nextMonth.waitFor();
  // The four offered days may run into the next month.
  if (!(await dayButton.isVisible())) {
    await nextMonth.click();
    // The button may be disabled now (no later month offered): the focus stays in the calendar.
    await expectFocusWithin(page, page.getByRole('dialog', { name: dateField }), 'the calendar');
  }
  await dayButton.click();
  await expectFocusOn(page, form.getByRole('button', { name: dateField }), 'the date field');
}

// dayjs's zh-cn month names (Intl writes "11月").
const ZH_MONTHS = [
  '一月',
  '二月',
  '三月',
  '四月',
  '五月',
  '六月',
  '七月',
  '八月',
  '九月',
  '十月',
  '十一月',
  '十二月',
];

/** dayjs's "D MMMM YYYY" in the app's locales. */
function dayLabel(locale: string, date: Date): string {
  const month = (form: 'long') =>
    new Intl.DateTimeFormat(locale, { month: form, timeZone: 'UTC' }).format(date);
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  if (locale === 'pl-PL') {
    // dayjs uses the genitive month name after a day number ("23 listopada").
    const genitive = new Intl.DateTimeFormat('pl-PL', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
      .format(date)
      .replace(/^\d+\s*/, '');
    return `${day} ${genitive} ${year}`;
  }
  if (locale === 'zh-CN') return `${day} ${ZH_MONTHS[date.getUTCMonth()]} ${year}`;
  return `${day} ${month('long')} ${year}`;
}

export async function fillAppointmentPanel(
  page: Page,
  t: T,
  language: string,
  {
    date,
    window,
    label,
    beforeSubmit,
  }: {
    date: string;
    window: Window;
    label: boolean;
    /** Runs with everything chosen, just before the submission (e.g. others taking the slot). */
    beforeSubmit?: () => Promise<unknown>;
  },
) {
  const form = panel(page, t, 'appointment');
  await form.waitFor();
  await pickDate(page, t, language, date);
  await form
    .getByRole('radio', {
      name: exact(t('order-sheet:window', { from: window.from, to: window.to })),
    })
    .check();
  await form
    .getByRole('radio', {
      name: new RegExp(
        `^${t(`repair-wizard:appointment.waybillOption.${label ? '1' : '2'}.title`)}`,
      ),
    })
    .check();
  await beforeSubmit?.();
  await form.getByRole('button', { name: t('repair-wizard:actions.submit') }).click();
}
