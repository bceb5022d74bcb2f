import path from 'node:path';
import { CUSTOMER_PATHS, PUBLIC_PAGE_PATHS } from '@portal/contracts';
import { readOutbox } from '@portal/test-support';
import { expect, inject } from 'vitest';
import { bookReservedRepair } from '../src/api';
import { browserSuite, expectFocusOn, hydrated, poll } from '../src/browser';
import { mailText, outboxDir } from '../src/mail';
import { atSize, expectNoSidewaysScroll, SCREENS } from '../src/screens';
import { customer } from '../src/wizard';

// Independent journeys, each with its own customer and context: side by side.
const { journey } = browserSuite({ concurrent: true });

/**
 * "E-mail me my links": a customer who lost the confirmation asks on the
 * lookup page, is told the same neutral words whatever was found, and the
 * link in the e-mail opens the order's page.
 */

/** The e-mail of links to `email`, once it has arrived. */
async function linksMailTo(email: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = readOutbox(outboxDir()).find(
      (candidate) =>
        candidate.headers.to === email && path.basename(candidate.file).includes('-order-links-'),
    );
    if (mail || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

for (const screen of SCREENS) {
  const { language } = screen;
  journey(
    `${screen.name}: the links asked for on the lookup page arrive by e-mail and open the order`,
    async ({ page, t }) => {
      await atSize(page, screen);
      const who = customer(`links${Date.now().toString(36)}${language.slice(0, 2)}`);
      const { created } = await bookReservedRepair(who.email, language, 1);

      await page.goto(`${inject('baseUrl')}${PUBLIC_PAGE_PATHS.orderLookup}`);
      const section = page.getByRole('region', { name: t('order-lookup:myLinks.title') });
      await section.getByLabel(t('order-lookup:myLinks.email')).fill(who.email.toUpperCase());
      await section.getByRole('button', { name: t('order-lookup:myLinks.send') }).click();
      const notice = section.getByRole('alert').filter({ hasText: t('order-lookup:myLinks.sent') });
      await notice.waitFor();
      await expectFocusOn(page, notice, 'the message that the links were sent');
      await expectNoSidewaysScroll(page, screen);

      // An address of no order: the very same words, and no e-mail.
      const words = await notice.textContent();
      const unknown = `nobody.${Date.now().toString(36)}${screen.width}@example.com`;
      await page.reload();
      await hydrated(page);
      await section.getByLabel(t('order-lookup:myLinks.email')).fill(unknown);
      await Promise.all([
        page.waitForResponse((res) => res.url().endsWith(CUSTOMER_PATHS.myLinks)),
        section.getByRole('button', { name: t('order-lookup:myLinks.send') }).click(),
      ]);
      await notice.waitFor();
      expect(await notice.textContent()).toBe(words);

      const mail = await linksMailTo(who.email);
      expect(mail, 'the e-mail of links').toBeDefined();
      expect(mail?.subject).toBe(mailText(language, 'links.subject'));
      expect(mail?.headers['content-language']).toBe(language);
      const links = [...(mail?.text ?? '').matchAll(/https?:\/\/\S+\/base\/order\/[\w-]+/g)].map(
        (match) => new URL(match[0]),
      );
      expect(links).toHaveLength(1);
      const [link] = links as [URL];
      expect(link.pathname).toBe(`/base/order/${created.accessToken}`);
      await page.goto(`${inject('baseUrl')}${link.pathname}`);
      await poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toContain(
        created.rmaNumber,
      );
      // Sent after the known one's, which has arrived: none to the unknown address.
      expect(readOutbox(outboxDir()).filter((m) => m.headers.to === unknown)).toEqual([]);
    },
    { language, timeout: 120_000 },
  );
}
