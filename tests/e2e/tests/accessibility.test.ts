import { DEMO_KEYS } from '@portal/db';
import { parcelTrackingPath } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { AxeReport } from '../src/axe';
import { browserSuite } from '../src/browser';
import { CHECKOUT_CONTACT } from '../src/checkout';
import { SCREENS } from '../src/screens';
import type { T } from '../src/texts';
import {
  customer,
  fillAppointmentPanel,
  fillBasicPanel,
  fillCustomerPanel,
  fillDevicePanel,
  laterPickupDate,
  MORNING,
  panel,
  uniqueImei,
} from '../src/wizard';

const { journey } = browserSuite();

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Closes the modal open over the page with its close button, and waits for it to go. */
async function closeDialog(page: Page, t: T) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common:actions.close') })
    .last()
    .click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

async function lookup(page: Page, t: T, keyword: string) {
  await page
    .getByRole('search', { name: t('order-lookup:searchLabel') })
    .getByRole('textbox')
    .fill(keyword);
  await page.getByRole('button', { name: t('order-lookup:search'), exact: true }).click();
  await page
    .getByRole('region', { name: t('order-lookup:resultsLabel') })
    .getByRole('article')
    .waitFor();
}

/**
 * Every route and every modal, scanned in one language: the routes in their
 * main states, the wizard's panels, agreement and result with the order
 * sheet, the documents and compliance modals, the cart with the clear
 * confirmation and both checkout steps, and the cookie dialog.
 */
