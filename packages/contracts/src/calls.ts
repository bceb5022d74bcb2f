import type { z } from 'zod';
import {
  agreementRequestSchema,
  agreementResponseSchema,
  announcementResponseSchema,
  brandPageRequestSchema,
  brandPageResponseSchema,
  cancelShipmentResponseSchema,
  createAccessoriesOrderResponseSchema,
  createRepairOrderResponseSchema,
  dictionaryRequestSchema,
  dictionaryResponseSchema,
  documentsPageRequestSchema,
  documentsPageResponseSchema,
  materialPageRequestSchema,
  materialPageResponseSchema,
  productPageRequestSchema,
  productPageResponseSchema,
  purchaseInquiryRequestSchema,
  purchaseInquiryResponseSchema,
  repairLookupRequestSchema,
  repairLookupResponseSchema,
  reservePickupResponseSchema,
  serialQueryRequestSchema,
  serialQueryResponseSchema,
  verifyCodeRequestSchema,
} from './api.ts';
import { createAccessoriesOrderRequestSchema } from './checkout.ts';
import {
  cancelShipmentRequestSchema,
  createRepairOrderRequestSchema,
  labelRequestSchema,
  reservePickupRequestSchema,
} from './repair-order.ts';
import { CUSTOMER_PATHS, DOCS_PATH, FILES_PATH_PREFIX, HEALTH_PATHS, OPS_PATHS } from './paths.ts';

export type CallMethod = 'GET' | 'POST';
/** How a request carries its values: the query, a form (URL-encoded or multipart) or JSON. */
export type CallEncoding = 'query' | 'form' | 'json';

/** One way a call is sent: GET with a query, or POST with a body. */
export type CallBinding =
  { method: 'GET'; encoding: 'query' } | { method: 'POST'; encoding: 'form' | 'json' };

/** A success that is a file, not the JSON answer (errors are still JSON). */
export interface FileAnswer {
  mediaType: 'image/svg+xml' | 'application/pdf';
  description: string;
}

/** Everything clients, the server, its document and the test suites know of a call. */
export interface CallDescription {
  path: string;
  /** The ways it is answered; the first is how the portal's own client sends it. */
  bindings: readonly [CallBinding, ...CallBinding[]];
  /** The OpenAPI document's group. */
  tag: string;
  /** The OpenAPI document's one-line description. */
  summary: string;
  /** The query or body; absent when the call takes none. */
  request?: z.ZodType;
  /** The JSON answer of a success, or the file it sends. */
  success: z.ZodType | FileAnswer;
  /** Sent as a POST but changes nothing: its answer acknowledges no write. */
  readOnly?: true;
}

const GET = { method: 'GET', encoding: 'query' } as const;
const FORM = { method: 'POST', encoding: 'form' } as const;
const JSON_BODY = { method: 'POST', encoding: 'json' } as const;

/**
 * Every call of the upstream backend (SPEC §7), one entry each: the server's
 * routes and document, the web's fetchers and the contract suites are made
 * from these. Adding a call is an entry here and its handler.
 */
