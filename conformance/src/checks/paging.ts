import {
  accessoriesPageStart,
  DOCUMENT_TYPE_TECHNICAL,
  documentsPageResponseSchema,
  documentsPageStart,
  materialPageResponseSchema,
  PAGE_SIZE,
  STATUS_FILTER,
} from '@portal/contracts';
import { callLabel, send, type CallName } from '../calls';
import { okAnswer } from '../expect';
import type { Check, Context, Probe } from '../suite';

/** One page: the ids on it and the total the answer claims. */
interface Page {
  ids: number[];
  total: number;
}

/** A paged list as SPEC §7 asks for it: its page size, the `start` of a page and the total's field. */
interface Pager {
  what: string;
  call: CallName;
  size: number;
  /** The first page's number: documents count from 1, accessories from 0. */
  first: number;
  start: (page: number) => number;
  totalField: string;
  fetch: (probe: Probe, context: Context, page: number) => Promise<Page>;
}

const documents: Pager = {
  what: 'documents',
  call: 'documentsPage',
  size: PAGE_SIZE.documents,
  first: 1,
  start: documentsPageStart,
  totalField: 'data.totalRow',
  async fetch(probe, context, page) {
    const answer = await send(context, 'documentsPage', {
      start: documentsPageStart(page),
      length: PAGE_SIZE.documents,
      status: STATUS_FILTER.document,
      docType: DOCUMENT_TYPE_TECHNICAL,
    });
    const body = okAnswer(
      probe,
      context,
      callLabel('documentsPage'),
      answer,
      documentsPageResponseSchema,
    );
    return { ids: body.data.list.map((doc) => doc.id), total: body.data.totalRow };
  },
};

const materials: Pager = {
  what: 'accessories',
  call: 'materialPage',
  size: PAGE_SIZE.accessories,
  first: 0,
  start: accessoriesPageStart,
  totalField: 'recordsTotal',
  async fetch(probe, context, page) {
    const answer = await send(context, 'materialPage', {
      status: STATUS_FILTER.material,
      length: PAGE_SIZE.accessories,
      start: accessoriesPageStart(page),
      enName: '',
      plName: '',
    });
    const body = okAnswer(
      probe,
      context,
      callLabel('materialPage'),
      answer,
      materialPageResponseSchema,
    );
    return { ids: body.data.map((part) => part.Id), total: body.recordsTotal };
  },
};

/** Pages walked one by one at most; past this only the first and the last are read. */
const MAX_WALKED_PAGES = 30;

function pagingChecks(pager: Pager): Check[] {
  const call = callLabel(pager.call);
  const group = `paging: ${pager.what}`;
  const expectedCount = (total: number, page: number) =>
    Math.max(0, Math.min(pager.size, total - pager.size * (page - pager.first)));
  const lastPage = (total: number) => pager.first + Math.max(0, Math.ceil(total / pager.size) - 1);
  const where = (page: number) => `page ${page} (start ${pager.start(page)}, length ${pager.size})`;

  return [
    {
      name: `${pager.what}: the first page holds ${pager.size} or all of ${pager.totalField}`,
      group,
      spec: 'SPEC §9: page sizes; §7: start and length of each list call',
      async run(probe, context) {
        const page = await pager.fetch(probe, context, pager.first);
        probe.expect(
          page.ids.length === expectedCount(page.total, pager.first),
          call,
          `${where(pager.first)}: expected ${expectedCount(page.total, pager.first)} records for ${pager.totalField} ${page.total}, got ${page.ids.length}`,
        );
      },
    },
    {
      name: `${pager.what}: the pages add up to ${pager.totalField}, the last one partly filled`,
      group,
      spec: 'SPEC §7: the list totals (recordsTotal, totalRow); §4: Load More appends the next page',
      async run(probe, context) {
        const first = await pager.fetch(probe, context, pager.first);
        if (first.total === 0) probe.skip(`no ${pager.what} to page through`);
        const last = lastPage(first.total);
        const walkAll = last - pager.first + 1 <= MAX_WALKED_PAGES;
        const pages = walkAll
          ? Array.from({ length: last - pager.first }, (_, i) => pager.first + 1 + i)
          : [last];
        const seen = new Set(first.ids);
        for (const number of pages) {
          const page = await pager.fetch(probe, context, number);
          probe.expect(
            page.total === first.total,
            call,
            `${where(number)}: ${pager.totalField} ${page.total}, the first page said ${first.total}`,
          );
          probe.expect(
            page.ids.length === expectedCount(first.total, number),
            call,
            `${where(number)}: expected ${expectedCount(first.total, number)} records of ${first.total}, got ${page.ids.length}`,
          );
          const repeated = page.ids.filter((id) => seen.has(id));
          probe.expect(
            repeated.length === 0,
            call,
            `${where(number)}: records already on an earlier page: ${repeated.join(', ')}`,
          );
          for (const id of page.ids) seen.add(id);
        }
        if (walkAll) {
          probe.expect(
            seen.size === first.total,
            call,
            `the ${last - pager.first + 1} pages hold ${seen.size} different records, ${pager.totalField} is ${first.total}`,
          );
        }
      },
    },
    {
      name: `${pager.what}: a start past the end gives an empty page and the same ${pager.totalField}`,
      group,
      spec: 'SPEC §7: start and length of each list call',
      async run(probe, context) {
        const first = await pager.fetch(probe, context, pager.first);
        const beyond = lastPage(first.total) + 1;
        const page = await pager.fetch(probe, context, beyond);
        probe.expect(
          page.ids.length === 0,
          call,
          `${where(beyond)}: expected no records past ${first.total}, got ${page.ids.length}`,
        );
        probe.expect(
          page.total === first.total,
          call,
          `${where(beyond)}: ${pager.totalField} ${page.total}, the first page said ${first.total}`,
        );
      },
    },
  ];
}

export const pagingCheckList: Check[] = [...pagingChecks(documents), ...pagingChecks(materials)];
