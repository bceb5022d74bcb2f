import {
  brandPageResponseSchema,
  DICTIONARY_TYPE,
  dictionaryResponseSchema,
  documentsPageResponseSchema,
  materialPageResponseSchema,
  PAGE_SIZE,
  productPageResponseSchema,
  STATUS_FILTER,
  type MaterialRecord,
} from '@portal/contracts';
import type { z } from 'zod';
import { callLabel, send, type CallName, type Params } from '../calls';
import { okAnswer } from '../expect';
import type { Check, Context, Probe } from '../suite';
import { formParams, UNKNOWN_CATALOGUE_ID } from './fixtures';
import { listBrands, listDictionary, listProducts, listSerials } from './reads';

const group = 'filters';

async function materials(probe: Probe, context: Context, filter: Params) {
  const answer = await send(context, 'materialPage', {
    ...formParams(new Date()).materialPage,
    ...filter,
  });
  return okAnswer(probe, context, callLabel('materialPage'), answer, materialPageResponseSchema);
}

const names = (part: MaterialRecord) => `${part.NameEN} / ${part.NamePL}`;

async function documents(probe: Probe, context: Context, filter: Params = {}) {
  const answer = await send(context, 'documentsPage', {
    start: 0,
    length: PAGE_SIZE.documents,
    status: STATUS_FILTER.document,
    docType: 1,
    ...filter,
  });
  return okAnswer(probe, context, callLabel('documentsPage'), answer, documentsPageResponseSchema)
    .data;
}

/** Ids two answers both list. */
const shared = (one: number[], other: number[]) => one.filter((id) => other.includes(id));

/**
 * A list call's status filter, and another status SPEC gives no screen: the
 * records listed under one are never listed under the other. A backend that
 * ignores the filter lists the same records under both.
 */
interface StatusFiltered {
  call: CallName;
  listed: number;
  other: number;
  spec: string;
  ids(probe: Probe, context: Context, status: number): Promise<number[]>;
}

/** The ids a list call answers, read with its contract's schema. */
async function listedIds<S extends z.ZodType>(
  probe: Probe,
  context: Context,
  call: CallName,
  params: Params,
  schema: S,
  ids: (body: z.output<S>) => number[],
): Promise<number[]> {
  return ids(okAnswer(probe, context, callLabel(call), await send(context, call, params), schema));
}

const STATUS_FILTERED: StatusFiltered[] = [
  {
    call: 'brandPage',
    listed: STATUS_FILTER.brand,
    other: 0,
    spec: 'SPEC §9: status filter 1 for brands',
    ids: (probe, context, status) =>
      listedIds(
        probe,
        context,
        'brandPage',
        { ...formParams(new Date()).brandPage, status },
        brandPageResponseSchema,
        (body) => body.data.list.map((brand) => brand.userId),
      ),
  },
  {
    call: 'productPage',
    listed: STATUS_FILTER.product,
    other: 0,
    spec: 'SPEC §9: status filter 1 for products',
    ids: (probe, context, status) =>
      listedIds(
        probe,
        context,
        'productPage',
        { ...formParams(new Date()).productPage, status },
        productPageResponseSchema,
        (body) => body.data.list.map((product) => product.productId),
      ),
  },
  {
    call: 'materialPage',
    listed: STATUS_FILTER.material,
    other: 0,
    spec: 'SPEC §9: status filter 1 for accessories',
    ids: async (probe, context, status) =>
      (await materials(probe, context, { status })).data.map((part) => part.Id),
  },
  {
    call: 'serialQuery',
    listed: STATUS_FILTER.serial,
    other: 0,
    spec: 'SPEC §9: status filter 1 for serials',
    ids: async (probe, context, status) =>
      (await listSerials(probe, context, '', status)).map((serial) => serial.Id),
  },
  {
    call: 'dictionary',
    listed: STATUS_FILTER.dictionary,
    other: 0,
    spec: 'SPEC §7: /dic/queryDictionaryDetail with status 1',
    ids: (probe, context, status) =>
      listedIds(
        probe,
        context,
        'dictionary',
        { typeId: DICTIONARY_TYPE.channel, status },
        dictionaryResponseSchema,
        (body) => body.data.list.map((entry) => entry.id),
      ),
  },
  {
    call: 'documentsPage',
    listed: STATUS_FILTER.document,
    other: 1,
    spec: 'SPEC §9: documents status 2, docType 1',
    ids: async (probe, context, status) =>
      (await documents(probe, context, { status })).list.map((document) => document.id),
  },
];

const statusChecks: Check[] = STATUS_FILTERED.map((filter) => ({
  name: `${callLabel(filter.call)}: status ${filter.listed} lists none of the records of status ${filter.other}`,
  group,
  spec: filter.spec,
  async run(probe, context) {
    const listed = await filter.ids(probe, context, filter.listed);
    const other = await filter.ids(probe, context, filter.other);
    const both = shared(listed, other);
    probe.expect(
      both.length === 0,
      callLabel(filter.call),
      `status ${filter.listed} and status ${filter.other} both list ${both.join(', ')}: the status filter is not applied`,
    );
  },
}));

