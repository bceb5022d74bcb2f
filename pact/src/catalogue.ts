import {
  API_PATHS,
  DICTIONARY_TYPE,
  DOCUMENT_TYPE_TECHNICAL,
  PAGE_SIZE,
  PRODUCT_CATEGORY_PHONE,
  STATUS_FILTER,
  type DictionaryTypeId,
} from '@portal/contracts';
import type { Named, SeededBooking } from '@portal/test-support';
import { ProviderStateError, type ProviderClient } from './provider-client';

/**
 * What a provider state needs of the provider's catalogue, found through its
 * public API as the web app finds it: no ids of one backend are assumed.
 */

interface Brand {
  userId: number;
  userName: string;
}
interface Serial {
  Id: number;
  EnName: string;
}
export interface Material {
  Id: number;
  price: number | null;
  NameEN: string;
  bom: string;
}

const list = <T>(answer: { list: T[] }) => answer.list;

export async function brands(client: ProviderClient): Promise<Brand[]> {
  return list(
    await client.postForm(API_PATHS.brandPage, {
      userName: '',
      status: STATUS_FILTER.brand,
      start: 0,
      length: PAGE_SIZE.lists,
    }),
  );
}

/** The first brand whose agreement call answers as `wanted` (an agreement, or the refusal). */
export async function brandByAgreement(
  client: ProviderClient,
  wanted: 'with' | 'without',
): Promise<Brand | undefined> {
  for (const brand of await brands(client)) {
    const has = await client.get(API_PATHS.agreement, { userId: brand.userId }).then(
      () => true,
      () => false,
    );
    if (has === (wanted === 'with')) return brand;
  }
  return undefined;
}

export async function products(client: ProviderClient, userId: number) {
  return list<{ productId: number; productName: string }>(
    await client.postForm(API_PATHS.productPage, {
      userId,
      category: PRODUCT_CATEGORY_PHONE,
      status: STATUS_FILTER.product,
      start: 0,
      length: PAGE_SIZE.lists,
    }),
  );
}

/** A brand that has phone models, with its first model. */
export async function brandWithModel(client: ProviderClient) {
  for (const brand of await brands(client)) {
    const [model] = await products(client, brand.userId);
    if (model) return { userId: brand.userId, productId: model.productId };
  }
  throw new ProviderStateError('No brand with phone models on offer');
}

export async function firstEntry(client: ProviderClient, typeId: DictionaryTypeId): Promise<Named> {
  const [entry] = list<Named>(
    await client.postForm(API_PATHS.dictionary, { typeId, status: STATUS_FILTER.dictionary }),
  );
  if (!entry) throw new ProviderStateError(`Dictionary ${typeId} is empty`);
  return entry;
}

/** What a repair booking names: brand, model, channel, exterior and one accessory. */
export async function bookingChoices(client: ProviderClient): Promise<SeededBooking> {
  const [{ userId, productId }, channel, exterior, accessory] = await Promise.all([
    brandWithModel(client),
    firstEntry(client, DICTIONARY_TYPE.channel),
    firstEntry(client, DICTIONARY_TYPE.exterior),
    firstEntry(client, DICTIONARY_TYPE.accessories),
  ]);
  return { brandId: userId, productId, channel, exterior, accessory };
}

export async function serials(client: ProviderClient): Promise<Serial[]> {
  return client.postForm(API_PATHS.serialQuery, { status: STATUS_FILTER.serial, enName: '' });
}

/** A model series with technical documents. */
export async function serialWithDocuments(client: ProviderClient): Promise<number> {
  for (const serial of await serials(client)) {
    const page = await client.get<{ list: unknown[] }>(API_PATHS.documentsPage, {
      start: 0,
      length: PAGE_SIZE.documents,
      status: STATUS_FILTER.document,
      docType: DOCUMENT_TYPE_TECHNICAL,
      modelId: serial.Id,
    });
    if (page.list.length > 0) return serial.Id;
  }
  throw new ProviderStateError('No model series with technical documents');
}

export async function materials(
  client: ProviderClient,
  filter: { serialId?: number; search?: string },
): Promise<Material[]> {
  return client.postForm(API_PATHS.materialPage, {
    status: STATUS_FILTER.material,
    length: PAGE_SIZE.accessories,
    start: 0,
    enName: filter.search ?? '',
    plName: filter.search ?? '',
    ...(filter.serialId ? { serialId: filter.serialId } : {}),
  });
}

/**
 * A model series and a search text whose first page of parts is not empty
 * and has a price on every part (the pact's parts have one).
 */
export async function partsSearch(client: ProviderClient) {
  for (const serial of await serials(client)) {
    for (const part of await materials(client, { serialId: serial.Id })) {
      const search = part.NameEN.split(/\s+/).find((word) => word.length >= 3);
      if (!search) continue;
      const found = await materials(client, { serialId: serial.Id, search });
      if (found.length > 0 && found.every((each) => each.price !== null)) {
        return { serialId: serial.Id, search };
      }
    }
  }
  throw new ProviderStateError('No model series with priced parts to search');
}

/** A part that can be ordered: it has a price. */
export async function orderablePart(client: ProviderClient): Promise<Material> {
  const part = (await materials(client, {})).find((each) => each.price !== null);
  if (!part) throw new ProviderStateError('No spare part with a price');
  return part;
}
