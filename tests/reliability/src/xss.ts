import { API_PATHS } from '@portal/contracts';
import { bumpCatalogueVersion } from '@portal/db';
import { withDatabase } from '@portal/test-support';
import type { Page } from 'playwright-core';
import { newVisitor, pageViolations, settle, withBrowser, type PageEvents } from './browser';
import type { Phase } from './report';
import type { PortalServer } from './server';

/**
 * Known XSS vectors (OWASP's filter-evasion list, DOMPurify's mutation-XSS
 * cases, URL schemes, template injection). Each calls `__xss(n)`, or opens a
 * dialog, if it ever runs; both are hooked in the page.
 */
const VECTORS: ((n: number) => string)[] = [
  (n) => `<script>__xss(${n})</script>`,
  (n) => `<img src=x onerror=__xss(${n})>`,
  (n) => `<svg onload=__xss(${n})>`,
  (n) => `<svg><script>__xss(${n})</script></svg>`,
  (n) => `<iframe src="javascript:parent.__xss(${n})"></iframe>`,
  (n) => `<body onload=__xss(${n})>`,
  (n) => `<a href="javascript:__xss(${n})">click ${n}</a>`,
  (n) => `"><script>__xss(${n})</script>`,
  (n) => `'><img src=x onerror=__xss(${n})>`,
  (n) => `<details open ontoggle=__xss(${n})>`,
  (n) => `<input autofocus onfocus=__xss(${n})>`,
  (n) => `<video><source onerror=__xss(${n})></video>`,
  (n) => `<audio src=x onerror=__xss(${n})>`,
  (n) => `<object data="javascript:parent.__xss(${n})"></object>`,
  (n) => `<embed src="javascript:parent.__xss(${n})">`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${n})>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>">`,
  (n) => `<form><button formaction=javascript:__xss(${n})>go ${n}</button></form>`,
  (n) => `<div style="background-image:url(javascript:__xss(${n}))">bg ${n}</div>`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${n})">`,
  (n) => `<base href="javascript:__xss(${n})//">`,
  (n) => `<img src="x" onerror="&#95;&#95;xss(${n})">`,
  (n) => `<img src=x onerror="eval('__xss(${n})')">`,
  (n) =>
    `<svg><a xlink:href="javascript:__xss(${n})"><text x="20" y="20">svg ${n}</text></a></svg>`,
  (n) => `<img src=x onerror=alert(${n})>`,
  (n) => `javascript:__xss(${n})`,
  (n) =>
    `data:text/html;base64,${Buffer.from(`<script>parent.__xss(${n})</script>`).toString('base64')}`,
  (n) => `{{constructor.constructor('__xss(${n})')()}}`,
  (n) => `\${__xss(${n})}`,
  (n) => `<style>@import 'javascript:__xss(${n})';</style>`,
  (n) => `<template><script>__xss(${n})</script></template>`,
  (n) => `<select autofocus onfocus=__xss(${n})></select>`,
  (n) => `<textarea autofocus onfocus=__xss(${n})></textarea>`,
  (n) => `</title><script>__xss(${n})</script>`,
  (n) => `<scr<script>ipt>__xss(${n})</scr</script>ipt>`,
  (n) => `<a href="jav&#x09;ascript:__xss(${n})">tab ${n}</a>`,
  (n) => `<svg/onload=__xss(${n})//`,
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<x onmouseover=__xss(${n}) style="display:block;width:100vw;height:100vh">hover ${n}</x>`,
  (n) => `" onfocus="__xss(${n})" autofocus x="`,
];

/** Texts that show up wherever a vector is rendered as text. */
const markers = (n: number) => [`xss(${n})`, `alert(${n})`, VECTORS[n - 1]?.(n) ?? `xss(${n})`];

interface Planted {
  vectors: number;
  places: Record<string, number>;
  rma: string;
  cartOrderId: number;
  brand: string;
}

const at = (offsetMs = 0) => new Date(Date.now() + offsetMs);

function richText(texts: string[], n: number) {
  const nodes = [
    ...texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
    {
      type: 'link',
      data: { href: `javascript:__xss(${n})` },
      children: [{ type: 'text', text: `link ${n}` }],
    },
    { type: 'image', data: { url: `javascript:__xss(${n})` } },
    { type: 'image', data: { url: `x" onerror="__xss(${n})` } },
    {
      type: 'link',
      data: { href: `data:text/html,<script>__xss(${n})</script>`, target: '_self' },
    },
  ];
  return JSON.stringify({ zhLang: nodes, enLang: nodes, plLang: nodes });
}

/**
 * Puts every vector where the portal shows stored text: accessory names and
 * image URLs, a model series, documents (title, description, rich text, file
 * URLs), the announcement, a brand's name and agreement, pick-list names, and
 * the courier fields of a repair order and a cart order, straight into the
 * database as an operator's tool would.
 */
function plant(url: string): Promise<Planted> {
  const all = VECTORS.map((vector, i) => vector(i + 1));
  const places: Record<string, number> = {};
  const count = (place: string, n: number) => (places[place] = (places[place] ?? 0) + n);

  return withDatabase(url, (db) =>
    db.$transaction(async (tx) => {
      // A model series sorted first, so the accessories tab opens on it.
      const serial = await tx.serial.create({
        data: { enName: `XSS series ${all[2]}`, status: 1, sortOrder: -1000 },
      });
      await tx.material.createMany({
        data: all.map((vector, i) => {
          const n = i + 1;
          return {
            bom: `XSS-${n}`,
            nameEN: `XSS ${vector}`,
            namePL: `XSS ${vector}`,
            priceCents: 500,
            imageFiles: [`javascript:__xss(${n})`, `/files/x.svg" onerror="__xss(${n})`, ''][n % 3],
            status: 1,
            sortOrder: -1000 + n,
            serialId: serial.id,
          };
        }),
      });
      count('accessory names and images', all.length);

      // Four documents, newest of all, sharing the vectors between them.
      for (let k = 0; k < 4; k += 1) {
        const mine = all.filter((_, i) => i % 4 === k);
        await tx.document.create({
          data: {
            title: `XSS doc ${k} ${mine.join(' ')}`,
            description: mine.join(' '),
            createTime: at(60_000 * (k + 1)),
            filepath: `/files/${encodeURIComponent(mine[0] ?? '')}.pdf,javascript:__xss(${k + 900}),${mine[1] ?? ''}`,
            content: richText(mine, k + 900),
            status: 2,
            docType: 1,
            modelId: null,
          },
        });
      }
      count('documents (title, description, rich text, files)', all.length);

      await tx.announcement.create({
        data: {
          title: `XSS notice ${all[0]}`,
          content: richText(all, 950),
          createdAt: at(600_000),
        },
      });
      count('announcement', all.length);

      const brand = `XSS Brand ${all[1]}`;
      const html = all.join('\n<p>between</p>\n');
      const { id: brandId } = await tx.brand.create({
        data: {
          userName: brand,
          status: 1,
          agreementPl: html,
          agreementEn: html,
          agreementZh: html,
        },
      });
      await tx.product.create({
        data: { productName: `XSS model ${all[3]}`, status: 1, category: '2', brandId },
      });
      await tx.dictionaryEntry.create({
        data: { typeId: 10004, name: `XSS channel ${all[4]}`, status: 1, sortOrder: -1000 },
      });
      count('brand agreement', all.length);
      count('brand, model and channel names', 3);

      // Orders whose courier fields are shown by the lookups, copied from the
      // first seeded ones. Ids of the form the API draws (15 digits).
      const rma = 'RMA999999900000000000001';
      const orderId = 900_000_000_000_001n;
      const cartOrderId = 900_000_000_000_003n;
      const repair = await tx.repairOrder.findFirstOrThrow({
        orderBy: { id: 'asc' },
        omit: { id: true, rmaNumber: true, accessToken: true },
      });
      await tx.repairOrder.create({
        data: {
          ...repair,
          id: orderId,
          rmaNumber: rma,
          status: 8,
          applySn: '999999999999991',
          createTime: at(-86_400_000 * 5),
          receiveTime: at(-86_400_000 * 4),
          checkTime: at(-86_400_000 * 3),
          repairTime: at(-86_400_000 * 2),
          sendDateTime: at(-86_400_000),
          sendLogisticsTypeName: all.join(' '),
          sendLogisticsNo: all[5] ?? null,
        },
      });
      await tx.shipment.create({
        data: {
          id: 900_000_000_000_002n,
          shipmentNo: 'PCSXSS000001',
          status: 'reserved',
          orderId,
          createdAt: at(),
        },
      });
      const cart = await tx.sparePartOrder.findFirstOrThrow({
        orderBy: { id: 'asc' },
        omit: { id: true, verifyCodeId: true, accessToken: true },
      });
      await tx.sparePartOrder.create({
        data: {
          ...cart,
          id: cartOrderId,
          status: 7,
          logisticsName: all.join(' '),
          logisticsNo: all[6] ?? null,
          createdAt: at(),
        },
      });
      const part = await tx.material.findFirstOrThrow({ where: { bom: 'XSS-1' } });
      await tx.sparePartOrderLine.create({
        data: {
          orderId: cartOrderId,
          skuId: part.id,
          bom: part.bom,
          productName: part.nameEN,
          num: 1,
          unitPriceCents: 500,
        },
      });
      count('repair and cart order courier fields', all.length * 2);

      // As every writer of the catalogue does: the servers drop the catalogue answers they keep.
      await bumpCatalogueVersion(tx);
      return { vectors: all.length, places, rma, cartOrderId: Number(cartOrderId), brand };
    }),
  );
}

/** Waits until the server answers the planted announcement: it reads the catalogue's version once a second. */
async function untilAnnounced(baseUrl: string, title: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await fetch(`${baseUrl}${API_PATHS.announcement}`).then((res) => res.text());
    if (answer.includes(title)) return;
    if (Date.now() > deadline)
      throw new Error(`the planted announcement was not served: ${answer}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Step {
  name: string;
  path: string;
  act?: (page: Page, planted: Planted) => Promise<void>;
}

