import { KINDS, totals, type FirstVisitResult, type Kind, type Visit } from './first-visit';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const KIND_TITLES: Record<Kind | 'total', string> = {
  html: 'HTML',
  js: 'JS',
  css: 'CSS',
  image: 'Images',
  font: 'Fonts',
  api: 'JSON (API)',
  other: 'Other',
  total: '**Total**',
};

/** How the figures were taken, for the report. */
const METHOD =
  "Chromium's own network log of a first visit: Debian's Chromium, headless, a new browser context per visit (empty cache and storage, so the cookie dialog shows and its code and texts load, as for a new visitor), the route loaded from the portal until the network has been idle for half a second (and again once the dialog is up). Every response Chromium reports, with its bytes from `Network.loadingFinished` (`encodedDataLength`: the whole response as received, headers included, bodies compressed as served). Desktop: a 1350 × 940 window; phone: Lighthouse's mobile emulation (412 × 823, 1.75×, touch). 1 kB = 1000 bytes.";

function routeTable(route: string, desktop: Visit | undefined, phone: Visit | undefined): string[] {
  const columns = [desktop, phone].map((visit) => (visit ? totals(visit) : undefined));
  const cell = (figures: ReturnType<typeof totals> | undefined, kind: Kind | 'total') =>
    figures ? `${figures[kind].requests} | ${kB(figures[kind].bytes)}` : ' | ';
  const lines = [
    `### \`${route}\``,
    '',
    '| Kind | Desktop requests | Desktop transferred | Phone requests | Phone transferred |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const kind of [...KINDS, 'total'] as const) {
    if (kind !== 'total' && columns.every((figures) => !figures?.[kind].requests)) continue;
    lines.push(`| ${KIND_TITLES[kind]} | ${cell(columns[0], kind)} | ${cell(columns[1], kind)} |`);
  }
  const visit = desktop ?? phone;
  if (visit) {
    const biggest = [...visit.transfers].sort((a, b) => b.bytes - a.bytes).slice(0, 6);
    const html = visit.transfers.find((transfer) => transfer.kind === 'html');
    lines.push(
      '',
      `Largest: ${biggest.map((t) => `\`${t.path}\` ${kB(t.bytes)}`).join(', ')}. ` +
        `HTML sent ${html?.encoding ? `with ${html.encoding}` : 'uncompressed'}; ` +
        `cookie dialog ${visit.cookieDialog ? 'shown' : '**not shown**'}${phone && phone.cookieDialog !== visit.cookieDialog ? ' (not on the phone)' : ''}.`,
    );
  }
  return lines;
}

/** The first-visit section of results.md: one table per route. */
export function firstVisitMarkdown(result: FirstVisitResult): string {
  if (!result.available) return `Not measured: ${result.reason}.`;
  const lines = [METHOD];
  const routes = [...new Set(result.visits.map((visit) => visit.route))];
  for (const route of routes) {
    const of = (viewport: Visit['viewport']) =>
      result.visits.find((visit) => visit.route === route && visit.viewport === viewport);
    lines.push('', ...routeTable(route, of('desktop'), of('phone')));
  }
  return lines.join('\n');
}

/** The first-visit target, read at the phone (the larger of the two when they differ). */
/** The target on a first visit of `/`: at most `limitBytes` in all, the cookie dialog shown. */
/** `/` at most `limits.home` bytes and every other route at most `limits.route`, at either size, the cookie dialog shown. */
export function firstVisitChecks(
  result: FirstVisitResult,
  limits: { home: number; route: number },
) {
  const routes = [...new Set(result.visits.map((visit) => visit.route))];
  return routes.map((route) => {
    const visits = result.visits.filter((visit) => visit.route === route);
    const bytes = Math.max(...visits.map((visit) => totals(visit).total.bytes));
    const limit = route === '/' ? limits.home : limits.route;
    return {
      what: `First visit of \`${route}\` ≤ ${kB(limit)} transferred (HTML compressed, cookie dialog included)`,
      figure: kB(bytes),
      met: bytes <= limit && visits.every((visit) => visit.cookieDialog),
      off: `${kB(bytes - limit)} over`,
    };
  });
}

/** One line per visit for the terminal. */
export function firstVisitSummary(result: FirstVisitResult): string[] {
  return result.visits.map((visit) => {
    const t = totals(visit);
    return `first visit ${visit.route.padEnd(14)} ${visit.viewport.padEnd(7)} ${t.total.requests} requests ${kB(t.total.bytes)} (HTML ${kB(t.html.bytes)}, JS ${kB(t.js.bytes)}, CSS ${kB(t.css.bytes)}, fonts ${kB(t.font.bytes)}, images ${kB(t.image.bytes)})`;
  });
}
