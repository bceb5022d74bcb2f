import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserSuite, expectFocusOn, poll } from '../src/browser';
import type { T } from '../src/texts';

const { journey } = browserSuite();

const MANUAL = 'NovaTel X5 Pro – Service Manual';

function documentItems(page: Page, t: T) {
  return page
    .getByRole('tabpanel', { name: t('spare-centre:tabs.documents') })
    .getByRole('listitem');
}

/** Opens a row's detail modal, checks its title and fields, and closes it with its Close button. */
async function detailModal(page: Page, t: T, table: Locator, fields: string[]) {
  const header = table.getByRole('rowheader').first();
  const product = (await header.textContent())?.replace(t('compliance:details'), '').trim() ?? '';
  expect(product).not.toBe('');
  await header.getByRole('button', { name: t.pattern('compliance:detailsFor') }).click();
  const modal = page.getByRole('dialog', { name: product, exact: false });
  await modal.waitFor();
  for (const field of fields) await modal.getByText(field, { exact: true }).first().waitFor();
  await modal
    .getByRole('button', { name: t('common:actions.close') })
    .last()
    .click();
  await modal.waitFor({ state: 'hidden' });
}

journey(
  '8. documents search, modal and download; announcement; compliance pages and their modals',
  async ({ page, context, t }) => {
    await page.goto('/spare/center');
    await page.getByRole('tab', { name: t('spare-centre:tabs.documents') }).click();
    await page.waitForURL(/tab=documents/);

    // Ten per page, then Load More Documents for the rest.
    const items = documentItems(page, t);
    await items.nth(9).waitFor();
    expect(await items.count()).toBe(10);
    await page.getByRole('button', { name: t('spare-centre:documents.loadMore') }).click();
    await items.nth(10).waitFor();
    await expectFocusOn(page, items.nth(10), 'the first document loaded');
    expect(
      await page.getByRole('button', { name: t('spare-centre:documents.loadMore') }).count(),
    ).toBe(0);
    const total = await items.count();

    // Search by title (Enter submits), then a title that matches nothing.
    const form = page.getByRole('search', { name: t('spare-centre:documents.searchForm') });
    const title = form.getByRole('textbox', { name: t('spare-centre:documents.titleLabel') });
    await title.fill('Service Manual');
    await title.press('Enter');
    await poll(() => items.count()).toBeLessThan(total);
    for (const heading of await items.getByRole('heading', { level: 3 }).allTextContents()) {
      expect(heading).toContain('Service Manual');
    }
    await title.fill('no such document');
    await form.getByRole('button', { name: t('spare-centre:documents.search') }).click();
    await page.getByText(t('spare-centre:documents.empty')).waitFor();
    await title.fill('X5 Pro – Service');
    await title.press('Enter');
    const manual = items.filter({ has: page.getByRole('heading', { name: MANUAL }) });
    await manual.waitFor();
    for (const tag of ['technicalDoc', 'available']) {
      await manual.getByText(t(`spare-centre:documents.${tag}`), { exact: true }).waitFor();
    }
    await manual.getByText(t('spare-centre:documents.fileCount', { count: 2 })).waitFor();

    // The modal: files to download (named by their last path segment) and the rich text.
    await manual
      .getByRole('button', { name: t('spare-centre:documents.viewFor', { title: MANUAL }) })
      .click();
    const modal = page.getByRole('dialog', { name: MANUAL });
    await modal.waitFor();
    await modal
      .getByRole('heading', { name: t('spare-centre:documents.files', { count: 2 }) })
      .waitFor();
    await modal.getByText('Service manual of the NovaTel X5 Pro', { exact: false }).waitFor();
    const fileLinks = modal.getByRole('list').first().getByRole('link');
    expect(await fileLinks.count()).toBe(2);
    const fileLink = fileLinks.first();
    const href = (await fileLink.getAttribute('href')) ?? '';
    const fileName = href.split('/').pop() ?? '';
    expect(fileName).toMatch(/\.pdf$/);
    expect((await fileLink.textContent())?.trim()).toBe(fileName);
    expect(await fileLink.getAttribute('target')).toBe('_blank');
    // It opens in a new tab; the file itself is a real PDF.
    const [tab] = await Promise.all([context.waitForEvent('page'), fileLink.click()]);
    expect(new URL(tab.url() === 'about:blank' ? href : tab.url(), page.url()).pathname).toBe(
      new URL(href, page.url()).pathname,
    );
    await tab.close();
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await modal
      .getByRole('button', { name: t('common:actions.close') })
      .last()
      .click();
    await modal.waitFor({ state: 'hidden' });

    // The announcement.
    await page.getByRole('tab', { name: t('spare-centre:tabs.announcements') }).click();
    const announcement = page
      .getByRole('tabpanel', { name: t('spare-centre:tabs.announcements') })
      .getByRole('article');
    // In the language of the page (the API answers the visitor's language).
    await announcement
      .getByRole('heading', { name: /^(Święta 2026|Holidays 2026|2026 年节日)/ })
      .waitFor();
    expect(await announcement.textContent()).toMatch(/10:00/);

    // Compliance: two cards to the two pages, each with a table and a detail modal.
    await page.getByRole('tab', { name: t('spare-centre:tabs.compliance') }).click();
    await page
      .getByRole('heading', { name: t('spare-centre:compliance.standards.title') })
      .waitFor();
    await page.getByRole('link', { name: t('spare-centre:compliance.software.open') }).click();
    await page.getByRole('heading', { name: t('compliance:software.title'), level: 1 }).waitFor();
    const software = page.getByRole('table', { name: t('compliance:software.caption') });
    await software.waitFor();
    expect(await software.getByRole('row').count()).toBeGreaterThan(2);
    await detailModal(page, t, software, [
      t('compliance:software.columns.patch'),
      t('compliance:software.columns.guaranteed'),
      t('compliance:software.columns.description'),
    ]);
    await page.getByRole('link', { name: t('compliance:back') }).click();
    await page.waitForURL(/\/spare\/center\?tab=compliance/);

    await page.getByRole('link', { name: t('spare-centre:compliance.quality.open') }).click();
    await page.getByRole('heading', { name: t('compliance:quality.title'), level: 1 }).waitFor();
    const quality = page.getByRole('table', { name: t('compliance:quality.caption') });
    await detailModal(page, t, quality, [
      t('compliance:quality.columns.energyClass'),
      t('compliance:quality.columns.repairabilityClass'),
      t('compliance:quality.columns.batteryCycles'),
    ]);
    await page.getByRole('link', { name: t('compliance:back') }).click();
    await page.waitForURL(/\/spare\/center\?tab=compliance/);
  },
);
