import path from 'node:path';
import fs from 'node:fs';
import { PUBLIC_PAGE_PATHS } from '@portal/contracts';
import { readOutbox } from '@portal/test-support';
import { expect, inject } from 'vitest';
import { bookReservedRepair } from '../src/api';
import { browserSuite, expectFocusOn } from '../src/browser';
import { customer } from '../src/wizard';

const { journey } = browserSuite();

/**
 * "E-mail me my links": a customer who lost the confirmation asks on the
 * lookup page, is told the same neutral words whatever was found, and the
 * link in the e-mail opens the order's page.
 */

/** The outbox of the test server, beside its database. */
const outboxDir = () =>
  path.join(path.dirname(inject('databaseUrl').replace(/^file:/, '')), 'outbox');

/** The e-mail of links to `email`, once it has arrived. */
async function linksMailTo(email: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = (fs.existsSync(outboxDir()) ? readOutbox(outboxDir()) : []).find(
      (candidate) =>
        candidate.headers.to === email && path.basename(candidate.file).includes('-order-links-'),
    );
    if (mail || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

journey(
  'en-US 390×844: the links asked for on the lookup page arrive by e-mail and open the order',
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const who = customer(`links${Date.now().toString(36)}`);
    const { created } = await bookReservedRepair(who.email, 'en-US', 1);

    await page.goto(`${inject('baseUrl')}${PUBLIC_PAGE_PATHS.orderLookup}`);
    const section = page.getByRole('region', { name: "Lost your order's link?" });
    await section.getByLabel('Your e-mail address').fill(who.email.toUpperCase());
    await section.getByRole('button', { name: 'Send me the links' }).click();
    const notice = section.getByRole('alert').filter({
      hasText: "If we have orders for this address, we've sent their links to it.",
    });
    await notice.waitFor();
    await expectFocusOn(page, notice, 'the message that the links were sent');

    const mail = await linksMailTo(who.email);
    expect(mail, 'the e-mail of links').toBeDefined();
    expect(mail?.subject).toBe('The links to your orders');
    const links = [...(mail?.text ?? '').matchAll(/https?:\/\/\S+\/base\/order\/[\w-]+/g)].map(
      (match) => new URL(match[0]),
    );
    expect(links).toHaveLength(1);
    const [link] = links as [URL];
    expect(link.pathname).toBe(`/base/order/${created.accessToken}`);
    await page.goto(`${inject('baseUrl')}${link.pathname}`);
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 15_000 })
      .toContain(created.rmaNumber);
  },
  { language: 'en-US', timeout: 120_000 },
);