for (const screen of SCREENS) {
  const { language } = screen;
  const size = { width: screen.width, height: screen.height };
  journey(
    `10. axe scan of every route and modal, ${screen.name}: no moderate, serious or critical violation`,
    async ({ page, t, visitor }) => {
      const axe = new AxeReport();
      await page.setViewportSize(size);

      // The cookie dialog, as a modal over the portal and as a panel over the policies.
      const newcomer = (await visitor({ language, cookieAnswer: null })).page;
      await newcomer.setViewportSize(size);
      await newcomer.goto('/');
      await newcomer.getByRole('dialog', { name: t('common:cookieDialog.title') }).waitFor();
      await axe.scan(newcomer, 'cookie dialog');
      await newcomer.goto('/cookie-policy');
      await newcomer.getByRole('dialog', { name: t('common:cookieDialog.title') }).waitFor();
      await axe.scan(newcomer, 'cookie dialog over the cookie policy');

      await page.goto('/');
      await heading(page, t('home:title'));
      await axe.scan(page, '/');

      // Order lookup: idle, the empty-keyword error, a repair and a purchase result, no data.
      await page.goto('/base/query');
      await heading(page, t('order-lookup:title'));
      await axe.scan(page, '/base/query');
      await page.getByRole('button', { name: t('order-lookup:search'), exact: true }).click();
      await page.getByText(t('order-lookup:keywordRequired')).first().waitFor();
      await axe.scan(page, '/base/query, empty keyword');
      await lookup(page, t, DEMO_KEYS.repairOrders.waitingForPart.rmaNumber);
      await axe.scan(page, '/base/query, repair result');
      await lookup(page, t, DEMO_KEYS.repairOrders.finished.rmaNumber);
      await axe.scan(page, '/base/query, finished repair');
      await page.getByText(t('order-lookup:mode.purchase'), { exact: true }).click();
      await lookup(page, t, String(DEMO_KEYS.purchaseOrders.pendingInvoice));
      await axe.scan(page, '/base/query, purchase result');
      await page
        .getByRole('search', { name: t('order-lookup:searchLabel') })
        .getByRole('textbox')
        .fill(String(DEMO_KEYS.notFound.purchaseOrderId));
      await page.getByRole('button', { name: t('order-lookup:search'), exact: true }).click();
      await page.getByText(t('order-lookup:noData.purchase')).waitFor();
      await axe.scan(page, '/base/query, no data');

      // The wizard: each panel, the errors of an empty panel, the agreement modal, the result page.
      await page.goto('/base/create');
      await heading(page, t('repair-wizard:title'));
      await axe.scan(page, '/base/create');
      await panel(page, t, 'basic')
        .getByRole('button', { name: t('repair-wizard:actions.next') })
        .click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await axe.scan(page, '/base/create, errors');
      await fillBasicPanel(page, t, async () => axe.scan(page, 'agreement modal'));
      await panel(page, t, 'device').waitFor();
      await axe.scan(page, '/base/create, device panel');
      await fillDevicePanel(page, t, uniqueImei());
      await panel(page, t, 'customer').waitFor();
      await axe.scan(page, '/base/create, customer panel');
      await fillCustomerPanel(page, t, customer(`Axe${language.slice(0, 2)}${size.width}`));
      await panel(page, t, 'appointment').waitFor();
      await axe.scan(page, '/base/create, appointment panel');
      const dateField = panel(page, t, 'appointment').getByRole('button', {
        name: t('order-sheet:pickupDate'),
      });
      await dateField.click();
      await page.getByRole('dialog', { name: t('order-sheet:pickupDate') }).waitFor();
      await axe.scan(page, '/base/create, calendar');
      await page.keyboard.press('Escape');
      await page
        .getByRole('dialog', { name: t('order-sheet:pickupDate') })
        .waitFor({ state: 'hidden' });
      await fillAppointmentPanel(page, t, language, {
        date: laterPickupDate(1),
        window: MORNING,
        label: true,
      });
      await page.getByRole('heading', { name: t('repair-wizard:result.successTitle') }).waitFor();
      await page.getByRole('link', { name: /\.pdf/ }).waitFor();
      await axe.scan(page, 'wizard result and order sheet');

      // Spare-parts centre: each tab, a document's modal; two parts into the cart.
      await page.goto('/spare/center');
      await heading(page, t('spare-centre:page.title'));
      await page.getByRole('article').first().waitFor();
      await axe.scan(page, '/spare/center, accessories');
      const addButtons = page.getByRole('button', {
        name: t.pattern('spare-centre:accessories.addToCartFor'),
      });
      await addButtons.nth(0).click();
      await addButtons.nth(2).click();
      await page.getByRole('link', { name: t('spare-centre:layout.cart', { count: 2 }) }).waitFor();
      await page.getByRole('tab', { name: t('spare-centre:tabs.documents') }).click();
      const documents = page
        .getByRole('tabpanel', { name: t('spare-centre:tabs.documents') })
        .getByRole('listitem');
      await documents.first().waitFor();
      await axe.scan(page, '/spare/center?tab=documents');
      await documents
        .first()
        .getByRole('button', { name: t.pattern('spare-centre:documents.viewFor') })
        .click();
      await page.getByRole('dialog').waitFor();
      await axe.scan(page, 'document modal');
      await closeDialog(page, t);
      await page.getByRole('tab', { name: t('spare-centre:tabs.announcements') }).click();
      await page
        .getByRole('tabpanel', { name: t('spare-centre:tabs.announcements') })
        .getByRole('article')
        .waitFor();
      await axe.scan(page, '/spare/center?tab=announcements');
      await page.getByRole('tab', { name: t('spare-centre:tabs.compliance') }).click();
      await page
        .getByRole('heading', { name: t('spare-centre:compliance.standards.title') })
        .waitFor();
      await axe.scan(page, '/spare/center?tab=compliance');

      // Compliance pages and their detail modals.
      for (const [path, key] of [
        ['/spare/software-updates', 'software'],
        ['/spare/quality-environmental', 'quality'],
      ] as const) {
        await page.goto(path);
        await heading(page, t(`compliance:${key}.title`));
        await axe.scan(page, path);
        await page
          .getByRole('button', { name: t.pattern('compliance:detailsFor') })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await axe.scan(page, `${path}, detail modal`);
        await closeDialog(page, t);
      }

      // The cart, its clear confirmation and both checkout steps (with errors), then empty.
      await page.goto('/spare/cart');
      await heading(page, t('cart:title'));
      // A table on a wide screen, a list of cards on a phone.
      await page
        .getByRole('button', { name: t.pattern('cart:table.removeItem') })
        .first()
        .waitFor();
      await axe.scan(page, '/spare/cart');
      await page.getByRole('button', { name: t('cart:clear.button') }).click();
      const confirm = page.getByRole('dialog', { name: t('cart:clear.title') });
      await confirm.waitFor();
      await axe.scan(page, 'clear cart confirmation');
      await confirm.getByRole('button', { name: t('common:actions.cancel') }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: t('cart:submit') }).click();
      const checkout = page.getByRole('dialog', { name: t('cart:checkout.title') });
      await checkout.waitFor();
      await axe.scan(page, 'checkout, step 1');
      const contact = checkout.getByRole('form', { name: t('cart:checkout.stepContact') });
      for (const [field, value] of CHECKOUT_CONTACT) {
        await contact.getByRole('textbox', { name: t(`cart:fields.${field}`) }).fill(value);
      }
      await contact.getByRole('button', { name: t('cart:checkout.next') }).click();
      const invoice = checkout.getByRole('form', { name: t('cart:checkout.stepInvoice') });
      await invoice.getByRole('img', { name: t('cart:checkout.codeImage') }).waitFor();
      await axe.scan(page, 'checkout, step 2');
      await invoice.getByRole('radio', { name: t('cart:checkout.enterprise') }).check();
      await invoice.getByRole('button', { name: t('cart:checkout.confirm') }).click();
      await invoice.locator('[aria-invalid="true"]').first().waitFor();
      await axe.scan(page, 'checkout, step 2 with errors');
      await invoice.getByRole('button', { name: t('common:actions.cancel') }).click();
      await checkout.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: t('cart:clear.button') }).click();
      await confirm.getByRole('button', { name: t('cart:clear.confirm') }).click();
      await page.getByText(t('cart:empty.title')).waitFor();
      await axe.scan(page, '/spare/cart, empty');

      // The legal pages.
      for (const [path, title] of [
        ['/Regulations-Privacy', t('legal:privacy.title')],
        ['/cookie-policy', t('legal:cookiePolicy.title')],
        ['/cookie-settings', t('legal:settings.title')],
      ] as const) {
        await page.goto(path);
        await heading(page, title);
        await axe.scan(page, path);
      }

      // A parcel's tracking page: a pick-up to the service, a parcel back, a number of none.
      const { finished } = DEMO_KEYS.repairOrders;
      for (const trackingNo of [finished.shipmentNo, finished.sendLogisticsNo]) {
        await page.goto(parcelTrackingPath(trackingNo));
        await page
          .getByRole('heading', { name: t('parcel-tracking:parcel.heading', { trackingNo }) })
          .waitFor();
        await axe.scan(page, `/tracking/${trackingNo}`);
      }
      await page.goto(parcelTrackingPath('PCS000000000000001'));
      await page.getByText(t('parcel-tracking:notFound.title')).waitFor();
      await axe.scan(page, '/tracking, unknown number');

      console.log(
        `axe ${screen.name}: ${axe.scanned.length} screens in ${(axe.elapsedMs / 1000).toFixed(1)} s of scanning`,
      );
      expect(axe.scanned.length).toBe(38);
      expect(axe.findings, axe.findings.join('\n')).toEqual([]);
    },
    // The three languages side by side: most of a scan's time is the page waiting, not the CPU.
    { language, timeout: 420_000, concurrent: true },
  );
}

