import { z } from 'zod';
import {
  createAccessoriesOrderDataSchema,
  createAccessoriesOrderRequestSchema,
} from './checkout.ts';
import {
  DICTIONARY_TYPE,
  DOCUMENT_TYPE_TECHNICAL,
  PAGE_SIZE,
  PRODUCT_CATEGORY_PHONE,
  RESULT_OK,
  STATUS_FILTER,
} from './constants.ts';
import {
  cancelShipmentRequestSchema,
  createRepairOrderDataSchema,
  createRepairOrderRequestSchema,
  labelRequestSchema,
  reservePickupRequestSchema,
} from './repair-order.ts';
import { hasForbiddenCharacters, optionalText, requiredText } from './validation.ts';
import { TIMESTAMP_PATTERN } from './wall-clock.ts';

// Building blocks, made for each schema that uses them: a block made here
// would be built as the module loads, before any schema is used.
const int = () =>
  z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue');
/** A value of an integer column (status, type, a catalogue id): 32 bits, as PostgreSQL's INTEGER. */
const columnInt = () =>
  int()
    .min(-2_147_483_648, 'validation.invalidValue')
    .max(2_147_483_647, 'validation.invalidValue');
/**
 * A status filter: any status may be asked for (another lists other records,
 * e.g. retired ones), so the document gives the portal's value, not an enum.
 */
const statusFilter = (portalValue: number) =>
  columnInt()
    .default(portalValue)
    .meta({
      description: `Status of the records listed; the portal asks for ${portalValue}`,
      examples: [portalValue],
    });
const start = () => int().min(0, 'validation.invalidValue').default(0);
const length = (max: number, fallback: number) =>
  int().min(1, 'validation.invalidValue').max(max, 'validation.tooLong').default(fallback);
/** Longest search text a list accepts (a name, a title, a keyword); the search fields stop there. */
export const SEARCH_TEXT_MAX = 100;
// Typed or pasted by visitors and sent on to the database, which may refuse a
// NUL byte: control characters are refused as in any text field, line breaks
// and tabs (which simply match nothing) are not.
const searchText = () => optionalText(SEARCH_TEXT_MAX, { multiline: true });
const optionalId = () =>
  z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      columnInt().positive('validation.invalidValue').optional(),
    )
    // An empty form field counts as absent: the document allows it besides the id.
    .meta({ type: undefined, anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 0 }] });

/** Upper bound of `length` a client may ask for. */
export const MAX_PAGE_LENGTH = 100;

/** A time as upstream writes it: `YYYY-MM-DD HH:mm:ss` on Warsaw's clock (the document gives the pattern). */
export const timestamp = () =>
  z.string().meta({
    pattern: TIMESTAMP_PATTERN.source,
    description: 'YYYY-MM-DD HH:mm:ss, Europe/Warsaw',
  });
/** A calendar date `YYYY-MM-DD` in an answer. */
export const answeredDate = () => z.string().meta({ format: 'date' });

function okResponse<T extends z.ZodType>(data: T) {
  return z.object({ result: z.literal(RESULT_OK), data });
}

/** A list answer: `data.list` and `data.totalRow`, the list also at the top for older clients. */
function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    result: z.literal(RESULT_OK),
    data: z.object({ list: z.array(item), totalRow: z.number().int() }),
    list: z.array(item),
  });
}

// ── Brands, agreement, announcement, documents (/user) ──────────────────────

export const brandPageRequestSchema = z.lazy(() =>
  z.object({
    userName: searchText(),
    status: statusFilter(STATUS_FILTER.brand),
    start: start(),
    length: length(MAX_PAGE_LENGTH, PAGE_SIZE.lists),
  }),
);
export const brandSchema = z.lazy(() =>
  z.object({ userId: z.number().int(), userName: z.string() }).meta({ id: 'Brand' }),
);
export const brandPageResponseSchema = z.lazy(() => listResponse(brandSchema));

