import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGE_PATHS, type Language } from '@portal/contracts';
import { readOutbox, REPO_ROOT, type ParsedMail } from '@portal/test-support';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { RESULTS_DIR, poll } from './browser';
import { PHONE } from './screens';
import { texts } from './texts';

/** The outbox of the test server, beside its database. */
export const outboxDir = () =>
  path.join(path.dirname(inject('databaseUrl').replace(/^file:/, '')), 'outbox');

type MailTree = Record<string, Record<string, Record<string, string> | string>>;

/** The e-mail texts of a language, as the server words them. */
export function mailTexts(language: Language): MailTree {
  const file = path.join(REPO_ROOT, 'apps/api/src/services/mail/locales', `${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as MailTree;
}

/** A mail text of `language` at `key` ("cancelled.subject"), its `{{name}}`s filled in. */
export function mailText(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = mailTexts(language);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no mail text ${key} in ${language}`);
  return Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)),
    node,
  );
}

/** The messages to `email` once there are as many as `kinds`, each with its kind (from its file's name). */
export async function mailsTo(email: string, kinds: readonly string[]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = readOutbox(outboxDir()).filter((mail) => mail.headers.to === email);
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
export async function expectReadableOnPhone(page: Page, mail: ParsedMail) {
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
 * page with the parcel's events, or the wizard to book anew (in `language`).
 */
export async function expectLinksOpen(
  page: Page,
  mail: ParsedMail,
  reference: string,
  language: Language,
  /** Links already opened (by an earlier message of the order): the same page, not opened again. */
  opened = new Set<string>(),
) {
  const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
  expect(links.length, `"${mail.subject}" has links`).toBeGreaterThan(0);
  const wizardTitle = texts(language)('repair-wizard:title');
  for (const link of links) {
    const url = new URL(link);
    // At the address the server names itself by (PUBLIC_URL unset).
    expect(url.port).toBe(new URL(inject('baseUrl')).port);
    if (opened.has(`${url.pathname}${url.search}`)) continue;
    opened.add(`${url.pathname}${url.search}`);
    const res = await page.goto(`${inject('baseUrl')}${url.pathname}${url.search}`);
    expect(res?.status(), link).toBe(200);
    const trackingNo = /^\/tracking\/([^/]+)$/.exec(url.pathname)?.[1];
    const wizard = url.pathname === PUBLIC_PAGE_PATHS.repairWizard;
    await poll(
      () =>
        page.evaluate(
          ({ ref, parcel, title }) =>
            title
              ? document.querySelector('h1')?.textContent === title
              : parcel
                ? // The parcel found: its heading names it, with at least one event under it.
                  Boolean(document.querySelector('h2')?.textContent?.includes(parcel)) &&
                  document.querySelectorAll('.mantine-Timeline-item').length > 0
                : document.querySelector('h1')?.textContent?.includes(ref) ||
                  [...document.querySelectorAll('input')].some((input) => input.value === ref),
          {
            ref: reference,
            parcel: trackingNo ? decodeURIComponent(trackingNo) : null,
            title: wizard ? wizardTitle : null,
          },
        ),
      { timeout: 15_000 },
    ).toBe(true);
  }
}

/**
 * One message: in the order's language, with `subject` when given, readable
 * on a phone and each link of it opening.
 */
export async function expectMail(
  page: Page,
  mail: ParsedMail,
  language: Language,
  reference: string,
  subject?: string,
  opened?: Set<string>,
) {
  expect(mail.headers['content-language']).toBe(language);
  if (subject !== undefined) expect(mail.subject).toBe(subject);
  await expectReadableOnPhone(page, mail);
  await expectLinksOpen(page, mail, reference, language, opened);
}

/**
 * One message per step, in `kinds`' order and the order's language, each
 * readable on a phone and each link of it opening; after the first (the
 * booking's or the placement's) each subject is the step's own. The last
 * `checked` messages are checked so (all by default); the others' kinds only.
 */
export async function expectOneMailPerStep(
  page: Page,
  email: string,
  kinds: readonly string[],
  language: Language,
  reference: string,
  subjectOf: (kind: string) => string,
  checked = kinds.length,
) {
  const mails = await mailsTo(email, kinds);
  expect(mails.map((mail) => mail.kind)).toEqual(kinds);
  const opened = new Set<string>();
  for (const [index, mail] of mails.entries()) {
    if (index < kinds.length - checked) continue;
    const subject = index > 0 ? subjectOf(mail.kind) : undefined;
    await expectMail(page, mail, language, reference, subject, opened);
  }
  return mails;
}