export const API_CALLS = {
  verifyCode: {
    path: '/order/accessories/verifyCode',
    bindings: [GET],
    tag: 'accessories-order',
    summary: 'A new verification code as an SVG image; its id goes to an http-only cookie',
    request: verifyCodeRequestSchema,
    success: { mediaType: 'image/svg+xml', description: 'The code to read, as an SVG image' },
  },
  accessoriesOrderAdd: {
    path: '/order/accessories/add',
    bindings: [JSON_BODY],
    tag: 'accessories-order',
    summary:
      'Place a cart order (JSON body); needs the verification code of the cookie, used up by one try',
    request: createAccessoriesOrderRequestSchema,
    success: createAccessoriesOrderResponseSchema,
  },
  accessoriesOrderInquiry: {
    path: '/order/accessories/inquiry',
    bindings: [FORM],
    tag: 'accessories-order',
    summary: 'Status and courier of a spare-part order',
    request: purchaseInquiryRequestSchema,
    success: purchaseInquiryResponseSchema,
    readOnly: true,
  },
  brandPage: {
    path: '/user/queryPage',
    bindings: [FORM],
    tag: 'user',
    summary: 'Brands, searched by name',
    request: brandPageRequestSchema,
    success: brandPageResponseSchema,
    readOnly: true,
  },
  agreement: {
    path: '/user/agreement',
    bindings: [GET],
    tag: 'user',
    summary:
      "A brand's agreement: data.userData is JSON text with zhLang (and enLang, plLang) HTML",
    request: agreementRequestSchema,
    success: agreementResponseSchema,
  },
  announcement: {
    path: '/user/announce',
    bindings: [GET],
    tag: 'user',
    summary:
      'The latest announcement, or data null; its title in the language of `lang` or Accept-Language (Polish by default)',
    success: announcementResponseSchema,
  },
  documentsPage: {
    path: '/user/docs/page',
    bindings: [GET],
    tag: 'user',
    summary:
      'Technical documents, newest first; title and description in the language of `lang` or Accept-Language (as written, in English, by default); the search looks in the titles as written',
    request: documentsPageRequestSchema,
    success: documentsPageResponseSchema,
  },
  productPage: {
    path: '/product/page/query',
    bindings: [FORM],
    tag: 'product',
    summary: 'Phone models offered for repair, by brand (userId) and category',
    request: productPageRequestSchema,
    success: productPageResponseSchema,
    readOnly: true,
  },
  materialPage: {
    path: '/product/material/page/query',
    bindings: [FORM],
    tag: 'product',
    summary: 'Accessories and spare parts: enName/plName search both names and the BOM',
    request: materialPageRequestSchema,
    success: materialPageResponseSchema,
    readOnly: true,
  },
  serialQuery: {
    path: '/product/serial/query',
    bindings: [FORM],
    tag: 'product',
    summary: 'Model serials of the spare-parts centre, searched by name (enName, name or keyword)',
    request: serialQueryRequestSchema,
    success: serialQueryResponseSchema,
    readOnly: true,
  },
  dictionary: {
    path: '/dic/queryDictionaryDetail',
    bindings: [FORM],
    tag: 'dictionary',
    summary:
      'Entries of one dictionary type, named in the language of `lang` or Accept-Language (Polish by default); an unknown type gives an empty list',
    request: dictionaryRequestSchema,
    success: dictionaryResponseSchema,
    readOnly: true,
  },
  repairOrderAdd: {
    path: '/order/add',
    bindings: [JSON_BODY],
    tag: 'order',
    summary: 'Book a repair order with its courier shipment (JSON body)',
    request: createRepairOrderRequestSchema,
    success: createRepairOrderResponseSchema,
  },
  reservePickup: {
    path: '/logistics/user/reserve',
    bindings: [FORM],
    tag: 'logistics',
    summary: 'Book the courier pick-up of a shipment; a new booking replaces the previous one',
    request: reservePickupRequestSchema,
    success: reservePickupResponseSchema,
  },
  cancelShipment: {
    path: '/logistics/user/ship/cancel',
    bindings: [FORM],
    tag: 'logistics',
    summary: 'Cancel a shipment not yet collected, its pick-up booking and its repair order',
    request: cancelShipmentRequestSchema,
    success: cancelShipmentResponseSchema,
  },
  label: {
    path: '/logistics/label',
    bindings: [GET],
    tag: 'logistics',
    summary:
      'The A6 PDF shipping label, downloaded as <shipment number>.pdf; errors answer the JSON error shape, HTTP 503 with Retry-After while printing is busy',
    request: labelRequestSchema,
    success: { mediaType: 'application/pdf', description: 'The label as an A6 PDF file' },
  },
  // SPEC does not say how upstream clients send it: both ways are answered.
  repairLookup: {
    path: '/order/user/query',
    bindings: [FORM, GET],
    tag: 'order',
    summary:
      'Progress of repair orders by RMA number, shipment or tracking number, IMEI or serial number; none matching answers error_code 404',
    request: repairLookupRequestSchema,
    success: repairLookupResponseSchema,
    readOnly: true,
  },
} as const satisfies Record<string, CallDescription>;

export type CallName = keyof typeof API_CALLS;
export const CALL_NAMES = Object.keys(API_CALLS) as CallName[];

/** Every way of sending every call, with the call's name: what a suite that tries them all walks. */
export const CALL_BINDINGS: readonly (CallBinding & { name: CallName; path: string })[] =
  CALL_NAMES.flatMap((name) =>
    API_CALLS[name].bindings.map((binding) => ({ ...binding, name, path: API_CALLS[name].path })),
  );

/** How a failure or a log names a call: `POST /product/material/page/query`. */
export function callLabel(name: CallName, method: CallMethod = API_CALLS[name].bindings[0].method) {
  return `${method} ${API_CALLS[name].path}`;
}

export function isFileAnswer(success: z.ZodType | FileAnswer): success is FileAnswer {
  return 'mediaType' in success;
}

/** The path of every call, by its name. */
export const API_PATHS = Object.fromEntries(
  CALL_NAMES.map((name) => [name, API_CALLS[name].path]),
) as { [N in CallName]: (typeof API_CALLS)[N]['path'] };

/**
 * The first path segments of everything the API answers (`/order`, `/user`,
 * `/portal`, …): what a proxy in front of it, such as the web's development
 * server, passes on to it.
 */
export function apiPathPrefixes(): string[] {
  const paths = [
    ...Object.values(API_PATHS),
    ...Object.values(CUSTOMER_PATHS),
    ...Object.values(OPS_PATHS),
    ...Object.values(HEALTH_PATHS),
    FILES_PATH_PREFIX,
    DOCS_PATH,
  ];
  return [...new Set(paths.map((path) => `/${path.split('/')[1]}`))];
}
