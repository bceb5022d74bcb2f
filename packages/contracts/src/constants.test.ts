import { describe, expect, it } from 'vitest';
import {
  AFTER_SALES_TYPE,
  BATTERY_CYCLE_LIFE,
  CAROUSEL_AUTOPLAY_MS,
  CHILD_PRIVACY_AGE,
  CURRENCY,
  DEFAULT_LANGUAGE,
  DICTIONARY_TYPE,
  DICTIONARY_TYPE_IDS,
  DOCUMENT_TYPE_TECHNICAL,
  IMEI_NOT_PROVIDED,
  INVOICE_TYPE,
  LABEL_TYPE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  PAGE_SIZE,
  PRODUCT_CATEGORY_PHONE,
  REPAIR_ORDER_TYPE,
  REQUEST_TIMEOUT_MS,
  RESULT_FAILED,
  RESULT_OK,
  SEARCH_DEBOUNCE_MS,
  SELECTABLE_LANGUAGES,
  SOFTWARE_UPDATE_GUARANTEED_UNTIL,
  STATUS_FILTER,
  TOAST_DURATION_MS,
  WARRANTY_STATUS,
  WAYBILL,
  accessoriesPageStart,
  documentsPageStart,
  isLanguage,
} from './constants.ts';
import { SPEC } from '../test/spec.ts';

describe('business constants pinned to the specification', () => {
  it.each([
    ['RESULT_OK', RESULT_OK, SPEC.result.ok],
    ['RESULT_FAILED', RESULT_FAILED, SPEC.result.failed],
    ['REQUEST_TIMEOUT_MS', REQUEST_TIMEOUT_MS, SPEC.requestTimeoutMs],
    ['TOAST_DURATION_MS', TOAST_DURATION_MS, SPEC.toastDurationMs],
    ['SEARCH_DEBOUNCE_MS', SEARCH_DEBOUNCE_MS, SPEC.searchDebounceMs],
    ['CAROUSEL_AUTOPLAY_MS', CAROUSEL_AUTOPLAY_MS, SPEC.carouselAutoplayMs],
    ['PAGE_SIZE', PAGE_SIZE, SPEC.pageSize],
    ['STATUS_FILTER', STATUS_FILTER, SPEC.statusFilter],
    ['DOCUMENT_TYPE_TECHNICAL', DOCUMENT_TYPE_TECHNICAL, SPEC.documentTypeTechnical],
    ['PRODUCT_CATEGORY_PHONE', PRODUCT_CATEGORY_PHONE, SPEC.productCategoryPhone],
    ['DICTIONARY_TYPE', DICTIONARY_TYPE, SPEC.dictionaryType],
    ['AFTER_SALES_TYPE', AFTER_SALES_TYPE, SPEC.afterSalesType],
    ['REPAIR_ORDER_TYPE', REPAIR_ORDER_TYPE, SPEC.repairOrderType],
    ['IMEI_NOT_PROVIDED', IMEI_NOT_PROVIDED, SPEC.imeiNotProvided],
    ['LABEL_TYPE', LABEL_TYPE, SPEC.labelType],
    ['INVOICE_TYPE', INVOICE_TYPE, SPEC.invoiceType],
    ['WARRANTY_STATUS', WARRANTY_STATUS, SPEC.warrantyStatus],
    ['WAYBILL', WAYBILL, SPEC.waybill],
    ['CURRENCY', CURRENCY, SPEC.currency],
    ['CHILD_PRIVACY_AGE', CHILD_PRIVACY_AGE, SPEC.childPrivacyAge],
    [
      'SOFTWARE_UPDATE_GUARANTEED_UNTIL',
      SOFTWARE_UPDATE_GUARANTEED_UNTIL,
      SPEC.softwareUpdateGuaranteedUntil,
    ],
    ['BATTERY_CYCLE_LIFE', BATTERY_CYCLE_LIFE, SPEC.batteryCycleLife],
    ['DEFAULT_LANGUAGE', DEFAULT_LANGUAGE, SPEC.languages.default],
    ['LANGUAGES', [...LANGUAGES], SPEC.languages.supported],
    ['SELECTABLE_LANGUAGES', [...SELECTABLE_LANGUAGES], SPEC.languages.selectable],
    ['LANGUAGE_STORAGE_KEY', LANGUAGE_STORAGE_KEY, SPEC.languageStorageKey],
  ])('%s is as specified', (_name, actual, specified) => {
    expect(actual).toEqual(specified);
  });

  it('lists every dictionary type once', () => {
    expect([...DICTIONARY_TYPE_IDS].sort()).toEqual(Object.values(SPEC.dictionaryType).sort());
  });
});

describe('languages', () => {
  it.each([...SPEC.languages.supported])('recognises %s as a language', (value) => {
    expect(isLanguage(value)).toBe(true);
  });

  it.each([['pl'], ['en'], ['PL-pl'], ['de-DE'], [''], [null], [undefined], [1]])(
    'does not recognise %j as a language',
    (value) => {
      expect(isLanguage(value)).toBe(false);
    },
  );
});

describe('page starts', () => {
  it.each([
    [1, 0],
    [2, 10],
    [3, 20],
    [10, 90],
  ])('documents page %i starts at %i (10*(page-1))', (page, start) => {
    expect(documentsPageStart(page)).toBe(start);
  });

  it.each([
    [0, 0],
    [1, 15],
    [2, 30],
    [7, 105],
  ])('accessories page %i starts at %i (15*page)', (page, start) => {
    expect(accessoriesPageStart(page)).toBe(start);
  });
});
