import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { countSparePartOrders } from '../src/api';
import { browserSuite, expectFocusOn, poll } from '../src/browser';
import { CHECKOUT_CONTACT } from '../src/checkout';
import { FIXED_VERIFY_CODE } from '../src/server';
import { exact, type T } from '../src/texts';
import { choose } from '../src/wizard';

const { journey } = browserSuite();

const BATTERY = 'Battery 5000 mAh X5 Pro';
const CABLE = 'USB-C to USB-C cable 1 m, 6 A';
const CHARGER = 'SuperCharge 67 W wall charger (EU plug)';
/** The seed's part without a price (DEMO_KEYS.accessoryWithoutPrice), on the first page of the first model. */
const NO_PRICE = 'Loudspeaker module, X5 series';
/** The seed's part priced 0 (DEMO_KEYS.accessoryWithZeroPrice), in the Fold series. */
const ZERO_PRICE = 'Protective film for outer display Fold 2';

function cartLink(page: Page, t: T, count: number) {
  return page.getByRole('link', { name: t('spare-centre:layout.cart', { count }) });
}

/** What the tab says it shows: "Showing n of m". */
async function shown(page: Page, t: T, shownCount: number, total: number) {
  await page.getByText(t('spare-centre:accessories.shown', { shown: shownCount, total })).waitFor();
}

async function addToCart(page: Page, t: T, name: string) {
  await page
    .getByRole('button', { name: t('spare-centre:accessories.addToCartFor', { name }) })
    .click();
}

function noPriceButton(page: Page, t: T, name: string) {
  return page.getByRole('button', { name: t('spare-centre:accessories.addToCartFor', { name }) });
}

async function toast(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: text }).last();
  await alert.waitFor();
  return alert;
}

/** Fills the cart from the accessories tab, the way a visitor does. */
async function fillCart(page: Page, t: T, names: string[]) {
  await page.goto('/spare/center');
  await shown(page, t, 15, 18);
  for (const [index, name] of names.entries()) {
    await addToCart(page, t, name);
    await cartLink(page, t, index + 1).waitFor();
  }
}

journey(
  '5. accessories: model filter, search, Load More, adding items, no adding without a price',
  async ({ page, t }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: new RegExp(`^${t('home:actions.spareMall.title')}`) })
      .click();
    await page.getByRole('heading', { name: t('spare-centre:page.title'), level: 1 }).waitFor();
    expect(
      await page
        .getByRole('tab', { name: t('spare-centre:tabs.accessories') })
        .getAttribute('aria-selected'),
    ).toBe('true');

    // The first model is chosen on load; 15 of its 18 parts, then the rest.
    const model = page.getByRole('combobox', { name: t('spare-centre:models.label') });
    await poll(() => model.inputValue()).toBe('NovaTel X5 Series');
    await shown(page, t, 15, 18);
    expect(await page.getByRole('article').count()).toBe(15);

    // A card with several images turns them by itself every 4 s (SPEC), and its arrows turn them too.
    const gallery = page
      .getByRole('region', { name: t.pattern('spare-centre:accessories.gallery') })
      .first();
    // The image shown, by its indicator: "Show image 2 of 3" gives 2.
    const shownImage = async () => {
      const label = await gallery
        .locator('button[aria-current="true"]')
        .getAttribute('aria-label', { timeout: 1000 });
      return label?.match(t.pattern('spare-centre:accessories.showImage'))?.[1];
    };
    expect(await shownImage()).toBe('1');
    await poll(shownImage, { timeout: 8000 }).toBe('2');
    await gallery
      .getByRole('button', { name: t('spare-centre:accessories.previousImage') })
      .click();
    await poll(shownImage, { timeout: 2000 }).toBe('1');
    const before = await page.getByRole('article').count();
    await page.getByRole('button', { name: t('spare-centre:accessories.loadMore') }).click();
    await shown(page, t, 18, 18);
    expect(await page.getByRole('article').count()).toBe(18);
    // The button is gone: the first card loaded has the focus.
    await expectFocusOn(page, page.getByRole('article').nth(before), 'the first card loaded');
    expect(
      await page.getByRole('button', { name: t('spare-centre:accessories.loadMore') }).count(),
    ).toBe(0);

    // Adding: a new item, the same item again, and an item without a price.
    await cartLink(page, t, 0).waitFor();
    await addToCart(page, t, BATTERY);
    await toast(page, t('spare-centre:accessories.added'));
    await cartLink(page, t, 1).waitFor();
    await addToCart(page, t, BATTERY);
    await cartLink(page, t, 2).waitFor();
    // A part without a price cannot be added: its button is off and says why.
    const noPriceCard = page.getByRole('article', { name: NO_PRICE });
    expect(await noPriceButton(page, t, NO_PRICE).isDisabled()).toBe(true);
    await noPriceCard
      .getByText(t('spare-centre:accessories.priceOnRequest'), { exact: true })
      .waitFor();
    await noPriceCard
      .getByText(t('spare-centre:accessories.noPriceLabel'), { exact: true })
      .waitFor();
    await cartLink(page, t, 2).waitFor();

    // Search: only matching parts, then nothing.
    const searchBox = page.getByRole('searchbox', {
      name: t('spare-centre:accessories.searchLabel'),
    });
    expect(await searchBox.getAttribute('placeholder')).toBe(
      t('spare-centre:accessories.searchPlaceholder'),
    );
    await searchBox.fill('Battery');
    await shown(page, t, 2, 2);
    for (const heading of await page
      .getByRole('article')
      .getByRole('heading', { level: 3 })
      .allTextContents()) {
      expect(heading).toMatch(/Battery/);
    }
    await searchBox.fill('no such part anywhere');
    await page.getByText(t('spare-centre:accessories.empty')).waitFor();
    await searchBox.fill('');
    // The whole series again (as far as it was loaded before).
    await page.getByText(t.pattern('spare-centre:accessories.shown', { total: 18 })).waitFor();

    // Model filter: another series, its own parts; a part priced 0 is refused too.
    await choose(page, t('spare-centre:models.label'), 'NovaTel Fold Series');
    const zeroPrice = page.getByRole('article', { name: ZERO_PRICE });
    await zeroPrice.waitFor();
    for (const serial of await page
      .getByRole('article')
      .getByText(/Series$/)
      .allTextContents()) {
      expect(serial).toBe('NovaTel Fold Series');
    }
    expect(await page.getByRole('article', { name: BATTERY }).count()).toBe(0);
    expect(await noPriceButton(page, t, ZERO_PRICE).isDisabled()).toBe(true);
    await cartLink(page, t, 2).waitFor();
  },
);

