import { LANGUAGE_STORAGE_KEY, privatePagePath } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { bookReservedRepair, placeSpareOrder } from '../src/api';
import { browserSuite, COOKIE_ANSWER_KEY, expectFocusOn, hydrated } from '../src/browser';
import { PAGE_HEADINGS, texts, type T } from '../src/texts';
import { choose, customer, panel } from '../src/wizard';

const { journey } = browserSuite();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

async function homeIn(page: Page, t: T) {
  await page.getByRole('heading', { name: t('home:title'), level: 1 }).waitFor();
}

/** The cookie dialog: shown until answered, closed by nothing but an answer, not shown again. */
async function answerCookieDialog(page: Page, t: T, answer: 'accept' | 'reject') {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: t('legal:dialog.title') });
  await dialog.waitFor();
  await dialog.getByRole('link', { name: t.tag('legal:dialog.more', 'privacyLink') }).waitFor();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  expect(await dialog.isVisible()).toBe(true);
  expect(await stored(page, COOKIE_ANSWER_KEY)).toBeNull();

  await dialog.getByRole('button', { name: t(`legal:dialog.${answer}`) }).click();
  await dialog.waitFor({ state: 'hidden' });
  // The answer's button is gone: the page's heading has the focus.
  await expectFocusOn(
    page,
    page.getByRole('heading', { name: t('home:title'), level: 1 }),
    'the page heading',
  );
  expect(await stored(page, COOKIE_ANSWER_KEY)).toBe(answer === 'accept' ? 'true' : 'false');
  await page.reload();
  await homeIn(page, t);
  await page.goto('/base/query');
  await page.getByRole('heading', { name: t('order-lookup:title'), level: 1 }).waitFor();
  expect(await dialog.count()).toBe(0);
}

