import type { Language } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserSuite, expectFocusOn, poll } from '../src/browser';
import { atSize, EACH_ONCE, expectNoSidewaysScroll, SCREENS } from '../src/screens';
import { FIXED_VERIFY_CODE } from '../src/server';
import type { T } from '../src/texts';

/**
 * The shop's faults of issue 27, each checked as a visitor meets it: one
 * "added" notification however often one adds, a part without a price that
 * says why it cannot be added, the focus through the checkout, and the tax
 * number of a company outside Poland.
 */
// Independent journeys, each with its own customer and context: side by side.
const { journey } = browserSuite({ concurrent: true });

/** The seed's parts of the first model, by language (the card is named in the visitor's). */
const PARTS = {
  battery: { 'en-US': 'Battery 5000 mAh X5 Pro', 'pl-PL': 'Bateria 5000 mAh X5 Pro' },
  cable: { 'en-US': 'USB-C to USB-C cable 1 m, 6 A', 'pl-PL': 'Kabel USB-C – USB-C 1 m, 6 A' },
  /** DEMO_KEYS.accessoryWithoutPrice: price null. */
  noPrice: {
    'en-US': 'Loudspeaker module, X5 series',
    'pl-PL': 'Moduł głośnika multimedialnego, seria X5',
  },
} as const;

type Part = keyof typeof PARTS;
const partName = (part: Part, language: Language) =>
  PARTS[part][language === 'pl-PL' ? 'pl-PL' : 'en-US'];

async function openCentre(page: Page, t: T) {
  await page.goto('/spare/center');
  await page.getByRole('article').first().waitFor();
  await page.getByRole('heading', { name: t('spare-centre:page.title'), level: 1 }).waitFor();
}

function addButton(page: Page, t: T, name: string) {
  return page
    .getByRole('article', { name })
    .getByRole('button', { name: t('spare-centre:accessories.addToCartFor', { name }) });
}

function cartLink(page: Page, t: T, count: number) {
  return page.getByRole('link', { name: t('spare-centre:layout.cart', { count }) });
}

/** The notifications on screen saying the given text. */
function notificationsSaying(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** The text of the element that has the focus, and its tag or role. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      text: active?.textContent?.trim() ?? '',
      tag: active?.tagName.toLowerCase() ?? '',
      role: active?.getAttribute('role') ?? '',
      name: active?.getAttribute('name') ?? '',
    };
  });
}

for (const screen of EACH_ONCE) {
  const { language } = screen;
  const at = screen.name;

  journey(
    `adding the same and other parts again and again keeps one "added" notification (${at})`,
    async ({ page, t }) => {
      await atSize(page, screen);
      await openCentre(page, t);
      const added = t('spare-centre:accessories.added');
      const clicks: Part[] = ['battery', 'battery', 'cable', 'battery', 'cable', 'cable'];
      for (const [index, part] of clicks.entries()) {
        await addButton(page, t, partName(part, language)).click();
        await cartLink(page, t, index + 1).waitFor();
        await notificationsSaying(page, added).first().waitFor();
        expect(await notificationsSaying(page, added).count()).toBe(1);
        if (index === 0) {
          // The toast leaves the header free: its cart link takes a click at once.
          await page.evaluate(() => window.scrollTo(0, 0));
          await cartLink(page, t, 1).click({ trial: true, timeout: 2000 });
        }
      }
      // Still one a moment later: none was queued behind it.
      await page.waitForTimeout(500);
      expect(await notificationsSaying(page, added).count()).toBe(1);
      expect(await page.locator('.mantine-Notification-root').count()).toBe(1);
      await expectNoSidewaysScroll(page, screen);
    },
    { language },
  );

  journey(
    `a part without a price has its button disabled and says why (${at})`,
    async ({ page, t }) => {
      await atSize(page, screen);
      await openCentre(page, t);
      const name = partName('noPrice', language);
      const card = page.getByRole('article', { name });
      await card.scrollIntoViewIfNeeded();
      const button = addButton(page, t, name);
      expect(await button.isDisabled()).toBe(true);
      const reason = t('spare-centre:accessories.priceOnRequest');
      const shown = card.getByText(reason, { exact: true });
      expect(await shown.isVisible()).toBe(true);
      // The reason is the button's description, read out with it.
      const describedBy = await button.getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      expect(await shown.getAttribute('id')).toBe(describedBy);
      // A click does nothing: no notification, the cart stays empty.
      await button.click({ force: true });
      await page.waitForTimeout(300);
      await cartLink(page, t, 0).waitFor();
      expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
      // A priced part keeps its button.
      expect(await addButton(page, t, partName('battery', language)).isEnabled()).toBe(true);
      await expectNoSidewaysScroll(page, screen);
    },
    { language },
  );
}

