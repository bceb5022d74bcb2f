import { randomInt } from 'node:crypto';
import {
  DICTIONARY_TYPE,
  pickupDates,
  VERIFY_CODE_COOKIE,
  type CreateAccessoriesOrderRequest,
  type Language,
  type CreateRepairOrderRequest,
} from '@portal/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { MailContext } from '../src/services/mail/compose';
import { form } from './harness';

/**
 * Seeded records the tests build on, found by their properties rather than
 * by fixed ids, so the tests keep working when the demo data grows.
 */
export async function findCatalogue(app: App) {
  const db = app.db;
  const product = await db.product.findFirstOrThrow({
    where: { status: 1, category: '2', brand: { status: 1 } },
    orderBy: { id: 'asc' },
  });
  const otherBrandProduct = await db.product.findFirstOrThrow({
    where: { status: 1, brandId: { not: product.brandId } },
  });
  const entries = (typeId: number) =>
    db.dictionaryEntry.findMany({ where: { typeId, status: 1 }, orderBy: { sortOrder: 'asc' } });
  const [channel] = await entries(DICTIONARY_TYPE.channel);
  const [exterior] = await entries(DICTIONARY_TYPE.exterior);
  const accessories = await entries(DICTIONARY_TYPE.accessories);
  const priced = await db.material.findMany({
    where: { status: 1, priceCents: { gt: 0 } },
    orderBy: { id: 'asc' },
    take: 2,
  });
  const unpriced = await db.material.findFirstOrThrow({ where: { status: 1, priceCents: null } });
  const inactive = await db.material.findFirstOrThrow({ where: { status: { not: 1 } } });
  const maxDictionaryId = (await db.dictionaryEntry.aggregate({ _max: { id: true } }))._max.id ?? 0;
  if (!channel || !exterior || accessories.length < 2 || priced.length < 2) {
    throw new Error('the seed lacks the pick lists or priced parts the tests need');
  }
  return {
    product,
    otherBrandProduct,
    channel,
    exterior,
    accessories,
    priced,
    unpriced,
    inactive,
    maxDictionaryId,
  };
}
export type Catalogue = Awaited<ReturnType<typeof findCatalogue>>;

/** A 15-digit number no other test uses, as the device IMEI. */
export function uniqueImei(): string {
  return `35${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e4)).padStart(4, '0')}`;
}

/** A valid repair booking as the wizard sends it. */
export function repairOrderBody(catalogue: Catalogue, imei = uniqueImei()) {
  const accessory = catalogue.accessories[0];
  return {
    repairInfo: {
      clientName: 'Zofia Wiśniewska',
      clientTell: '+48600100200',
      clientEmail: 'zofia.w@example.pl',
      clientCity: 'Kraków',
      clientStreet: 'ul. Długa',
      clientHouseNumber: '12A',
      clientPostalCode: '31-147',
      userId: catalogue.product.brandId,
      sourceChannelId: catalogue.channel.id,
      sourceChannelName: catalogue.channel.name,
      productId: catalogue.product.id,
      warrantyStatus: '1',
      applySn: imei,
      applyAppearanceId: catalogue.exterior.id,
      applyAppearance: catalogue.exterior.name,
      faultDescribe: 'The screen flickers and goes black.',
      remark: 'Several times a day',
      afterSalesType: 3,
      clientAddress: '',
      address: '-',
      operator: 'portal',
    },
    accessoriesList: accessory
      ? [{ accessoriesId: accessory.id, accessoriesName: accessory.name }]
      : [],
    pickupDate: pickupDates()[1] ?? '',
    isCreateShip: true,
    orderType: 1,
  } satisfies CreateRepairOrderRequest;
}

export const PERSONAL_VALUES = [
  'Zofia',
  'Wiśniewska',
  '600100200',
  'zofia.w@example.pl',
  'Długa',
  '31-147',
];

export interface Booking {
  shipmentId: number;
  orderId: number;
  rmaNumber: string;
  shipmentNo: string;
}

/** POST /order/add with a JSON body; returns the booking data. */
export async function bookRepair(app: App, body: object): Promise<Booking> {
  const res = await app.inject({ method: 'POST', url: '/order/add', payload: body });
  expect(res.statusCode).toBe(200);
  const json = res.json();
  expect(json.result).toBe(1);
  return json.data as Booking;
}

export function reserve(
  app: App,
  fields: {
    shipmentId: number | string;
    orderId: number | string;
    pickupDate: string;
    from?: string;
    to?: string;
  },
) {
  return app.inject({
    method: 'POST',
    url: '/logistics/user/reserve',
    ...form({
      shipmentId: fields.shipmentId,
      orderId: fields.orderId,
      pickupDate: fields.pickupDate,
      pickupTimeFrom: fields.from ?? '10:00',
      pickupTimeTo: fields.to ?? '13:00',
    }),
  });
}

/** A spare-part order placed as the checkout does: the code's image, then the order with its cookie. */
export async function placeSpareOrder(
  app: App,
  catalogue: Catalogue,
  code: string,
  language: Language,
): Promise<{ orderId: number; accessToken: string }> {
  const image = await app.inject({ method: 'GET', url: '/order/accessories/verifyCode' });
  const cookie = image.cookies.find((c) => c.name === VERIFY_CODE_COOKIE);
  if (!cookie) throw new Error('no verification cookie');
  const res = await app.inject({
    method: 'POST',
    url: '/order/accessories/add',
    payload: { ...accessoriesOrderBody(catalogue, code), language },
    cookies: { [VERIFY_CODE_COOKIE]: cookie.value },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { orderId: number; accessToken: string } }).data;
}

/** A valid cart order for the given parts, as the checkout modal sends it. */
export function accessoriesOrderBody(catalogue: Catalogue, code: string) {
  return {
    OrderInfo: {
      contract: 'Jan Nowak',
      tell: '+48 512 345 678',
      email: 'jan.nowak@example.pl',
      address: 'ul. Kwiatowa 5/2, 00-001',
      remark: '',
      country: 'Polska',
      city: 'Warszawa',
      invoiceType: '1',
      invoiceName: 'Jan Nowak',
      invoiceAddress: 'ul. Kwiatowa 5/2, 00-001',
      invoiceEmail: 'faktury@example.pl',
      taxNo: '',
      bankName: '',
      bankNo: '',
      registerAddress: '',
      registerPhone: '',
    },
    detail: catalogue.priced.map((material, index) => ({
      skuId: material.id,
      bom: material.bom,
      productName: material.nameEN,
      num: index + 1,
    })),
    code,
  } satisfies CreateAccessoriesOrderRequest;
}

/** Every answer of the API is JSON with `result`, never a server error. */
export function expectError(
  res: { statusCode: number; json: () => unknown },
  code: number,
  status = 200,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { result: number; error_code: number; error_msg: string };
  expect(body).toEqual({ result: 0, error_code: code, error_msg: expect.any(String) });
  expect(body.error_msg.length).toBeGreaterThan(0);
  return body.error_msg;
}

/** Where the e-mails composed in a test send customers, with the service's demo contact and payment details. */
export function mailContext(publicUrl = 'https://portal.example.pl'): MailContext {
  return {
    publicUrl,
    serviceEmail: 'serwis@example.pl',
    servicePhone: '+48 22 100 20 30',
    payee: 'PhoneCare Serwis Sp. z o.o.',
    bankAccount: 'PL27 1140 2004 0000 3002 0135 5387',
  };
}