/**
 * A visitor whose system asks for less motion gets notices and modals that
 * appear at once; everyone else sees them slide and fade in.
 */
journey(
  '10b. reduced motion: notices and modals appear without a transition',
  async ({ page, t }) => {
    const transitionOf = (role: 'alert' | 'dialog') =>
      page
        .getByRole(role)
        .first()
        .evaluate((element) => {
          // The transition is set on the notice's or the modal's box, not on its text.
          const moving = element.closest('.mantine-Notification-root, .mantine-Modal-content');
          return getComputedStyle(moving ?? element).transitionDuration;
        });
    const openBoth = async () => {
      await page.goto('/spare/center?tab=accessories');
      await page
        .getByRole('button', { name: t.pattern('spare-centre:accessories.addToCartFor') })
        .first()
        .click();
      await page.getByRole('alert').first().waitFor();
      const notice = await transitionOf('alert');
      await page.getByRole('tab', { name: t('spare-centre:tabs.documents') }).click();
      await page
        .getByRole('tabpanel', { name: t('spare-centre:tabs.documents') })
        .getByRole('button', { name: t.pattern('spare-centre:documents.viewFor') })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      return { notice, modal: await transitionOf('dialog') };
    };
    const longest = (durations: string) =>
      Math.max(...durations.split(',').map((duration) => parseFloat(duration) * 1000));

    const moving = await openBoth();
    expect(longest(moving.notice)).toBeGreaterThanOrEqual(100);
    expect(longest(moving.modal)).toBeGreaterThanOrEqual(100);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const still = await openBoth();
    expect(longest(still.notice)).toBeLessThanOrEqual(1);
    expect(longest(still.modal)).toBeLessThanOrEqual(1);
  },
);
