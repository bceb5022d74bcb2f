import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_STORAGE_KEY, type Language } from '@portal/contracts';
import { CHROMIUM, CHROMIUM_ARGS, REPO_ROOT } from '@portal/test-support';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it, type ExpectStatic } from 'vitest';
import { texts, type T } from './texts';

/** The web app's localStorage key of the cookie dialog's answer ('true' Accept, 'false' Reject). */
export const COOKIE_ANSWER_KEY = 'cookieAccepted';

/** Screenshots and traces of failed journeys (git-ignored). */
export const RESULTS_DIR = path.join(REPO_ROOT, 'tests', 'e2e', 'test-results');

export function assertChromium() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. The browser tests drive Debian's Chromium: ` +
        'install it with `apt-get install chromium` (or point CHROMIUM_PATH at a Chromium binary).',
    );
  }
}

export async function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export interface SessionOptions {
  /**
   * Stored language choice; null leaves it unset (the portal's default, Polish).
   * Default: English, whose texts the journeys read.
   */
  language?: Language | null;
  /** Stored cookie-dialog answer; null leaves the dialog up. Default: accepted. */
  cookieAnswer?: boolean | null;
  /** The browser's time zone (a visitor abroad); default: the machine's. */
  timezoneId?: string;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Texts of the session's language. */
  t: T;
  language: Language;
  /** Uncaught errors of the page, reported with a failure. */
  pageErrors: string[];
  /** Another visitor in a fresh context of the same browser (traced and kept alike). */
  visitor: (options?: SessionOptions) => Promise<Session>;
}

async function openSession(
  browser: Browser,
  options: SessionOptions,
  all: Session[],
): Promise<Session> {
  const baseUrl = inject('baseUrl');
  const language = options.language === undefined ? 'en-US' : options.language;
  const cookieAnswer = options.cookieAnswer === undefined ? true : options.cookieAnswer;
  const localStorage = [
    ...(language ? [{ name: LANGUAGE_STORAGE_KEY, value: language }] : []),
    ...(cookieAnswer === null ? [] : [{ name: COOKIE_ANSWER_KEY, value: String(cookieAnswer) }]),
  ];
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage }] },
  });
  // The trace keeps every step with its timing and call log, and the console; not the
  // DOM and network snapshots of every step (a fifth of the run time) nor the
  // screencast (a third). The failure screenshot is taken on its own.
  await context.tracing.start({ screenshots: false, snapshots: false });
  const page = await context.newPage();
  // Generous for two busy cores; a real failure still ends well within the test's time.
  page.setDefaultTimeout(15_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const effective = language ?? 'pl-PL';
  const session: Session = {
    context,
    page,
    baseUrl,
    t: texts(effective),
    language: effective,
    pageErrors,
    visitor: (more = {}) => openSession(browser, more, all),
  };
  all.push(session);
  return session;
}

function slug(name: string) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