for (const screen of SCREENS) {
  journey(
    `Load More and deleting a cart line leave the focus on what follows (${screen.name})`,
    async ({ page, t, language }) => {
      await atSize(page, screen);
      await openCentre(page, t);
      // The first model's 15 parts of 18; Load More brings the rest and is gone.
      await page.getByText(t('spare-centre:accessories.shown', { shown: 15, total: 18 })).waitFor();
      const before = await page.getByRole('article').count();
      const loadMore = page.getByRole('button', { name: t('spare-centre:accessories.loadMore') });
      await loadMore.click();
      await page.getByText(t('spare-centre:accessories.shown', { shown: 18, total: 18 })).waitFor();
      expect(await loadMore.count()).toBe(0);
      await expectFocusOn(page, page.getByRole('article').nth(before), 'the first card loaded');
      await expectNoSidewaysScroll(page, screen);

      const [battery, cable] = [partName('battery', language), partName('cable', language)];
      await addButton(page, t, battery).click();
      await cartLink(page, t, 1).waitFor();
      await addButton(page, t, cable).click();
      await cartLink(page, t, 2).click();
      await page.getByRole('heading', { name: t('cart:title'), level: 1 }).waitFor();
      const remove = (name: string) =>
        page.getByRole('button', { name: t('cart:table.removeItem', { name }) });
      await remove(battery).click();
      await page.getByRole('table').getByRole('row').filter({ hasText: battery }).waitFor({
        state: 'detached',
      });
      // The button is gone with its line: the next line's has the focus.
      await expectFocusOn(page, remove(cable), "the next line's remove button");
      await cartLink(page, t, 1).waitFor();
      await expectNoSidewaysScroll(page, screen);
    },
    { language: screen.language },
  );
}

/** Cart of one part, then step 1 filled with the company's country; returns the dialog. */
async function toCheckout(page: Page, t: T, language: Language, country: string) {
  await openCentre(page, t);
  await addButton(page, t, partName('battery', language)).click();
  await cartLink(page, t, 1).click();
  await page.getByRole('button', { name: t('cart:submit') }).click();
  const dialog = page.getByRole('dialog', { name: t('cart:checkout.title') });
  const step = dialog.getByRole('form', { name: t('cart:checkout.stepContact') });
  const values: [string, string][] = [
    ['contactName', 'Jonas Weber'],
    ['contactPhone', '+49 30 1234567'],
    ['contactEmail', 'jonas.weber@example.com'],
    ['country', country],
    ['city', 'Berlin'],
    ['contactAddress', 'Hauptstraße 1, 10115'],
  ];
  for (const [field, value] of values) {
    await step.getByRole('textbox', { name: t(`cart:fields.${field}`) }).fill(value);
  }
  return dialog;
}

