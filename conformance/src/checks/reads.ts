import {
  agreementResponseSchema,
  announcementResponseSchema,
  brandPageResponseSchema,
  DICTIONARY_TYPE,
  dictionaryResponseSchema,
  documentsPageResponseSchema,
  PAGE_SIZE,
  PRODUCT_CATEGORY_PHONE,
  productPageResponseSchema,
  serialQueryResponseSchema,
  STATUS_FILTER,
} from '@portal/contracts';
import { callLabel, send } from '../calls';
import { cameBack, isTimestamp, okAnswer, richTextProblem } from '../expect';
import type { Answer } from '../http';
import type { Check, Context, Probe } from '../suite';

/** The brand list as the repair wizard asks for it (SPEC §7). */
export async function listBrands(probe: Probe, context: Context) {
  const answer = await send(context, 'brandPage', {
    userName: '',
    status: STATUS_FILTER.brand,
    start: 0,
    length: PAGE_SIZE.lists,
  });
  return okAnswer(probe, context, callLabel('brandPage'), answer, brandPageResponseSchema);
}

export async function listProducts(probe: Probe, context: Context, userId: number) {
  const answer = await send(context, 'productPage', {
    productName: '',
    status: STATUS_FILTER.product,
    start: 0,
    length: PAGE_SIZE.lists,
    category: PRODUCT_CATEGORY_PHONE,
    userId,
  });
  return okAnswer(probe, context, callLabel('productPage'), answer, productPageResponseSchema);
}

export async function listSerials(
  probe: Probe,
  context: Context,
  text = '',
  status: number = STATUS_FILTER.serial,
) {
  const answer = await send(context, 'serialQuery', { status, enName: text });
  return okAnswer(probe, context, callLabel('serialQuery'), answer, serialQueryResponseSchema).data;
}

export async function listDictionary(probe: Probe, context: Context, typeId: number) {
  const answer = await send(context, 'dictionary', { typeId, status: STATUS_FILTER.dictionary });
  return okAnswer(probe, context, callLabel('dictionary'), answer, dictionaryResponseSchema);
}

/** A list answer carries its list twice (`data.list` and `list`) and a total no smaller than it. */
function checkList(
  probe: Probe,
  call: string,
  body: { data: { list: unknown[]; totalRow: number }; list: unknown[] },
  pageSize?: number,
) {
  probe.expect(
    JSON.stringify(body.list) === JSON.stringify(body.data.list),
    call,
    'expected `list` to repeat `data.list`, they differ',
  );
  const shown = body.data.list.length;
  const expected =
    pageSize === undefined ? body.data.totalRow : Math.min(pageSize, body.data.totalRow);
  probe.expect(
    shown === expected,
    call,
    `expected ${expected} records for \`data.totalRow\` ${body.data.totalRow}, got ${shown}`,
  );
}

const group = 'calls';

