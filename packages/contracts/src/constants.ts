/** Business constants of the upstream backend and the portal (SPEC §9). */

/** `result` value of every successful answer. */
export const RESULT_OK = 1;
export const RESULT_FAILED = 0;

export const REQUEST_TIMEOUT_MS = 30_000;
export const TOAST_DURATION_MS = 3_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const CAROUSEL_AUTOPLAY_MS = 4_000;

export const PAGE_SIZE = {
  documents: 10,
  accessories: 15,
  lists: 20,
} as const;

/** Status filters sent with list queries. */
export const STATUS_FILTER = {
  brand: 1,
  product: 1,
  material: 1,
  serial: 1,
  dictionary: 1,
  document: 2,
} as const;

export const DOCUMENT_TYPE_TECHNICAL = 1;
/** Products offered for repair have this category. */
export const PRODUCT_CATEGORY_PHONE = '2';

export const DICTIONARY_TYPE = {
  channel: 10004,
  exterior: 10003,
  accessories: 10002,
} as const;
export type DictionaryTypeId = (typeof DICTIONARY_TYPE)[keyof typeof DICTIONARY_TYPE];
export const DICTIONARY_TYPE_IDS = Object.values(DICTIONARY_TYPE);

export const AFTER_SALES_TYPE = 3;
export const REPAIR_ORDER_TYPE = 1;
/** Sent as the device IMEI when the customer leaves it empty. */
export const IMEI_NOT_PROVIDED = 'Cannot provide';
/** Label type asked of the courier: a PDF label. */
export const LABEL_TYPE = 'LBLP';

export const INVOICE_TYPE = { personal: '1', enterprise: '2' } as const;
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE];

export const WARRANTY_STATUS = { inWarranty: '1', outOfWarranty: '2' } as const;
export const WAYBILL = { printBill: '1', printLabel: '2' } as const;

/** Waybill '2' ("print label"): the courier brings the label; with '1' the customer prints it. */
export function courierBringsLabel(waybill: string | null | undefined): boolean {
  return waybill === WAYBILL.printLabel;
}

export const CURRENCY = 'EUR';

export const LANGUAGES = ['pl-PL', 'en-US', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl-PL';
/** The language selectors offer only these two (SPEC §1). */
export const SELECTABLE_LANGUAGES = ['pl-PL', 'en-US'] as const satisfies readonly Language[];
/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'selectLang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language of the portal, or its default for anything else (a value stored before languages, none). */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Below this age the privacy policy's children section applies. */
export const CHILD_PRIVACY_AGE = 13;

export const SOFTWARE_UPDATE_GUARANTEED_UNTIL = '2030-12-31';
export const BATTERY_CYCLE_LIFE = 1000;

/** `start` of the documents query for a 1-based page: 10*(page-1). */
export function documentsPageStart(page: number): number {
  return PAGE_SIZE.documents * (page - 1);
}

/** `start` of the accessories query for a 0-based page: 15*page. */
export function accessoriesPageStart(page: number): number {
  return PAGE_SIZE.accessories * page;
}