journey('6. cart: quantities, delete, clear, persistence across a reload', async ({ page, t }) => {
  await fillCart(page, t, [BATTERY, CABLE, CHARGER]);
  await cartLink(page, t, 3).click();
  await page.getByRole('heading', { name: t('cart:title'), level: 1 }).waitFor();
  const table = page.getByRole('table');
  await table.getByRole('row').nth(3).waitFor();
  expect(await table.getByRole('row').count()).toBe(4);
  const total = page.getByTestId('cart-total');
  expect(await total.textContent()).toBe('€79.70');

  // Quantity: typed, and with the keyboard's arrow keys.
  const batteryQuantity = page.getByRole('textbox', {
    name: t('cart:table.quantityOf', { name: BATTERY }),
  });
  await batteryQuantity.fill('3');
  await page.getByText(t('cart:total', { count: 5 })).waitFor();
  expect(await total.textContent()).toBe('€159.50');
  await batteryQuantity.press('ArrowUp');
  await page.getByText(t('cart:total', { count: 6 })).waitFor();
  expect(await total.textContent()).toBe('€199.40');
  const batteryRow = table.getByRole('row').filter({ hasText: BATTERY });
  expect(await batteryRow.textContent()).toContain('€159.60');

  // Delete one line.
  await page.getByRole('button', { name: t('cart:table.removeItem', { name: CABLE }) }).click();
  await table.getByRole('row').filter({ hasText: CABLE }).waitFor({ state: 'detached' });
  expect(await table.getByRole('row').count()).toBe(3);
  // The button is gone with its line: the next line's has the focus.
  await expectFocusOn(
    page,
    page.getByRole('button', { name: t('cart:table.removeItem', { name: CHARGER }) }),
    "the next line's remove button",
  );
  await cartLink(page, t, 5).waitFor();

  // A reload keeps the lines and their quantities.
  await page.reload();
  await batteryQuantity.waitFor();
  expect(await batteryQuantity.inputValue()).toBe('4');
  expect(await table.getByRole('row').count()).toBe(3);
  expect(await total.textContent()).toBe('€189.50');

  // Clear, after confirming.
  await page.getByRole('button', { name: t('cart:clear.button') }).click();
  const confirm = page.getByRole('dialog', { name: t('cart:clear.title') });
  await confirm.getByRole('button', { name: t('cart:clear.confirm') }).click();
  await page.getByText(t('cart:empty.title')).waitFor();
  await cartLink(page, t, 0).waitFor();
  await page.reload();
  await page.getByText(t('cart:empty.title')).waitFor();
  await page.getByRole('link', { name: t('cart:empty.goCentre') }).click();
  await page.getByRole('heading', { name: t('spare-centre:page.title'), level: 1 }).waitFor();
});

