import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserSuite, hydrated } from '../src/browser';
import { PAGE_HEADINGS, texts } from '../src/texts';

const { journey } = browserSuite();

declare global {
  interface Window {
    portalWatch: { cspViolations: string[]; removedHeadings: number };
  }
}

/**
 * Before the page's own scripts: CSP violations, and headings taken out of
 * the document (a prerendered page rendered anew instead of hydrated).
 */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const watched = { cspViolations: [] as string[], removedHeadings: 0 };
    window.portalWatch = watched;
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) {
            watched.removedHeadings += 1;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    consoleErrors,
    read: () => page.evaluate(() => window.portalWatch),
  };
}

/** References to ids (labels, descriptions, controls) that no element on the page has. */
function danglingReferences(page: Page) {
  return page.evaluate(() => {
    const attributes = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'];
    const selector = attributes.map((name) => `[${name}]`).join(',');
    return [...document.querySelectorAll(selector)].flatMap((element) =>
      attributes.flatMap((name) =>
        (element.getAttribute(name) ?? '')
          .split(/\s+/)
          .filter((id) => id !== '' && !document.getElementById(id))
          .map((id) => `${name}="${id}"`),
      ),
    );
  });
}

journey(
  '14. prerendered pages: painted from the HTML, hydrated in place without errors or CSP violations; another language rendered afresh',
  async ({ page, visitor }) => {
    const pl = texts('pl-PL');
    const pages = PAGE_HEADINGS.map(([path, key]) => [path, pl(key)] as const);
    const watcher = await watch(page);
    for (const [path, title] of pages) {
      // The HTML itself has the page, in Polish, with the cookie dialog of a first visit.
      const html = await (
        await page.request.get(path, { headers: { accept: 'text/html' } })
      ).text();
      // Inert until hydrated, so an early click waits instead of being lost.
      expect(html, path).toContain('<div id="root" data-prerendered="pl-PL" inert>');
      expect(html, path).toContain(title);
      expect(html, path).toContain(pl('common:cookieDialog.title'));

      await page.goto(path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      // Answering works only once the page is hydrated.
      await hydrated(page);
      // Hydrated with the ids the markup was drawn with: every reference still finds its element.
      expect(await danglingReferences(page), path).toEqual([]);
      await page.getByRole('button', { name: pl('common:cookieDialog.accept') }).click();
      await page
        .getByRole('button', { name: pl('common:cookieDialog.accept') })
        .waitFor({ state: 'detached' });
      const seen = await watcher.read();
      expect(seen.removedHeadings, `${path}: the prerendered heading was replaced`).toBe(0);
      expect(seen.cspViolations, path).toEqual([]);
      // A first visit again on the next page.
      await page.evaluate(() => localStorage.clear());
    }
    expect(watcher.consoleErrors).toEqual([]);

    // A returning visitor in English: the Polish markup is not shown, the page comes in English.
    const english = await visitor({ language: 'en-US', cookieAnswer: true });
    const en = texts('en-US');
    const englishWatch = await watch(english.page);
    await english.page.goto('/spare/center');
    await english.page
      .getByRole('heading', { name: en('spare-centre:page.title'), level: 1 })
      .waitFor();
    expect(await english.page.getByText(pl('spare-centre:page.title')).count()).toBe(0);
    expect(
      await english.page.getByRole('button', { name: en('common:cookieDialog.accept') }).count(),
    ).toBe(0);
    expect((await englishWatch.read()).cspViolations).toEqual([]);
    expect(englishWatch.consoleErrors).toEqual([]);
  },
  { language: null, cookieAnswer: null },
);
