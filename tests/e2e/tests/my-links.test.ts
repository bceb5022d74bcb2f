import path from 'node:path';
import fs from 'node:fs';
import { PUBLIC_PAGE_PATHS, type Language } from '@portal/contracts';
import { readOutbox, REPO_ROOT } from '@portal/test-support';
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

const VARIANTS = [
  { language: 'pl-PL', width: 1280, height: 800 },
  { language: 'en-US', width: 390, height: 844 },
  { language: 'zh-CN', width: 390, height: 844 },
] as const;

/** The e-mail texts of a language, as the server words them. */
function mailSubject(language: Language): string {
  const file = path.join(REPO_ROOT, 'apps/api/src/services/mail/locales', `${language}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { links: { subject: string } }).links
    .subject;
}

for (const { language, width, height } of VARIANTS) {
  journey(
    `${language} ${width}×${height}: the links asked for on the lookup page arrive by e-mail and open the order`,
    async ({ page, t }) => {
      await page.setViewportSize({ width, height });
      const who = customer(`links${Date.now().toString(36)}${language.slice(0, 2)}`);
      const { created } = await bookReservedRepair(who.email, language, 1);

      await page.goto(`${inject('baseUrl')}${PUBLIC_PAGE_PATHS.orderLookup}`);
      const section = page.getByRole('region', { name: t('order-lookup:myLinks.title') });
      await section.getByLabel(t('order-lookup:myLinks.email')).fill(who.email.toUpperCase());
      await section.getByRole('button', { name: t('order-lookup:myLinks.send') }).click();
      const notice = section.getByRole('alert').filter({ hasText: t('order-lookup:myLinks.sent') });
      await notice.waitFor();
      await expectFocusOn(page, notice, 'the message that the links were sent');

      const mail = await linksMailTo(who.email);
      expect(mail, 'the e-mail of links').toBeDefined();
      expect(mail?.subject).toBe(mailSubject(language));
      expect(mail?.headers['content-language']).toBe(language);
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
    { language, timeout: 120_000 },
  );
}