async function fillContact(page: Page, t: T) {
  const dialog = page.getByRole('dialog', { name: t('cart:checkout.title') });
  const step = dialog.getByRole('form', { name: t('cart:checkout.stepContact') });
  const next = step.getByRole('button', { name: t('cart:checkout.next') });
  for (const [field, value] of CHECKOUT_CONTACT) {
    // Next stays disabled until every required field is filled.
    expect(await next.isDisabled(), field).toBe(true);
    await step.getByRole('textbox', { name: t(`cart:fields.${field}`) }).fill(value);
  }
  expect(await next.isEnabled()).toBe(true);
  await next.click();
  return dialog;
}

journey(
  '7. checkout with the verification code; a wrong code; a double click makes one order',
  async ({ page, t }) => {
    await fillCart(page, t, [BATTERY, CABLE]);
    await page.goto('/spare/cart');
    await page.getByRole('button', { name: t('cart:submit') }).click();
    const dialog = await fillContact(page, t);

    const step = dialog.getByRole('form', { name: t('cart:checkout.stepInvoice') });
    await step.waitFor();
    // The contact data is summed up; the personal invoice starts from it.
    for (const text of [
      'Ewa Zielińska',
      'ewa.zielinska@example.com',
      'ul. Półwiejska 2, Poznań, Polska',
    ]) {
      await step.getByText(text, { exact: true }).first().waitFor();
    }
    expect(
      await step.getByRole('textbox', { name: t('cart:fields.invoiceName') }).inputValue(),
    ).toBe('Ewa Zielińska');
    expect(
      await step.getByRole('textbox', { name: t('cart:fields.invoiceEmail') }).inputValue(),
    ).toBe('ewa.zielinska@example.com');
    await step.getByText(exact(`${t('cart:checkout.orderTotal', { count: 2 })} €49.80`)).waitFor();

    // A wrong code: the order is refused and a new code image replaces the old one.
    const image = step.getByRole('img', { name: t('cart:checkout.codeImage') });
    await image.waitFor();
    const firstImage = await image.getAttribute('src');
    const code = step.getByRole('textbox', { name: t('cart:checkout.verifyCode') });
    await code.fill('WRONG1');
    await step.getByRole('checkbox', { name: t('cart:checkout.privacy') }).check();
    await step.getByRole('button', { name: t('cart:checkout.confirm') }).click();
    await toast(page, t('cart:checkout.failed'));
    await poll(() => image.getAttribute('src')).not.toBe(firstImage);
    expect(await code.inputValue()).toBe('');

    // The right code, confirmed with a double click: one order.
    const before = await countSparePartOrders();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/order/accessories/add'))
        sent.push(request.url());
    });
    await code.fill(FIXED_VERIFY_CODE);
    await step.getByRole('button', { name: t('cart:checkout.confirm') }).dblclick();
    await toast(page, t('cart:checkout.success'));
    await page.waitForURL('**/spare/center');
    const placedTitle = t.pattern('spare-centre:page.orderPlaced');
    const placed = page.getByRole('alert').filter({ hasText: placedTitle });
    await placed.waitFor();
    const orderId = Number(placedTitle.exec((await placed.textContent()) ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await countSparePartOrders()).toBe(before + 1);
    expect(sent.length).toBe(1);
    await cartLink(page, t, 0).waitFor();

    // The order is found by the purchase lookup.
    await placed
      .getByRole('link', { name: t.tag('spare-centre:page.orderPlacedHint', 'lookup') })
      .click();
    await page.getByText(t('order-lookup:mode.purchase'), { exact: true }).click();
    await page
      .getByRole('search', { name: t('order-lookup:searchLabel') })
      .getByRole('textbox')
      .fill(String(orderId));
    await page.getByRole('button', { name: t('order-lookup:search'), exact: true }).click();
    const card = page.getByRole('article', {
      name: t('order-lookup:purchase.cardTitle', { orderId }),
    });
    await card
      .getByText(t('purchaseStatus.pendingConfirmation'), { exact: true })
      .first()
      .waitFor();
  },
);