export const agreementRequestSchema = z.lazy(() =>
  z.object({ userId: columnInt().positive('validation.invalidValue') }),
);
export const agreementResponseSchema = z.lazy(() =>
  okResponse(z.object({ userId: z.number().int(), userName: z.string(), userData: z.string() })),
);

export const announcementSchema = z.lazy(() =>
  z.object({ title: z.string(), content: z.string() }).meta({ id: 'Announcement' }),
);
export const announcementResponseSchema = z.lazy(() => okResponse(announcementSchema.nullable()));

export const documentsPageRequestSchema = z.lazy(() =>
  z.object({
    start: start(),
    length: length(MAX_PAGE_LENGTH, PAGE_SIZE.documents),
    status: statusFilter(STATUS_FILTER.document),
    docType: columnInt().default(DOCUMENT_TYPE_TECHNICAL),
    modelId: optionalId(),
    title: searchText(),
  }),
);
export const documentSchema = z.lazy(() =>
  z
    .object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      createTime: timestamp(),
      /** Comma-separated URLs, or the text `null`. */
      filepath: z.string(),
      content: z.string(),
      modelId: z.number().int().nullable(),
    })
    .meta({ id: 'Document' }),
);
export type DocumentRecord = z.infer<typeof documentSchema>;
export const documentsPageResponseSchema = z.lazy(() =>
  okResponse(z.object({ list: z.array(documentSchema), totalRow: z.number().int() })),
);

/** File URLs of a document; the text `null` and blanks give none. */
export function documentFiles(filepath: string | null | undefined): string[] {
  if (!filepath || filepath.trim() === 'null') return [];
  return filepath
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '' && url !== 'null');
}

/** Download name of a file: the last path segment of its URL. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const segment = path.split('/').filter(Boolean).pop() ?? path;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// ── Products, materials, serials (/product) ──────────────────────────────────

export const productPageRequestSchema = z.lazy(() =>
  z.object({
    productName: searchText(),
    status: statusFilter(STATUS_FILTER.product),
    start: start(),
    length: length(MAX_PAGE_LENGTH, PAGE_SIZE.lists),
    category: z
      .string()
      .max(10, 'validation.tooLong')
      .refine((text) => !hasForbiddenCharacters(text), 'validation.forbiddenCharacters')
      .default(PRODUCT_CATEGORY_PHONE),
    userId: optionalId(),
  }),
);
export const productSchema = z.lazy(() =>
  z.object({ productId: z.number().int(), productName: z.string() }).meta({ id: 'Product' }),
);
export const productPageResponseSchema = z.lazy(() => listResponse(productSchema));

export const materialPageRequestSchema = z.lazy(() =>
  z.object({
    status: statusFilter(STATUS_FILTER.material),
    length: length(MAX_PAGE_LENGTH, PAGE_SIZE.accessories),
    start: start(),
    enName: searchText(),
    plName: searchText(),
    serialId: optionalId(),
  }),
);
export const materialSchema = z.lazy(() =>
  z
    .object({
      Id: z.number().int(),
      /** Comma-separated image URLs. */
      ImageFiles: z.string(),
      /** Euro; null when the part has no price. */
      price: z.number().nullable(),
      serialName: z.string(),
      NameEN: z.string(),
      NamePL: z.string(),
      bom: z.string(),
    })
    .meta({ id: 'Material' }),
);
export type MaterialRecord = z.infer<typeof materialSchema>;
export const materialPageResponseSchema = z.lazy(() =>
  z.object({
    result: z.literal(RESULT_OK),
    recordsTotal: z.number().int(),
    data: z.array(materialSchema),
  }),
);

export function imageFiles(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '' && url !== 'null');
}

export const serialQueryRequestSchema = z.lazy(() =>
  z.object({
    status: statusFilter(STATUS_FILTER.serial),
    /** The search text; `name` and `keyword` are accepted as aliases. */
    enName: searchText(),
    name: searchText(),
    keyword: searchText(),
  }),
);
export const serialSchema = z.lazy(() =>
  z.object({ Id: z.number().int(), EnName: z.string() }).meta({ id: 'Serial' }),
);
export const serialQueryResponseSchema = z.lazy(() => okResponse(z.array(serialSchema)));