const STEPS: Step[] = [
  {
    name: 'accessories',
    path: '/spare/center',
    act: async (page) => {
      await page.getByText('XSS ', { exact: false }).first().waitFor();
      for (let i = 0; i < 4; i += 1) {
        const more = page.getByRole('button', { name: 'Load More' });
        if (!(await more.isVisible().catch(() => false))) break;
        await more.click();
        await settle(page, 200);
      }
      await page
        .getByRole('button', { name: /^Add to cart: XSS/ })
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Ask about this part/ })
        .first()
        .click();
    },
  },
  {
    name: 'cart',
    path: '/spare/cart',
    act: async (page) => void (await page.getByText('XSS ', { exact: false }).first().waitFor()),
  },
  {
    name: 'documents and each document',
    path: '/spare/center?tab=documents',
    act: async (page) => {
      const views = page.getByRole('button', { name: /^View: XSS doc/ });
      await views.first().waitFor();
      const total = await views.count();
      for (let i = 0; i < total; i += 1) {
        await views.nth(i).click();
        await page.getByRole('dialog').waitFor();
        await settle(page, 200);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
    },
  },
  {
    name: 'announcement',
    path: '/spare/center?tab=announcements',
    act: async (page) =>
      void (await page.getByText('XSS notice', { exact: false }).first().waitFor()),
  },
  {
    name: 'wizard pick lists and agreement',
    path: '/base/create',
    act: async (page) => {
      await page.getByLabel('Channel').first().click();
      await page.getByRole('option', { name: /XSS channel/ }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByLabel('Brand').first().click();
      await page.getByRole('option', { name: /XSS Brand/ }).click();
      await page.getByLabel('Model').first().click();
      await page.getByRole('option', { name: /XSS model/ }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Read the agreement' }).click();
      await page.getByTestId('agreement-text').waitFor();
    },
  },
  {
    name: 'repair lookup',
    path: '/base/query',
    act: async (page, planted) => {
      await page.getByLabel('RMA number, tracking number, serial number or IMEI').fill(planted.rma);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('__xss(6)', { exact: false }).first().waitFor();
    },
  },
  {
    name: 'cart order lookup',
    path: '/base/query',
    act: async (page, planted) => {
      await page.getByText('Spare parts order', { exact: true }).click();
      await page.getByLabel('Order number').fill(String(planted.cartOrderId));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('__xss(7)', { exact: false }).first().waitFor();
    },
  },
];

/** Elements and attributes that could run script, left in the page after rendering. */
async function dangerousDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'srcdoc',
      'background',
      'poster',
    ];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
        if (name.startsWith('on')) found.push(`${tag}[${name}]`);
        if (name === 'srcdoc') found.push(`${tag}[srcdoc]`);
        // React replaces a javascript: URL with one that only throws, and browsers never run
        // an image source: both are inert (counted apart).
        const reactBlocked = value.startsWith("javascript:thrownewerror('reacthasblocked");
        const imageSource = tag === 'img' && name === 'src';
        if (
          urlAttributes.includes(name) &&
          /^(javascript|vbscript|data:text\/html)/.test(value) &&
          !reactBlocked &&
          !imageSource
        ) {
          found.push(`${tag}[${name}=${attr.value.slice(0, 40)}]`);
        }
        if (name === 'style' && /url\(|expression\(/i.test(attr.value))
          found.push(`${tag}[style=${attr.value.slice(0, 40)}]`);
      }
      if (tag === 'script') {
        const src = el.getAttribute('src');
        // The one inline script a page may have: in the head, carrying the nonce the server gave this page.
        const pageNonce = document.querySelector<HTMLMetaElement>(
          'meta[property="csp-nonce"]',
        )?.nonce;
        const ownInline =
          !src &&
          el.parentElement === document.head &&
          !!pageNonce &&
          (el as HTMLScriptElement).nonce === pageNonce;
        if (!ownInline && (!src || new URL(src, location.href).origin !== location.origin))
          found.push(`script ${src ?? 'inline'}`);
      }
      if (['iframe', 'object', 'embed', 'frame', 'base', 'portal'].includes(tag)) found.push(tag);
      if (tag === 'meta' && el.hasAttribute('http-equiv')) found.push('meta[http-equiv]');
      const href = el.getAttribute('href') ?? '';
      if (
        tag === 'link' &&
        /import|prefetch|preload/i.test(el.getAttribute('rel') ?? '') &&
        new URL(href, location.href).origin !== location.origin
      ) {
        found.push(`link[rel=${el.getAttribute('rel')}]`);
      }
    }
    return found;
  });
}

