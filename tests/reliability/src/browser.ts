import { LANGUAGE_STORAGE_KEY } from '@portal/contracts';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/test-support';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The web app's localStorage key of the cookie dialog's answer. */
const COOKIE_ANSWER_KEY = 'cookieAccepted';

export async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** What a page did that a test must know about. */
export interface PageEvents {
  cspViolations: string[];
  dialogs: string[];
  xssConsole: string[];
  pageErrors: string[];
  /** Requests to any host but the loopback server, refused. */
  external: string[];
}

/**
 * Hooks placed before any page script: a global the XSS payloads call, a
 * record of CSP violation events, the language set to English and, unless
 * the visitor is new, the cookie dialog answered.
 */
function initScript({ answered }: { answered: boolean }) {
  return `
    window.__xssHits = [];
    window.__xss = (n) => { window.__xssHits.push(n); console.log('XSS-EXECUTED ' + n); };
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || ''));
    }, true);
    try {
      localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}, 'en-US');
      ${answered ? `localStorage.setItem(${JSON.stringify(COOKIE_ANSWER_KEY)}, 'true');` : ''}
    } catch {}
  `;
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  events: PageEvents;
}

export async function newVisitor(
  browser: Browser,
  baseUrl: string,
  options: { bypassCSP?: boolean; answered?: boolean },
): Promise<Visitor> {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({
    baseURL: baseUrl,
    bypassCSP: options.bypassCSP ?? false,
    viewport: { width: 1280, height: 900 },
  });
  const events: PageEvents = {
    cspViolations: [],
    dialogs: [],
    xssConsole: [],
    pageErrors: [],
    external: [],
  };
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin)) return route.continue();
    events.external.push(url);
    return route.abort();
  });
  await context.addInitScript(initScript({ answered: options.answered ?? true }));
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  page.on('dialog', (dialog) => {
    events.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy/i.test(text))
      events.cspViolations.push(text);
    if (text.startsWith('XSS-EXECUTED')) events.xssConsole.push(text);
  });
  page.on('pageerror', (error) => events.pageErrors.push(error.message));
  return { context, page, events };
}

/** Violations recorded by the page's own listener (they also reach the console). */
export async function pageViolations(page: Page): Promise<string[]> {
  return page
    .evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? [])
    .catch(() => []);
}

export async function settle(page: Page, ms = 400) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page.waitForTimeout(ms);
}
