import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@portal/contracts';
import { readOutbox, REPO_ROOT, type ParsedMail } from '@portal/test-support';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { advanceOrder, bookReservedRepair, placeSpareOrder } from '../src/api';
import { browserSuite, RESULTS_DIR } from '../src/browser';
import { customer } from '../src/wizard';

const { journey } = browserSuite();

/**
 * A repair followed from its booking to its return, and a cart order from its
 * placement to its completion: one e-mail per step, in the order's language,
 * readable on a phone, every link of it opening.
 */

interface Variant {
  language: Language;
  width: number;
  height: number;
}
const VARIANTS: Variant[] = [
  { language: 'pl-PL', width: 1280, height: 800 },
  { language: 'en-US', width: 390, height: 844 },
  { language: 'zh-CN', width: 390, height: 844 },
];
const PHONE = { width: 390, height: 844 };

let run = 0;
const uniqueSuffix = () => `${Date.now().toString(36)}${(run++).toString(36)}`;

/** The outbox of the test server, beside its database. */
const outboxDir = () =>
  path.join(path.dirname(inject('databaseUrl').replace(/^file:/, '')), 'outbox');

/** The e-mail texts of a language, as the server words them. */
function mailTexts(language: Language): Record<string, Record<string, Record<string, string>>> {
  const file = path.join(REPO_ROOT, 'apps/api/src/services/mail/locales', `${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
const fill = (text: string | undefined, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)),
    text ?? '',
  );

/** The messages to `email` once there are `count`, each with its kind (from its file's name). */
async function mailsTo(email: string, kinds: readonly string[]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = fs.existsSync(outboxDir())
      ? readOutbox(outboxDir()).filter((mail) => mail.headers.to === email)
      : [];
    if (mails.length >= kinds.length || Date.now() > deadline) {
      return mails.map((mail) => ({
        ...mail,
        kind: kinds.find((kind) => path.basename(mail.file).includes(`-${kind}-`)) ?? '?',
      }));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The message as a phone shows it, on a blank page of its own: nothing wider than the screen. */
async function expectReadableOnPhone(page: Page, mail: ParsedMail) {
  const reader = await page.context().newPage();
  try {
    await reader.setViewportSize(PHONE);
    await reader.setContent(mail.html);
    const sideways = await reader.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    if (sideways > 0) {
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      fs.writeFileSync(path.join(RESULTS_DIR, 'too-wide-mail.html'), mail.html);
    }
    expect(sideways, `"${mail.subject}" scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  } finally {
    await reader.close();
  }
}

/**
 * Every link of the message opens a page of the portal: the order's naming
 * `reference`, the lookup with it filled in and found, a parcel's tracking
 * page with the parcel's events.
 */
async function expectLinksOpen(page: Page, mail: ParsedMail, reference: string) {
  const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
  expect(links.length, `"${mail.subject}" has links`).toBeGreaterThan(0);
  for (const link of links) {
    const url = new URL(link);
    // At the address the server names itself by (PUBLIC_URL unset).
    expect(url.port).toBe(new URL(inject('baseUrl')).port);
    const res = await page.goto(`${inject('baseUrl')}${url.pathname}${url.search}`);
    expect(res?.status(), link).toBe(200);
    const trackingNo = /^\/tracking\/([^/]+)$/.exec(url.pathname)?.[1];
    await expect
      .poll(
        () =>
          page.evaluate(
            ({ ref, parcel }) =>
              parcel
                ? // The parcel found: its heading names it, with at least one event under it.
                  Boolean(document.querySelector('h2')?.textContent?.includes(parcel)) &&
                  document.querySelectorAll('.mantine-Timeline-item').length > 0
                : document.querySelector('h1')?.textContent?.includes(ref) ||
                  [...document.querySelectorAll('input')].some((input) => input.value === ref),
            { ref: reference, parcel: trackingNo ? decodeURIComponent(trackingNo) : null },
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  }
}

/**
 * One message per step, in `kinds`' order and the order's language, each
 * readable on a phone and each link of it opening; after the first (the
 * booking's or the placement's) each subject is the step's own.
 */
async function expectOneMailPerStep(
  page: Page,
  email: string,
  kinds: readonly string[],
  language: Language,
  reference: string,
  subjectOf: (kind: string) => string,
) {
  const mails = await mailsTo(email, kinds);
  expect(mails.map((mail) => mail.kind)).toEqual(kinds);
  for (const [index, mail] of mails.entries()) {
    expect(mail.headers['content-language']).toBe(language);
    if (index > 0) expect(mail.subject).toBe(subjectOf(mail.kind));
    await expectReadableOnPhone(page, mail);
    await expectLinksOpen(page, mail, reference);
  }
}

for (const variant of VARIANTS) {
  const { language } = variant;

  journey(
    `${language} ${variant.width}×${variant.height}: a repair's customer gets one e-mail per step, each opening`,
    async ({ page }) => {
      await page.setViewportSize({ width: variant.width, height: variant.height });
      const who = customer(uniqueSuffix());
      const { created } = await bookReservedRepair(who.email, language, 1);
      for (const to of ['toBeReceivedByFactory', 'checking', 'processing', 'repaired', 'finished'])
        await advanceOrder(created, to);

      const kinds = [
        'repair-booked',
        'repair-picked-up',
        'repair-received',
        'repair-repaired',
        'repair-shipped',
      ];
      await expectOneMailPerStep(page, who.email, kinds, language, created.rmaNumber, (kind) =>
        fill(mailTexts(language).progress?.[kind]?.subject, { rmaNumber: created.rmaNumber }),
      );
    },
    { language, timeout: 180_000 },
  );

  journey(
    `${language} ${variant.width}×${variant.height}: a cart order's customer gets one e-mail per step, each opening`,
    async ({ page }) => {
      await page.setViewportSize({ width: variant.width, height: variant.height });
      const person = customer(uniqueSuffix());
      const who = { ...person, postalCode: person.postal };
      const order = await placeSpareOrder(who, language);
      for (const to of ['confirmed', 'paid', 'shipped', 'invoiced']) await advanceOrder(order, to);

      const kinds = [
        'spare-order-placed',
        'spare-order-confirmed',
        'spare-order-shipped',
        'spare-order-completed',
      ];
      await expectOneMailPerStep(page, who.email, kinds, language, String(order.orderId), (kind) =>
        fill(mailTexts(language).spareProgress?.[kind]?.subject, { orderId: order.orderId }),
      );
    },
    { language, timeout: 180_000 },
  );
}