/** javascript: URLs the page holds but cannot run: React's blocked links, image sources. */
async function inertUrls(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('[href^="javascript:"], img[src^="javascript:"]'))
        .length,
  );
}

interface Browse {
  executed: Set<number>;
  dialogs: string[];
  shown: Set<number>;
  dangerous: string[];
  blockedUrls: number;
  failedSteps: string[];
  violations: string[];
  events: PageEvents;
}

async function browse(baseUrl: string, planted: Planted, bypassCSP: boolean): Promise<Browse> {
  return withBrowser(async (browser) => {
    const { page, events, context } = await newVisitor(browser, baseUrl, {
      bypassCSP,
      answered: true,
    });
    const result: Browse = {
      executed: new Set(),
      dialogs: events.dialogs,
      shown: new Set(),
      dangerous: [],
      blockedUrls: 0,
      failedSteps: [],
      violations: [],
      events,
    };
    for (const step of STEPS) {
      try {
        await page.goto(step.path);
        await settle(page);
        await step.act?.(page, planted);
        await settle(page, 600);
        // Hover everything once: some vectors wait for a mouse.
        await page.mouse.move(640, 450);
        await page.mouse.move(100, 100);
      } catch (error) {
        result.failedSteps.push(`${step.name}: ${(error as Error).message.split('\n')[0]}`);
      }
      const text = await page.evaluate(() => document.body.textContent ?? '').catch(() => '');
      for (let n = 1; n <= planted.vectors; n += 1)
        if (markers(n).some((m) => text.includes(m))) result.shown.add(n);
      const hits = await page
        .evaluate(() => (window as unknown as { __xssHits: number[] }).__xssHits ?? [])
        .catch(() => []);
      hits.forEach((n) => result.executed.add(n));
      result.dangerous.push(
        ...(await dangerousDom(page).catch(() => [])).map((d) => `${step.name}: ${d}`),
      );
      result.blockedUrls += await inertUrls(page).catch(() => 0);
      result.violations.push(...(await pageViolations(page)));
    }
    for (const line of events.xssConsole) result.executed.add(Number(line.split(' ')[1]));
    await context.close();
    return result;
  });
}

