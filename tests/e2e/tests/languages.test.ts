import {
  LANGUAGE_STORAGE_KEY,
  privatePagePath,
  SELECTABLE_LANGUAGES,
  type Language,
} from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { bookReservedRepair, placeSpareOrder } from '../src/api';
import { browserSuite, COOKIE_ANSWER_KEY, expectFocusOn, hydrated } from '../src/browser';
import { atSize, expectNoSidewaysScroll, SCREENS } from '../src/screens';
import { PAGE_HEADINGS, texts, type T } from '../src/texts';
import { chooseLanguage, languageShown, languagesOffered } from '../src/language-select';
import { choose, customer, panel } from '../src/wizard';

// Independent journeys, each with its own customer and context: side by side.
const { journey } = browserSuite({ concurrent: true });

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

async function homeIn(page: Page, t: T) {
  await page.getByRole('heading', { name: t('home:title'), level: 1 }).waitFor();
}

/** The cookie dialog: shown until answered, closed by nothing but an answer, not shown again. */
async function answerCookieDialog(page: Page, t: T, answer: 'accept' | 'reject') {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: t('common:cookieDialog.title') });
  await dialog.waitFor();
  await dialog
    .getByRole('link', { name: t.tag('common:cookieDialog.more', 'privacyLink') })
    .waitFor();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  expect(await dialog.isVisible()).toBe(true);
  expect(await stored(page, COOKIE_ANSWER_KEY)).toBeNull();

  await dialog.getByRole('button', { name: t(`common:cookieDialog.${answer}`) }).click();
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
  '9. language switch Polski → English, with a reload on the home page, and back from the repair area',
  async ({ page }) => {
    const pl = texts('pl-PL');
    const en = texts('en-US');

    // A first visit: Polish, the default.
    await page.goto('/');
    await homeIn(page, pl);
    expect(await htmlLang(page)).toBe('pl-PL');
    await page
      .getByRole('link', { name: new RegExp(`^${pl('home:actions.searchRecord.title')}`) })
      .waitFor();
    // The selectors offer Polski and English; choosing reloads the page in English.
    expect(await languagesOffered(page, pl)).toEqual([
      pl('common:language.pl-PL'),
      pl('common:language.en-US'),
    ]);
    await Promise.all([page.waitForEvent('load'), chooseLanguage(page, pl, 'en-US')]);
    await homeIn(page, en);
    expect(await htmlLang(page)).toBe('en-US');
    await page.reload();
    await homeIn(page, en);
    await page.goto('/base/query');
    await page.getByRole('heading', { name: en('order-lookup:title'), level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('en-US');
    // And back to Polish from the repair area's own selector, in place, and stored.
    await chooseLanguage(page, en, 'pl-PL');
    await page.getByRole('heading', { name: pl('order-lookup:title'), level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('pl-PL');
    expect(await stored(page, LANGUAGE_STORAGE_KEY)).toBe('pl-PL');
  },
  // No language stored: the portal's default.
  { language: null },
);

journey(
  '9. a session stored as zh-CN: Chinese on every screen, and the selector shows it',
  async ({ page }) => {
    const zh = texts('zh-CN');
    for (const [path, key] of PAGE_HEADINGS) {
      await page.goto(path);
      await page.getByRole('heading', { name: zh(key), level: 1 }).waitFor();
      expect(await htmlLang(page), path).toBe('zh-CN');
      if (path === '/') expect(await languageShown(page, zh)).toBe(zh('common:language.zh-CN'));
    }
  },
  { language: 'zh-CN' },
);

/** The language a visitor of `language` switches to and back from: English, or Polish from English. */
const otherThan = (language: Language): Language => (language === 'en-US' ? 'pl-PL' : 'en-US');

for (const screen of SCREENS) {
  const { language } = screen;
  journey(
    `${screen.name}: the repair's and the spare-part order's own pages open in the order's language, which they offer`,
    async ({ visitor }) => {
      const own = texts(language);
      const other = otherThan(language);
      const who = customer(`lang${Date.now().toString(36)}${screen.width}`);
      const repair = await bookReservedRepair(who.email, language, 1);
      const spare = await placeSpareOrder({ ...who, postalCode: who.postal }, language);
      for (const [path, heading] of [
        [
          privatePagePath('repairOrder', repair.created.accessToken),
          (t: T) => t('repair-order:title', { rma: repair.created.rmaNumber }),
        ],
        [
          privatePagePath('spareOrder', spare.accessToken),
          (t: T) => t('spare-order:title', { orderId: spare.orderId }),
        ],
      ] as const) {
        // A device where no language was chosen yet: the order's.
        const { page } = await visitor({ language: null });
        await atSize(page, screen);
        const h1 = (t: T) => page.getByRole('heading', { level: 1, name: heading(t) });
        await page.goto(path);
        await h1(own).waitFor();
        expect(await htmlLang(page)).toBe(language);
        expect(await languageShown(page, own)).toBe(own(`common:language.${language}`));
        // Polski and English everywhere; the order's own language (Chinese) here too.
        expect(await languagesOffered(page, own)).toEqual(
          [...new Set([...SELECTABLE_LANGUAGES, language])].map((code) =>
            own(`common:language.${code}`),
          ),
        );
        await expectNoSidewaysScroll(page, screen);

        // Another language chosen: stored, and the order's is still offered here to go back.
        await chooseLanguage(page, own, other);
        await h1(texts(other)).waitFor();
        expect(await stored(page, LANGUAGE_STORAGE_KEY)).toBe(other);
        await chooseLanguage(page, texts(other), language);
        await h1(own).waitFor();
        expect(await stored(page, LANGUAGE_STORAGE_KEY)).toBe(language);
      }
    },
    { language: null },
  );
}

for (const screen of SCREENS) {
  const { language } = screen;
  journey(
    `switching the language in the wizard in ${screen.name} keeps what was entered and tells its errors in the new language`,
    async ({ page }) => {
      const first = texts(language);
      const other = otherThan(language);
      await atSize(page, screen);
      await page.goto('/base/create');
      await page.getByRole('heading', { name: first('repair-wizard:title'), level: 1 }).waitFor();
      await hydrated(page);
      const loads: string[] = [];
      page.on('load', () => loads.push(page.url()));

      await choose(page, first('order-sheet:channel'));
      await choose(page, first('order-sheet:brand'), 'Orbis Mobile');
      const basic = panel(page, first, 'basic');
      await basic.getByRole('button', { name: first('repair-wizard:actions.next') }).click();
      await basic.getByText(first('common:validation.required')).first().waitFor();

      // To another language and back, as the select offers (Chinese, offered only while it is
      // the current one, gives way to English, then Polish): in place, entries and errors kept.
      const back = (SELECTABLE_LANGUAGES as readonly Language[]).includes(language)
        ? language
        : otherThan(other);
      for (const [before, t, to] of [
        [first, texts(other), other],
        [texts(other), texts(back), back],
      ] as const) {
        await chooseLanguage(page, before, to);
        await page.getByRole('heading', { name: t('repair-wizard:title'), level: 1 }).waitFor();
        expect(await htmlLang(page)).toBe(to);
        expect(await stored(page, LANGUAGE_STORAGE_KEY)).toBe(to);
        const here = panel(page, t, 'basic');
        expect(
          await here.getByRole('combobox', { name: t('order-sheet:brand') }).inputValue(),
        ).toBe('Orbis Mobile');
        await here.getByText(t('common:validation.required')).first().waitFor();
        expect(await here.getByText(before('common:validation.required')).count()).toBe(0);
        await expectNoSidewaysScroll(page, screen);
      }
      expect(loads).toEqual([]);
    },
    // Polish as a first visit finds it (nothing stored); the others as the select stores them.
    { language: language === 'pl-PL' ? null : language },
  );
}

for (const screen of SCREENS) {
  const { language } = screen;
  journey(
    `${screen.name}: the cookie dialog answered (${screen.phone ? 'Reject' : 'Accept'}), the focus then on the page's heading`,
    async ({ visitor }) => {
      const t = texts(language);
      // Each answer in each language, one on each size.
      for (const answer of [screen.phone ? 'reject' : 'accept'] as const) {
        const { page } = await visitor({
          language: language === 'pl-PL' ? null : language,
          cookieAnswer: null,
        });
        await atSize(page, screen);
        await answerCookieDialog(page, t, answer);
        await expectNoSidewaysScroll(page, screen);
      }
    },
  );
}