/** Step 2 as a company, with the given tax number, the code and the agreement. */
async function fillEnterprise(
  t: T,
  dialog: ReturnType<Page['getByRole']>,
  taxLabel: string,
  taxNumber: string,
) {
  const step = dialog.getByRole('form', { name: t('cart:checkout.stepInvoice') });
  await step.getByRole('radio', { name: t('cart:checkout.enterprise') }).check();
  await step.getByRole('textbox', { name: t('cart:fields.companyName') }).fill('Weber Handy GmbH');
  await step.getByRole('textbox', { name: taxLabel }).fill(taxNumber);
  await step
    .getByRole('textbox', { name: t('cart:fields.registeredPhone') })
    .fill('+49 30 7654321');
  await step
    .getByRole('textbox', { name: t('cart:fields.registeredAddress') })
    .fill('Hauptstraße 1, 10115 Berlin');
  await step.getByRole('textbox', { name: t('cart:checkout.verifyCode') }).fill(FIXED_VERIFY_CODE);
  await step.getByRole('checkbox', { name: t('cart:checkout.privacy') }).check();
  return step;
}

/** Germany and Poland as a customer of each language types them. */
const GERMANY: Record<Language, string> = {
  'pl-PL': 'Niemcy',
  'en-US': 'Germany',
  'zh-CN': '德国',
};
const POLAND: Record<Language, string> = { 'pl-PL': 'Polska', 'en-US': 'Poland', 'zh-CN': '波兰' };

for (const screen of EACH_ONCE) {
  const { language } = screen;
  const at = screen.name;

  journey(
    `a German company checks out with its DE VAT number; the focus follows the steps and the success (${at})`,
    async ({ page, t }) => {
      await atSize(page, screen);
      const dialog = await toCheckout(page, t, language, GERMANY[language]);
      await dialog.getByRole('button', { name: t('cart:checkout.next') }).click();

      // Step 2 opens with the focus on its heading, not on the page.
      const invoiceHeading = t('cart:checkout.invoiceTitle');
      await poll(async () => (await focused(page)).text).toBe(invoiceHeading);
      expect((await focused(page)).tag).toMatch(/^h\d$/);
      await expectNoSidewaysScroll(page, screen);

      // Previous: back to the first contact field; Next again: the heading.
      await dialog.getByRole('button', { name: t('cart:checkout.previous') }).click();
      await poll(() =>
        page.evaluate(() => document.activeElement?.getAttribute('autocomplete')),
      ).toBe('name');
      await dialog.getByRole('button', { name: t('cart:checkout.next') }).click();
      await poll(async () => (await focused(page)).text).toBe(invoiceHeading);

      // A German company: the field asks for the EU VAT number, prefix DE.
      const taxLabel = t('cart:fields.taxNumberOther');
      const step = await fillEnterprise(t, dialog, taxLabel, 'DE 123 456 789');
      await step.getByText(t('cart:checkout.vatHint', { prefix: 'DE' })).waitFor();
      await step.getByRole('button', { name: t('cart:checkout.confirm') }).click();

      // Placed: the confirmation on the spare-parts centre takes the focus.
      await page.waitForURL('**/spare/center');
      const placed = t.pattern('spare-centre:page.orderPlaced');
      await poll(async () => (await focused(page)).text, { timeout: 15_000 }).toMatch(placed);
      expect((await focused(page)).role).toBe('heading');
      await cartLink(page, t, 0).waitFor();
      await expectNoSidewaysScroll(page, screen);
    },
    { language },
  );

  journey(
    `a Polish company with a wrong NIP checksum is told so, and nothing is sent (${at})`,
    async ({ page, t }) => {
      await atSize(page, screen);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/order/accessories/add'))
          sent.push(request.url());
      });
      const dialog = await toCheckout(page, t, language, POLAND[language]);
      await dialog.getByRole('button', { name: t('cart:checkout.next') }).click();
      const taxLabel = t('cart:fields.taxNumber');
      const step = await fillEnterprise(t, dialog, taxLabel, '526-025-02-75');
      await step.getByText(t('cart:checkout.nipHint')).waitFor();
      await step.getByRole('button', { name: t('cart:checkout.confirm') }).click();
      const field = step.getByRole('textbox', { name: taxLabel });
      await step.getByText(t('validation.invalidNip')).waitFor();
      await poll(() => field.evaluate((input) => input.getAttribute('aria-invalid'))).toBe('true');
      // The focus goes to the field in error.
      await poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(sent).toEqual([]);
      await expectNoSidewaysScroll(page, screen);
    },
    { language },
  );
}