/** On a failure: a screenshot of every open page, the traces and the page errors. */
async function keepArtefacts(sessions: Session[], name: string, error: unknown) {
  const dir = path.join(RESULTS_DIR, slug(name));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const summary = [
    `error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  ];
  for (const [index, session] of sessions.entries()) {
    const suffix = index === 0 ? '' : `-visitor-${index + 1}`;
    for (const [n, page] of session.context.pages().entries()) {
      summary.push(`page${suffix}${n ? `-${n + 1}` : ''}: ${page.url()}`);
      await page
        .screenshot({
          path: path.join(dir, `screenshot${suffix}${n ? `-${n + 1}` : ''}.png`),
          fullPage: true,
        })
        .catch(() => undefined);
    }
    await session.context.tracing
      .stop({ path: path.join(dir, `trace${suffix}.zip`) })
      .catch(() => undefined);
    summary.push(...session.pageErrors.map((message) => `page error${suffix}: ${message}`));
  }
  // Without the terminal colours of Playwright's call log.
  const text = summary
    .join('\n')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  fs.writeFileSync(path.join(dir, 'failure.txt'), `${text}\n`);
  return dir;
}

export interface JourneyOptions extends SessionOptions {
  /** The journey's own time; the test gets ARTEFACT_TIME_MS more to keep what it saw. */
  timeout?: number;
  /** Runs beside the file's other concurrent journeys (each has its own context). */
  concurrent?: boolean;
}

/** What a journey that ran out of time still gets to keep its screenshots and traces. */
const ARTEFACT_TIME_MS = 30_000;

/**
 * The journey's body, failed with a plain error once `ms` have passed, so a
 * slow journey keeps its artefacts (a test timed out by vitest keeps none).
 * The body left running fails as its contexts close; that failure is dropped.
 */
async function withinTime(body: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the journey did not end within ${ms / 1000} s`)),
      ms,
    );
  });
  body.catch(() => undefined);
  try {
    await Promise.race([body, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The running journey's own expect: the global one knows no test once journeys run side by side. */
const journeyExpect = new AsyncLocalStorage<ExpectStatic>();

/** `expect.poll` of the journey it is called in (works in concurrent journeys too). */
export const poll: ExpectStatic['poll'] = (actual, options) =>
  (journeyExpect.getStore() ?? expect).poll(actual, options);

/**
 * One browser per test file; `journey` is a test in a fresh browser context,
 * traced, with its screenshots and trace kept under tests/e2e/test-results when it fails.
 * `concurrent`: the file's journeys run side by side unless one says otherwise
 * (each has its own context; a few at a time, vitest.config.ts's maxConcurrency).
 */
export function browserSuite(defaults: { concurrent?: boolean } = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  function journey(
    name: string,
    body: (session: Session) => Promise<void>,
    {
      timeout = 90_000,
      concurrent = defaults.concurrent ?? false,
      ...options
    }: JourneyOptions = {},
  ) {
    it(name, { timeout: timeout + ARTEFACT_TIME_MS, concurrent }, async (ctx) => {
      if (!browser) throw new Error('the browser did not start');
      const sessions: Session[] = [];
      const session = await openSession(browser, options, sessions);
      try {
        await journeyExpect.run(ctx.expect, () => withinTime(body(session), timeout));
      } catch (error) {
        const file = path.basename(ctx.task.file.name, '.test.ts');
        const dir = await keepArtefacts(sessions, `${file} ${ctx.task.name}`, error);
        if (error instanceof Error)
          error.message += `\n(screenshots and trace in ${path.relative(REPO_ROOT, dir)})`;
        throw error;
      } finally {
        for (const opened of sessions) await opened.context.close();
      }
    });
  }

  return { journey };
}

/**
 * Waits until `holds` is true of `target` and the focus, for up to 5 s; the
 * page's own polling, so that it works in concurrent journeys too.
 */
async function waitForFocus(
  page: Page,
  target: Locator,
  holds: (element: Element) => boolean,
  what: string,
) {
  const element = await target.elementHandle({ timeout: 5000 });
  await page.waitForFunction(holds, element, { timeout: 5000, polling: 'raf' }).catch(async () => {
    const focused = await page.evaluate(
      () => `<${document.activeElement?.tagName.toLowerCase() ?? 'nothing'}>`,
    );
    throw new Error(`${what} should have the focus; ${focused} has it`);
  });
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

/**
 * The page takes input: a prerendered page stays inert (hidden from the
 * accessibility tree, deaf to clicks) until React has hydrated it.
 */
export async function hydrated(page: Page) {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/** What has the keyboard focus: `expected`, and never the page's body. */
export async function expectFocusOn(page: Page, expected: Locator, what: string) {
  await waitForFocus(page, expected, (element) => element === document.activeElement, what);
}

/** The keyboard focus is on an element inside `container`. */
export async function expectFocusWithin(page: Page, container: Locator, what: string) {
  await waitForFocus(
    page,
    container,
    (element) => element.contains(document.activeElement),
    `an element within ${what}`,
  );
}