journey(
  '9. language switch Polski → English, with a reload on the home page; a zh-CN session; cookie dialog Accept and Reject',
  async ({ page, visitor }) => {
    const pl = texts('pl-PL');
    const en = texts('en-US');
    const zh = texts('zh-CN');

    // A first visit: Polish, the default.
    await page.goto('/');
    await homeIn(page, pl);
    expect(await htmlLang(page)).toBe('pl-PL');
    await page
      .getByRole('link', { name: new RegExp(`^${pl('home:actions.searchRecord.title')}`) })
      .waitFor();
    // The selectors offer Polski and English; choosing reloads the page in English.
    await page.getByRole('combobox', { name: pl('common:language.label') }).click();
    const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(offered).toEqual([pl('common:language.pl-PL'), pl('common:language.en-US')]);
    await page.keyboard.press('Escape');
    await Promise.all([
      page.waitForEvent('load'),
      choose(page, pl('common:language.label'), pl('common:language.en-US')),
    ]);
    await homeIn(page, en);
    expect(await htmlLang(page)).toBe('en-US');
    await page.reload();
    await homeIn(page, en);
    await page.goto('/base/query');
    await page.getByRole('heading', { name: en('order-lookup:title'), level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('en-US');
    // And back to Polish from the repair area's own selector, in place, and stored.
    await choose(page, en('common:language.label'), en('common:language.pl-PL'));
    await page.getByRole('heading', { name: pl('order-lookup:title'), level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('pl-PL');
    expect(await stored(page, LANGUAGE_STORAGE_KEY)).toBe('pl-PL');

    // A session stored as zh-CN: Chinese everywhere, and the selector shows it.
    const chinese = await visitor({ language: 'zh-CN' });
    const zhPage = chinese.page;
    await zhPage.goto('/');
    await homeIn(zhPage, zh);
    expect(await htmlLang(zhPage)).toBe('zh-CN');
    expect(
      await zhPage.getByRole('combobox', { name: zh('common:language.label') }).inputValue(),
    ).toBe(zh('common:language.zh-CN'));
    // The home page was checked above.
    const screens = PAGE_HEADINGS.filter(([path]) => path !== '/').map(
      ([path, key]) => [path, zh(key)] as const,
    );
    for (const [path, heading] of screens) {
      await zhPage.goto(path);
      await zhPage.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await htmlLang(zhPage), path).toBe('zh-CN');
    }

    // The cookie dialog, answered both ways by two new visitors.
    await answerCookieDialog((await visitor({ cookieAnswer: null })).page, en, 'accept');
    await answerCookieDialog((await visitor({ cookieAnswer: null })).page, en, 'reject');
  },
  // No language stored: the portal's default.
  { language: null },
);

for (const kind of ['repair', 'spare'] as const) {
  journey(
    `the ${kind} order's own page opens in the order's language, Chinese included, and offers it`,
    async ({ page }) => {
      const zh = texts('zh-CN');
      const en = texts('en-US');
      const who = customer(`${kind}${Date.now().toString(36)}`);
      const path =
        kind === 'repair'
          ? privatePagePath(
              'repairOrder',
              (await bookReservedRepair(who.email, 'zh-CN', 1)).created.accessToken,
            )
          : privatePagePath(
              'spareOrder',
              (await placeSpareOrder({ ...who, postalCode: who.postal }, 'zh-CN')).accessToken,
            );
      const heading = (t: T) =>
        page.getByRole('heading', {
          level: 1,
          name: new RegExp(
            `^${(kind === 'repair' ? t('repair-order:title', { rma: '' }) : t('spare-order:title', { orderId: '' })).trim()}`,
          ),
        });

      // No language chosen on this device: the order's.
      await page.goto(path);
      await heading(zh).waitFor();
      expect(await htmlLang(page)).toBe('zh-CN');
      const select = page.getByRole('combobox', { name: zh('common:language.label') });
      expect(await select.inputValue()).toBe(zh('common:language.zh-CN'));
      await select.click();
      const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
      expect(offered).toEqual([
        zh('common:language.pl-PL'),
        zh('common:language.en-US'),
        zh('common:language.zh-CN'),
      ]);
      await page.keyboard.press('Escape');

      // Chosen English: stored, and Chinese is still offered here to go back.
      await choose(page, zh('common:language.label'), zh('common:language.en-US'));
      await heading(en).waitFor();
      expect(await stored(page, LANGUAGE_STORAGE_KEY)).toBe('en-US');
      await choose(page, en('common:language.label'), en('common:language.zh-CN'));
      await heading(zh).waitFor();
      expect(await stored(page, LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    },
    { language: null },
  );
}

for (const [sizeName, size] of [
  ['1280×800', { width: 1280, height: 800 }],
  ['390×844', { width: 390, height: 844 }],
] as const) {
  journey(
    `switching the language in the wizard at ${sizeName} keeps what was entered and tells its errors in the new language`,
    async ({ page }) => {
      const pl = texts('pl-PL');
      const en = texts('en-US');
      await page.setViewportSize(size);
      await page.goto('/base/create');
      await page.getByRole('heading', { name: pl('repair-wizard:title'), level: 1 }).waitFor();
      await hydrated(page);
      const loads: string[] = [];
      page.on('load', () => loads.push(page.url()));

      await choose(page, pl('order-sheet:channel'));
      await choose(page, pl('order-sheet:brand'), 'Orbis Mobile');
      const basic = panel(page, pl, 'basic');
      await basic.getByRole('button', { name: pl('repair-wizard:actions.next') }).click();
      await basic.getByText(pl('common:validation.required')).first().waitFor();

      // To English and back, as the select offers: in place, the entries and errors kept.
      for (const [before, t, language] of [
        [pl, en, 'en-US'],
        [en, pl, 'pl-PL'],
      ] as const) {
        await choose(page, before('common:language.label'), before(`common:language.${language}`));
        await page.getByRole('heading', { name: t('repair-wizard:title'), level: 1 }).waitFor();
        expect(await htmlLang(page)).toBe(language);
        expect(await stored(page, LANGUAGE_STORAGE_KEY)).toBe(language);
        const here = panel(page, t, 'basic');
        expect(
          await here.getByRole('combobox', { name: t('order-sheet:brand') }).inputValue(),
        ).toBe('Orbis Mobile');
        await here.getByText(t('common:validation.required')).first().waitFor();
        expect(await here.getByText(before('common:validation.required')).count()).toBe(0);
      }
      expect(loads).toEqual([]);
    },
    { language: null },
  );
}
