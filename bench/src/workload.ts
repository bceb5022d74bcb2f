import type autocannon from 'autocannon';
import { API_PATHS, PAGE_SIZE, STATUS_FILTER } from '@portal/contracts';
import type { KeyPools } from './keys';
import { Random, Zipf, zipfPicker } from './random';

/** One request as the load tool sends it. */
export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The same key as each kind of server is asked it: the portal (and the limit and Prism), and json-server. */
export interface Asked {
  portal: Request;
  jsonServer: Request;
}

/** A read of the benchmark: how its keys are drawn. */
export interface ReadWorkload {
  id: string;
  title: string;
  /** varied: a new key drawn for each request; repeated: the same request every time (the best case for the database's page cache). */
  kind: 'varied' | 'repeated';
  /** How the keys are drawn, for the report. */
  keys: string;
  /** Draws the next request; given the same Random, every server is asked the same sequence. */
  draw(random: Random): Asked;
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
export const JSON_BODY = { 'content-type': 'application/json' };

export const form = (fields: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

const get = (path: string): Request => ({ method: 'GET', path });
const postForm = (path: string, fields: Record<string, string | number | undefined>): Request => ({
  method: 'POST',
  path,
  headers: FORM,
  body: form(fields),
});

/** Pages 1, 2, 3… of a list of `total` items, drawn by Zipf: the first page most, every page sometimes. */
function pageOf(total: number, size: number, random: Random, zipfs: Map<number, Zipf>): number {
  const pages = Math.max(1, Math.ceil(total / size));
  let zipf = zipfs.get(pages);
  if (!zipf) {
    zipf = new Zipf(pages);
    zipfs.set(pages, zipf);
  }
  return zipf.draw(random);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyząćęłńóśźż';

/** One letter dropped, doubled or replaced, as people mistype. */
function misspelt(word: string, random: Random): string {
  const at = random.int(1, word.length - 1);
  switch (random.int(0, 2)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
    default:
      return word.slice(0, at) + random.pick([...LETTERS]) + word.slice(at + 1);
  }
}

const materialsQuery = (search: string, serialId: number | undefined, page: number) => ({
  portal: postForm(API_PATHS.materialPage, {
    status: STATUS_FILTER.material,
    length: PAGE_SIZE.accessories,
    start: page * PAGE_SIZE.accessories,
    enName: search,
    plName: search,
    serialId,
  }),
  jsonServer: get(
    `/materials?status=1${serialId === undefined ? '' : `&serialId=${serialId}`}${
      search === '' ? '' : `&q=${encodeURIComponent(search)}`
    }&_sort=sortOrder,id&_order=asc,asc&_page=${page + 1}&_limit=${PAGE_SIZE.accessories}`,
  ),
});

const repairLookup = (keyword: string, field: string): Asked => ({
  portal: get(`${API_PATHS.repairLookup}?keyword=${encodeURIComponent(keyword)}`),
  jsonServer: get(`/repairOrders?${field}=${encodeURIComponent(keyword)}`),
});

const purchaseLookup = (orderId: number): Asked => ({
  portal: postForm(API_PATHS.accessoriesOrderInquiry, { orderId }),
  jsonServer: get(`/sparePartOrders?id=${orderId}`),
});

/** A 15-digit id of the public form that no row has (the pools hold the real ones). */
const missingId = (random: Random) => random.int(100_000_000_000_000, 999_999_999_999_999);

/** The reads of the benchmark over one database: varied keys like real visitors', and the old repeated requests. */
export function readWorkloads(pools: KeyPools, seedRandom: Random): ReadWorkload[] {
  const zipfs = new Map<number, Zipf>();
  const serial = zipfPicker(pools.serials, seedRandom);
  const word = zipfPicker(pools.words, seedRandom);
  const documentGroup = zipfPicker(pools.documentGroups, seedRandom);
  const repair = zipfPicker(pools.repairs, seedRandom);
  const purchase = zipfPicker(pools.purchases, seedRandom);
  const serialNames = pools.serials.map((s) => s.enName);
  const fixedRepair = pools.repairs[0];
  if (!fixedRepair) throw new Error('no repair orders to look up');

  return [
    {
      id: 'accessories',
      title: 'Accessories pages',
      kind: 'varied',
      keys: 'every page (Zipf over page numbers) of the whole catalogue (half the requests) or of one series (the other half, series by Zipf)',
      draw(random) {
        if (random.chance(0.5)) {
          return materialsQuery(
            '',
            undefined,
            pageOf(pools.activeParts, PAGE_SIZE.accessories, random, zipfs),
          );
        }
        const s = serial();
        return materialsQuery('', s.id, pageOf(s.parts, PAGE_SIZE.accessories, random, zipfs));
      },
    },
    {
      id: 'search',
      title: 'Accessories search',
      kind: 'varied',
      keys: 'words of the catalogue’s own names by Zipf: 55 % whole words (Polish with diacritics and English), 20 % prefixes, 10 % two words, 10 % misspelt, 5 % words in no name; first page mostly, later pages by Zipf',
      draw(random) {
        const roll = random.float();
        const w = word();
        let text: string;
        if (roll < 0.55) text = w;
        else if (roll < 0.75) text = w.slice(0, random.int(3, Math.max(3, w.length - 1)));
        else if (roll < 0.85) text = `${w} ${word()}`;
        else if (roll < 0.95) text = misspelt(w, random);
        else text = `zq${w.slice(0, 3)}x`;
        const page = random.chance(0.8) ? 0 : pageOf(200, PAGE_SIZE.accessories, random, zipfs);
        return materialsQuery(text, random.chance(0.2) ? serial().id : undefined, page);
      },
    },
    {
      id: 'documents',
      title: 'Documents pages',
      kind: 'varied',
      keys: 'every type and model filter of the published documents (Zipf), every page (Zipf)',
      draw(random) {
        const group = documentGroup();
        const page = pageOf(group.documents, PAGE_SIZE.documents, random, zipfs);
        const modelId = group.modelId ?? undefined;
        const query = form({
          start: page * PAGE_SIZE.documents,
          length: PAGE_SIZE.documents,
          status: STATUS_FILTER.document,
          docType: group.docType,
          modelId,
        });
        return {
          portal: get(`${API_PATHS.documentsPage}?${query}`),
          jsonServer: get(
            `/documents?status=2&docType=${group.docType}${modelId === undefined ? '' : `&modelId=${modelId}`}&_sort=createTime,id&_order=desc,desc&_page=${page + 1}&_limit=${PAGE_SIZE.documents}`,
          ),
        };
      },
    },
    {
      id: 'serials',
      title: 'Series list',
      kind: 'varied',
      keys: 'the whole list (70 %) or a series name typed: its first 1–6 letters (Zipf over series)',
      draw(random) {
        const typed = random.chance(0.7) ? '' : random.pick(serialNames).slice(0, random.int(1, 6));
        return {
          portal: postForm(API_PATHS.serialQuery, { status: STATUS_FILTER.serial, enName: typed }),
          jsonServer: get(
            `/serials?status=1${typed === '' ? '' : `&enName_like=${encodeURIComponent(typed)}`}&_sort=sortOrder,id`,
          ),
        };
      },
    },
    {
      id: 'repair-lookup',
      title: 'Repair lookup',
      kind: 'varied',
      keys: 'repair orders by Zipf over a uniform sample of up to 20,000: RMA number 60 %, IMEI 20 %, tracking number 10 %; 10 % keys of the right form that match nothing',
      draw(random) {
        const roll = random.float();
        if (roll >= 0.9) return repairLookup(`RMA261124${missingId(random)}`, 'rmaNumber');
        const order = repair();
        if (roll < 0.6) return repairLookup(order.rmaNumber, 'rmaNumber');
        if (roll < 0.8) return repairLookup(order.applySn, 'applySn');
        return repairLookup(order.shipmentNo, 'shipmentNo');
      },
    },
    {
      id: 'purchase-lookup',
      title: 'Purchase lookup',
      kind: 'varied',
      keys: 'spare-part orders by Zipf over a uniform sample of up to 20,000; 10 % ids that match nothing',
      draw(random) {
        return purchaseLookup(random.chance(0.9) ? purchase() : missingId(random));
      },
    },
    repeated(
      'search-repeated',
      'Accessories search "kabel"',
      materialsQuery('kabel', undefined, 0),
    ),
    repeated('documents-repeated', 'Documents page 1', {
      portal: get(`${API_PATHS.documentsPage}?start=0&length=10&status=2&docType=1`),
      jsonServer: get(
        '/documents?status=2&docType=1&_sort=createTime,id&_order=desc,desc&_page=1&_limit=10',
      ),
    }),
    repeated(
      'lookup-repeated',
      'Repair lookup, one RMA number',
      repairLookup(fixedRepair.rmaNumber, 'rmaNumber'),
    ),
  ];
}

function repeated(id: string, title: string, asked: Asked): ReadWorkload {
  return { id, title, kind: 'repeated', keys: 'the same request every time', draw: () => asked };
}

/** autocannon's requests for one run: each request a new draw, the same sequence for every server. */
export function drawnRequests(
  workload: ReadWorkload,
  side: keyof Asked,
  turn: number,
): autocannon.Request[] {
  const random = new Random(1000 + turn);
  return [
    {
      setupRequest(request) {
        const asked = workload.draw(random)[side];
        return {
          ...request,
          method: asked.method,
          path: asked.path,
          // A copy: autocannon writes Content-Length into the headers it is given.
          headers: { ...asked.headers },
          body: asked.body,
        };
      },
    },
  ];
}
