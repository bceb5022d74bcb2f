import { randomInt } from 'node:crypto';
import { API_PATHS, DOCUMENT_TYPE_TECHNICAL, PAGE_SIZE, STATUS_FILTER } from '@portal/contracts';
import { serials } from './catalogue';
import { ProviderStateError, type ProviderClient } from './provider-client';

/**
 * What the no-data interactions ask for: a keyword, an order number, a title
 * and a search text the provider has nothing for. Each is made up and then
 * checked through the public API, so no assumption is made of its data.
 */

const TRIES = 5;
/** A made-up text: letters and digits only, which no search of a backend refuses. */
const madeUpText = () => `zq${randomInt(1e9, 1e10).toString(36)}`;

async function firstUnknown<T>(
  what: string,
  candidate: () => T,
  isKnown: (value: T) => Promise<boolean>,
): Promise<T> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const value = candidate();
    if (!(await isKnown(value))) return value;
  }
  throw new ProviderStateError(`Every made-up ${what} was known to the provider`);
}

/** A lookup answered anything but a success counts as "none": the interaction itself checks how. */
const succeeds = (call: Promise<unknown>) =>
  call.then(
    () => true,
    () => false,
  );

/** An RMA-shaped keyword no repair order has. */
export const unknownRepairKeyword = (client: ProviderClient) =>
  firstUnknown(
    'keyword',
    () => `RMA${randomInt(1e9, 1e10)}${randomInt(1e10, 1e11)}`,
    (keyword) => succeeds(client.postForm(API_PATHS.repairLookup, { keyword })),
  );

/** An order number (15 digits, as the provider's) no spare-part order has. */
export const unknownOrderId = (client: ProviderClient) =>
  firstUnknown(
    'order number',
    () => 1e14 + randomInt(2 ** 48),
    (orderId) => succeeds(client.postForm(API_PATHS.accessoriesOrderInquiry, { orderId })),
  );

async function firstSerial(client: ProviderClient): Promise<number> {
  const [serial] = await serials(client);
  if (!serial) throw new ProviderStateError('No model series on offer');
  return serial.Id;
}

/** A model series and a title none of its technical documents has. */
export async function unknownDocumentTitle(client: ProviderClient) {
  const serialId = await firstSerial(client);
  const title = await firstUnknown('title', madeUpText, async (text) => {
    const page = await client.get<{ list: unknown[] }>(API_PATHS.documentsPage, {
      start: 0,
      length: PAGE_SIZE.documents,
      status: STATUS_FILTER.document,
      docType: DOCUMENT_TYPE_TECHNICAL,
      modelId: serialId,
      title: text,
    });
    return page.list.length > 0;
  });
  return { serialId, title };
}

/** A model series and a search text none of its spare parts matches. */
export async function unknownPartSearch(client: ProviderClient) {
  const serialId = await firstSerial(client);
  const search = await firstUnknown('search text', madeUpText, async (text) => {
    const found = await client.postForm<unknown[]>(API_PATHS.materialPage, {
      status: STATUS_FILTER.material,
      length: PAGE_SIZE.accessories,
      start: 0,
      enName: text,
      plName: text,
      serialId,
    });
    return found.length > 0;
  });
  return { serialId, search };
}