const startsWith = (bytes: Uint8Array, ...signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The image formats a browser shows, each known by its body. */
const IMAGE_FORMATS: { mediaType: string; holds(answer: Answer): boolean }[] = [
  { mediaType: 'image/svg+xml', holds: (answer) => /<svg[\s>]/.test(answer.text) },
  { mediaType: 'image/png', holds: ({ bytes }) => startsWith(bytes, 0x89, 0x50, 0x4e, 0x47) },
  { mediaType: 'image/jpeg', holds: ({ bytes }) => startsWith(bytes, 0xff, 0xd8, 0xff) },
  { mediaType: 'image/gif', holds: ({ bytes }) => startsWith(bytes, 0x47, 0x49, 0x46, 0x38) },
  {
    mediaType: 'image/webp',
    holds: ({ bytes }) => new TextDecoder().decode(bytes.subarray(8, 12)) === 'WEBP',
  },
];

const dictionaryChecks: Check[] = Object.entries(DICTIONARY_TYPE).map(([kind, typeId]) => ({
  name: `dictionary type ${typeId} (${kind}) lists its entries`,
  group: 'dictionaries',
  spec: 'SPEC §7: POST /dic/queryDictionaryDetail reads list of id, name',
  async run(probe, context) {
    const body = await listDictionary(probe, context, typeId);
    const call = callLabel('dictionary');
    checkList(probe, call, body);
    probe.expect(body.data.list.length > 0, call, `expected entries of type ${typeId}, got none`);
  },
}));

export const readCheckList: Check[] = [
  {
    name: 'announcement: title and content, the content JSON rich text with zhLang',
    group,
    spec: 'SPEC §7: GET /user/announce reads result, data.title, data.content; §3: content JSON holding zhLang rich text',
    async run(probe, context) {
      const call = callLabel('announcement');
      const body = okAnswer(
        probe,
        context,
        call,
        await send(context, 'announcement', {}),
        announcementResponseSchema,
      );
      if (!body.data) return probe.skip('no announcement is published');
      const problem = richTextProblem(body.data.content);
      probe.expect(problem === undefined, call, `\`data.content\`: ${problem}`);
    },
  },
  {
    name: 'documents: createTime as YYYY-MM-DD HH:mm:ss, content JSON rich text with zhLang',
    group,
    spec: 'SPEC §3: document record createTime and content (JSON text holding a zhLang rich-text document)',
    async run(probe, context) {
      const call = callLabel('documentsPage');
      const answer = await send(context, 'documentsPage', {
        start: 0,
        length: PAGE_SIZE.documents,
        status: STATUS_FILTER.document,
        docType: 1,
      });
      const body = okAnswer(probe, context, call, answer, documentsPageResponseSchema);
      if (body.data.list.length === 0) return probe.skip('no document is published');
      for (const document of body.data.list) {
        probe.expect(
          isTimestamp(document.createTime),
          call,
          `document ${document.id}: expected \`createTime\` as YYYY-MM-DD HH:mm:ss, got ${JSON.stringify(document.createTime)}`,
        );
        const problem = document.content === '' ? undefined : richTextProblem(document.content);
        probe.expect(
          problem === undefined,
          call,
          `document ${document.id}: \`content\`: ${problem}`,
        );
      }
    },
  },
  {
    name: 'brand list: userName, status 1, start 0, length 20',
    group,
    spec: 'SPEC §7: POST /user/queryPage reads result and list of userId, userName',
    async run(probe, context) {
      const body = await listBrands(probe, context);
      checkList(probe, callLabel('brandPage'), body, PAGE_SIZE.lists);
      probe.expect(body.data.list.length > 0, callLabel('brandPage'), 'expected brands, got none');
    },
  },
  {
    name: 'agreement of a listed brand: data.userData is JSON with zhLang',
    group,
    spec: 'SPEC §7: GET /user/agreement reads data.userData JSON with zhLang HTML',
    async run(probe, context) {
      const brands = await listBrands(probe, context);
      const call = callLabel('agreement');
      for (const brand of brands.data.list) {
        const answer = await send(context, 'agreement', { userId: brand.userId });
        const body = answer.json as { result?: unknown } | undefined;
        // A brand without an agreement answers an error (SPEC §8: "the brand has no agreement").
        if (body?.result !== 1) continue;
        const agreement = okAnswer(probe, context, call, answer, agreementResponseSchema);
        let zhLang: unknown;
        try {
          zhLang = (JSON.parse(agreement.data.userData) as { zhLang?: unknown }).zhLang;
        } catch {
          zhLang = undefined;
        }
        probe.expect(
          typeof zhLang === 'string',
          call,
          `brand ${brand.userId}: expected \`data.userData\` to be JSON with a \`zhLang\` text, got ${agreement.data.userData.slice(0, 120)}`,
        );
        return;
      }
      probe.fail(call, `none of the ${brands.data.list.length} listed brands has an agreement`);
    },
  },
  {
    name: 'products of a brand: productName, status 1, start 0, length 20, category 2, userId',
    group,
    spec: 'SPEC §7: POST /product/page/query reads list of productId, productName',
    async run(probe, context) {
      const brands = await listBrands(probe, context);
      const brand = brands.data.list[0];
      if (!brand) return probe.skip('no brand listed');
      const body = await listProducts(probe, context, brand.userId);
      checkList(probe, callLabel('productPage'), body, PAGE_SIZE.lists);
    },
  },
  {
    name: 'serial search: status 1 and a search text',
    group,
    spec: 'SPEC §7: POST /product/serial/query reads result and data (Id, EnName)',
    async run(probe, context) {
      const serials = await listSerials(probe, context);
      probe.expect(serials.length > 0, callLabel('serialQuery'), 'expected serials, got none');
    },
  },
  {
    name: 'code image: an image (SVG, PNG, JPEG, GIF or WebP)',
    group,
    spec: 'SPEC §7: GET /order/accessories/verifyCode returns an image used as the verification code',
    async run(probe, context) {
      const call = callLabel('verifyCode');
      const answer = await send(context, 'verifyCode', { t: Date.now() });
      probe.expect(answer.status === 200, call, `expected HTTP 200, got ${cameBack(answer)}`);
      const format = IMAGE_FORMATS.find((image) => image.mediaType === answer.mediaType);
      if (!format) {
        return probe.stop(
          call,
          `expected an image, got content type ${answer.mediaType || 'none'}`,
        );
      }
      probe.expect(
        format.holds(answer),
        call,
        `expected the body of a ${format.mediaType} image, got ${cameBack(answer)}`,
      );
    },
  },
  ...dictionaryChecks,
];
