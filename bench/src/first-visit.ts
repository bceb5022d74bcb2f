import { CHROMIUM, CHROMIUM_ARGS } from '@portal/test-support';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

/** The routes of a first visit: the Lighthouse routes and the two query pages. */
export const FIRST_VISIT_ROUTES = [
  '/',
  '/base/query',
  '/base/create',
  '/spare/center',
  '/spare/cart',
] as const;

export const KINDS = ['html', 'js', 'css', 'image', 'font', 'api', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** A desktop window, and Lighthouse's phone (its mobile emulation: 412 × 823 at 1.75×). */
const VIEWPORTS = {
  desktop: { viewport: { width: 1350, height: 940 } },
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
} satisfies Record<string, BrowserContextOptions>;
export type Viewport = keyof typeof VIEWPORTS;

export interface Transfer {
  path: string;
  kind: Kind;
  status: number;
  /** Bytes on the wire: headers and body as sent (compressed when it was). */
  bytes: number;
  encoding?: string;
}

export interface Visit {
  route: string;
  viewport: Viewport;
  /** Whether the cookie dialog was showing once the network was idle, as for a new visitor. */
  cookieDialog: boolean;
  transfers: Transfer[];
}

export interface FirstVisitResult {
  available: boolean;
  reason?: string;
  visits: Visit[];
}

/** What Chromium says it fetched, by the resource type of its network events. */
function kindOf(type: string | undefined, mimeType: string): Kind {
  switch (type) {
    case 'Document':
      return 'html';
    case 'Script':
      return 'js';
    case 'Stylesheet':
      return 'css';
    case 'Image':
      return 'image';
    case 'Font':
      return 'font';
    case 'Fetch':
    case 'XHR':
      return mimeType.includes('json') ? 'api' : 'other';
    default:
      return 'other';
  }
}

interface ResponseReceived {
  requestId: string;
  type?: string;
  response: { url: string; status: number; mimeType: string; headers: Record<string, string> };
}

/**
 * One first visit: a new browser context (empty cache and storage, so the
 * cookie dialog shows), the route loaded until the network has been idle
 * for half a second, and every response Chromium reports, with the bytes
 * of `Network.loadingFinished`'s `encodedDataLength` (all the response's
 * bytes as received, headers included; compressed bodies compressed).
 */
async function visit(
  browser: Browser,
  baseUrl: string,
  route: string,
  viewport: Viewport,
): Promise<Visit> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const responses = new Map<string, ResponseReceived>();
    const transfers: Transfer[] = [];
    cdp.on('Network.responseReceived', (event: ResponseReceived) => {
      responses.set(event.requestId, event);
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      const received = responses.get(event.requestId);
      if (!received || received.response.url.startsWith('data:')) return;
      const { url, status, mimeType, headers } = received.response;
      const encoding = Object.entries(headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      )?.[1];
      transfers.push({
        path: url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url,
        kind: kindOf(received.type, mimeType),
        status,
        bytes: event.encodedDataLength,
        ...(encoding && { encoding }),
      });
    });
    await cdp.send('Network.enable');
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog');
    const cookieDialog = await dialog
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    // What the dialog brings (its chunk, its texts) may start after the first idle moment.
    await page.waitForLoadState('networkidle');
    return { route, viewport, cookieDialog, transfers };
  } finally {
    await context.close();
  }
}

/** First visits of every route, at a desktop window and at a phone's, one Chromium for all. */
export async function firstVisits(baseUrl: string): Promise<FirstVisitResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const visits: Visit[] = [];
    for (const route of FIRST_VISIT_ROUTES) {
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        visits.push(await visit(browser, baseUrl, route, viewport));
      }
    }
    return { available: true, visits };
  } finally {
    await browser.close();
  }
}

export interface KindTotals {
  requests: number;
  bytes: number;
}

/** Requests and bytes by kind, and over all. */
export function totals(visit: Visit): Record<Kind | 'total', KindTotals> {
  const out = Object.fromEntries(
    [...KINDS, 'total'].map((kind) => [kind, { requests: 0, bytes: 0 }]),
  ) as Record<Kind | 'total', KindTotals>;
  for (const transfer of visit.transfers) {
    for (const key of [transfer.kind, 'total'] as const) {
      out[key].requests += 1;
      out[key].bytes += transfer.bytes;
    }
  }
  return out;
}