/**
 * The vectors shown by the built app in Chromium twice: with the CSP bypassed
 * (the app's own escaping and sanitising must hold) and under the real CSP.
 * None may run.
 */
export async function xssPhase(phase: Phase, server: PortalServer) {
  const planted = await plant(server.files.database);
  await untilAnnounced(server.baseUrl, 'XSS notice');
  phase.figure('vectors tried', planted.vectors);
  phase.figure(
    'places',
    Object.entries(planted.places)
      .map(([place, n]) => `${place} ${n}`)
      .join('; '),
  );

  for (const bypassCSP of [true, false]) {
    const label = bypassCSP ? 'without CSP' : 'under CSP';
    const run = await browse(server.baseUrl, planted, bypassCSP);
    phase.figure(
      `${label}: screens`,
      `${STEPS.length - run.failedSteps.length} of ${STEPS.length}`,
    );
    phase.figure(`${label}: vectors shown as text`, `${run.shown.size} of ${planted.vectors}`);
    phase.figure(`${label}: vectors executed`, run.executed.size + run.dialogs.length);
    phase.figure(`${label}: script-capable markup left in the page`, run.dangerous.length);
    phase.figure(
      `${label}: inert javascript: URLs (React-blocked links, image sources)`,
      run.blockedUrls,
    );
    if (!bypassCSP) {
      const kinds = new Map<string, number>();
      for (const v of run.violations)
        kinds.set(v.split(' ')[0] ?? v, (kinds.get(v.split(' ')[0] ?? v) ?? 0) + 1);
      // script-src-attr reports come from DOMPurify parsing the agreement: Chrome reports
      // handlers in the parsed copy, which never runs them.
      phase.figure(
        `${label}: attempts blocked by CSP`,
        `${run.violations.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`,
      );
    }
    phase.check(
      `${label}: every screen with planted data reached`,
      run.failedSteps.length === 0,
      run.failedSteps.join('\n'),
    );
    phase.check(`${label}: every vector reached the page`, run.shown.size === planted.vectors);
    phase.check(
      `${label}: no vector ran (hook, console, dialog)`,
      run.executed.size === 0 && run.dialogs.length === 0,
      JSON.stringify({ executed: [...run.executed], dialogs: run.dialogs }),
    );
    phase.check(
      `${label}: no script-capable markup in the page`,
      run.dangerous.length === 0,
      [...new Set(run.dangerous)].slice(0, 8).join('\n'),
    );
    phase.check(
      `${label}: no request to another host`,
      run.events.external.length === 0,
      run.events.external.slice(0, 5).join('\n'),
    );
  }
}