export const filterCheckList: Check[] = [
  ...statusChecks,
  {
    name: "products of a brand (userId): none of another brand's",
    group,
    spec: 'SPEC §7: /product/page/query with userId (required when brand-limited)',
    async run(probe, context) {
      const brands = (await listBrands(probe, context)).data.list;
      const lists = await Promise.all(
        brands.map(async (brand) => ({
          brand: brand.userId,
          ids: (await listProducts(probe, context, brand.userId)).data.list.map((p) => p.productId),
        })),
      );
      const stocked = lists.filter((list) => list.ids.length > 0);
      if (stocked.length < 2) return probe.skip('fewer than two brands have products');
      const [first, second] = stocked as [(typeof stocked)[0], (typeof stocked)[0]];
      const both = shared(first.ids, second.ids);
      probe.expect(
        both.length === 0,
        callLabel('productPage'),
        `brands ${first.brand} and ${second.brand} both list products ${both.join(', ')}: userId is not applied`,
      );
    },
  },
  {
    name: 'dictionary types 10004, 10003 and 10002 list different entries',
    group,
    spec: 'SPEC §7 and §9: typeId 10004 channels, 10003 exterior, 10002 accessories',
    async run(probe, context) {
      const lists = await Promise.all(
        Object.values(DICTIONARY_TYPE).map(async (typeId) => ({
          typeId,
          entries: JSON.stringify((await listDictionary(probe, context, typeId)).data.list),
        })),
      );
      for (const [index, one] of lists.entries()) {
        for (const other of lists.slice(index + 1)) {
          probe.expect(
            one.entries !== other.entries,
            callLabel('dictionary'),
            `typeId ${one.typeId} and ${other.typeId} answer the same entries: typeId is not applied`,
          );
        }
      }
    },
  },
  {
    name: 'documents of one model (modelId): no more than all, none for a model that does not exist',
    group,
    spec: 'SPEC §7: /user/docs/page with optional modelId',
    async run(probe, context) {
      const call = callLabel('documentsPage');
      const all = await documents(probe, context);
      if (all.totalRow === 0) return probe.skip('no document to filter');
      const none = await documents(probe, context, { modelId: UNKNOWN_CATALOGUE_ID });
      probe.expect(
        none.totalRow < all.totalRow,
        call,
        `modelId ${UNKNOWN_CATALOGUE_ID} (no such model): totalRow ${none.totalRow}, as many as all ${all.totalRow}: modelId is not applied`,
      );
      for (const serial of (await listSerials(probe, context)).slice(0, 3)) {
        const some = await documents(probe, context, { modelId: serial.Id });
        probe.expect(
          some.totalRow <= all.totalRow,
          call,
          `modelId ${serial.Id}: totalRow ${some.totalRow}, more than the ${all.totalRow} without it`,
        );
      }
    },
  },
  {
    name: 'documents newest first (createTime), across pages',
    group,
    spec: 'SPEC §3: document createTime; the list pages append newer to older (Load More)',
    async run(probe, context) {
      const first = await documents(probe, context);
      const second = await documents(probe, context, { start: PAGE_SIZE.documents });
      const times = [...first.list, ...second.list].map((document) => document.createTime);
      const out = times.findIndex((time, index) => index > 0 && time > times[index - 1]!);
      probe.expect(
        out < 0,
        callLabel('documentsPage'),
        `createTime ${times[out]} follows ${times[out - 1]}: expected the newest first`,
      );
    },
  },
  {
    name: 'accessories of one serial (serialId): only its parts, no more than all',
    group,
    spec: 'SPEC §7: /product/material/page/query with optional serialId',
    async run(probe, context) {
      const [serial] = await listSerials(probe, context);
      if (!serial) return probe.skip('no serial to filter by');
      const all = await materials(probe, context, {});
      const some = await materials(probe, context, { serialId: serial.Id });
      const call = callLabel('materialPage');
      probe.expect(
        some.recordsTotal <= all.recordsTotal,
        call,
        `serialId ${serial.Id}: recordsTotal ${some.recordsTotal}, more than the ${all.recordsTotal} without a filter`,
      );
      const others = some.data.filter((part) => part.serialName !== serial.EnName);
      probe.expect(
        others.length === 0,
        call,
        `serialId ${serial.Id} (${serial.EnName}): parts of other serials: ${others.map((p) => `${p.Id} (${p.serialName})`).join(', ')}`,
      );
    },
  },
  {
    name: 'accessories search (enName and plName): every part found has the text in a name',
    group,
    spec: 'SPEC §7: /product/material/page/query, enName and plName both the search text',
    async run(probe, context) {
      const all = await materials(probe, context, {});
      const word = all.data[0]?.NameEN.split(/\s+/)[0];
      if (!word) return probe.skip('no accessory to take a search word from');
      const found = await materials(probe, context, { enName: word, plName: word });
      const call = callLabel('materialPage');
      probe.expect(
        found.recordsTotal >= 1 && found.recordsTotal <= all.recordsTotal,
        call,
        `search "${word}": expected between 1 and ${all.recordsTotal} records, recordsTotal is ${found.recordsTotal}`,
      );
      const unrelated = found.data.filter(
        (part) => !names(part).toLowerCase().includes(word.toLowerCase()),
      );
      probe.expect(
        unrelated.length === 0,
        call,
        `search "${word}": parts without it in NameEN or NamePL: ${unrelated.map(names).join('; ')}`,
      );
    },
  },
  {
    name: 'serial search: the text finds the serial it names',
    group,
    spec: 'SPEC §7: /product/serial/query with the search text',
    async run(probe, context) {
      const all = await listSerials(probe, context);
      const last = all.at(-1);
      if (!last) return probe.skip('no serial to search for');
      const found = await listSerials(probe, context, last.EnName);
      probe.expect(
        found.some((serial) => serial.Id === last.Id) && found.length <= all.length,
        callLabel('serialQuery'),
        `search "${last.EnName}": expected serial ${last.Id} among at most ${all.length}, got ${JSON.stringify(found)}`,
      );
    },
  },
];