// ── Dictionaries (/dic) ───────────────────────────────────────────────────────

export const dictionaryRequestSchema = z.lazy(() =>
  z.object({
    typeId: columnInt()
      .positive('validation.invalidValue')
      .meta({
        description: `Dictionary type: ${DICTIONARY_TYPE.channel} channels, ${DICTIONARY_TYPE.exterior} exteriors, ${DICTIONARY_TYPE.accessories} accessories; another type has no entries`,
        examples: Object.values(DICTIONARY_TYPE),
      }),
    status: statusFilter(STATUS_FILTER.dictionary),
  }),
);
export const dictionaryEntrySchema = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'DictionaryEntry' }),
);
export const dictionaryResponseSchema = z.lazy(() => listResponse(dictionaryEntrySchema));

// ── Repair orders, lookup, logistics ───────────────────────────────────────────

export {
  createRepairOrderRequestSchema,
  reservePickupRequestSchema,
  cancelShipmentRequestSchema,
  labelRequestSchema,
};
export const createRepairOrderResponseSchema = z.lazy(() =>
  okResponse(createRepairOrderDataSchema),
);

export const reservePickupResponseSchema = z.lazy(() =>
  okResponse(
    z.object({
      reservationId: z.number().int(),
      shipmentId: z.number().int(),
      orderId: z.number().int(),
      pickupDate: answeredDate(),
      pickupTimeFrom: z.string(),
      pickupTimeTo: z.string(),
    }),
  ),
);
export const cancelShipmentResponseSchema = z.lazy(() =>
  okResponse(z.object({ shipmentId: z.number().int(), status: z.literal('cancelled') })),
);

/** Lookup keyword: RMA number, shipment/tracking number, serial number or IMEI. */
export const repairLookupRequestSchema = z.lazy(() =>
  z.object({
    keyword: requiredText(64, { multiline: true }),
  }),
);
/** Only progress data, never personal data. Timestamps as `YYYY-MM-DD HH:mm:ss` (Warsaw), or null. */
export const repairLookupResultSchema = z.lazy(() =>
  z
    .object({
      status: z.number().int(),
      createTime: timestamp().nullable(),
      receiveTime: timestamp().nullable(),
      checkTime: timestamp().nullable(),
      repairTime: timestamp().nullable(),
      sendDateTime: timestamp().nullable(),
      sendLogisticsTypeName: z.string().nullable(),
      sendLogisticsNo: z.string().nullable(),
    })
    .meta({ id: 'RepairLookupResult' }),
);
export type RepairLookupResult = z.infer<typeof repairLookupResultSchema>;
export const repairLookupResponseSchema = z.lazy(() =>
  okResponse(z.object({ list: z.array(repairLookupResultSchema) })),
);

// ── Spare-part orders ─────────────────────────────────────────────────────────

export const verifyCodeRequestSchema = z.lazy(() => z.object({ t: z.string().max(32).optional() }));
export { createAccessoriesOrderRequestSchema };
export const createAccessoriesOrderResponseSchema = z.lazy(() =>
  okResponse(createAccessoriesOrderDataSchema),
);

export const purchaseInquiryRequestSchema = z.lazy(() =>
  z.object({
    orderId: int().positive('validation.invalidValue'),
  }),
);
export const purchaseInquiryResultSchema = z.lazy(() =>
  z
    .object({
      orderId: z.number().int(),
      status: z.number().int(),
      logisticsName: z.string().nullable(),
      logisticsNo: z.string().nullable(),
    })
    .meta({ id: 'PurchaseInquiryResult' }),
);
export const purchaseInquiryResponseSchema = z.lazy(() => okResponse(purchaseInquiryResultSchema));
export type PurchaseInquiryResult = z.infer<typeof purchaseInquiryResultSchema>;
