import type { Page } from 'playwright-core';
import { newVisitor, pageViolations, settle, withBrowser } from './browser';
import type { Phase } from './report';
import type { PortalServer } from './server';

/** Every screen of the portal, with what a visitor does there. */
const VISITS: { path: string; name: string; act?: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    name: 'home, cookie dialog answered',
    act: async (page) => {
      await page.getByRole('button', { name: 'Accept' }).click();
    },
  },
  { path: '/base/query', name: 'repair lookup', act: lookupRepair },
  { path: '/base/create', name: 'repair wizard with the agreement', act: readAgreement },
  { path: '/spare/center', name: 'accessories', act: addToCart },
  {
    path: '/spare/center?tab=documents',
    name: 'documents with a document open',
    act: openDocument,
  },
  { path: '/spare/center?tab=announcements', name: 'announcement' },
  { path: '/spare/center?tab=compliance', name: 'compliance' },
  { path: '/spare/software-updates', name: 'software updates' },
  { path: '/spare/quality-environmental', name: 'quality and environment' },
  { path: '/spare/cart', name: 'cart with the checkout form and code image', act: openCheckout },
  { path: '/cookie-policy', name: 'cookie policy' },
  { path: '/Regulations-Privacy', name: 'privacy policy' },
  { path: '/cookie-settings', name: 'cookie settings' },
  { path: '/base/no-such-page', name: 'unknown route' },
];

async function lookupRepair(page: Page) {
  await page
    .getByLabel('RMA number, tracking number, serial number or IMEI')
    .fill('RMA261119924084675699546'); // DEMO_KEYS: pending pick-up
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText('Repair order', { exact: false }).first().waitFor();
}

async function readAgreement(page: Page) {
  await page.getByLabel('Brand').first().click();
  // The brand list's first option, not the header's language select's.
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: 'Read the agreement' }).click();
  await page.getByTestId('agreement-text').waitFor();
}

async function addToCart(page: Page) {
  await page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
}

async function openDocument(page: Page) {
  await page.getByRole('button', { name: /^View/ }).first().click();
  await page.getByRole('dialog').waitFor();
}

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await page.getByRole('dialog').waitFor();
}

/** The built app browsed under the server's real CSP: the console must show no violation. */
export async function cspPhase(phase: Phase, server: PortalServer) {
  const res = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } });
  phase.figure(
    'policy',
    res.headers.get('content-security-policy')?.replace(/'nonce-[^']+'/g, "'nonce-…'") ?? 'none',
  );

  await withBrowser(async (browser) => {
    const { page, events, context } = await newVisitor(browser, server.baseUrl, {
      answered: false,
    });
    const failedSteps: string[] = [];
    const violations: string[] = [];
    let mantineStyles = 0;
    for (const visit of VISITS) {
      try {
        await page.goto(visit.path);
        await settle(page);
        await visit.act?.(page);
        await settle(page);
        mantineStyles = Math.max(
          mantineStyles,
          await page.locator('style[data-mantine-styles]').count(),
        );
      } catch (error) {
        failedSteps.push(`${visit.name}: ${(error as Error).message.split('\n')[0]}`);
      }
      violations.push(...(await pageViolations(page)).map((v) => `${visit.name}: ${v}`));
    }
    await context.close();

    const all = [...new Set([...violations, ...events.cspViolations])];
    phase.figure('screens browsed', `${VISITS.length - failedSteps.length} of ${VISITS.length}`);
    phase.figure("Mantine's style elements allowed by nonce", mantineStyles);
    phase.figure('CSP violations', all.length);
    phase.figure('uncaught page errors', events.pageErrors.length);
    phase.check('every screen browsed', failedSteps.length === 0, failedSteps.join('\n'));
    phase.check('no CSP violation in the console', all.length === 0, all.slice(0, 5).join('\n'));
    phase.check(
      'no request to another host',
      events.external.length === 0,
      events.external.slice(0, 5).join('\n'),
    );
  });
}
