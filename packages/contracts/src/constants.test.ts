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
} from './constants';

describe('business constants (SPEC §9)', () => {
  it('uses result 1 for success and 0 for failure', () => {
    expect(RESULT_OK).toBe(1);
    expect(RESULT_FAILED).toBe(0);
  });

  it('has the time-outs and durations of the product', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(TOAST_DURATION_MS).toBe(3_000);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(CAROUSEL_AUTOPLAY_MS).toBe(4_000);
  });

  it('has the page sizes: documents 10, accessories 15, lists 20', () => {
    expect(PAGE_SIZE).toEqual({ documents: 10, accessories: 15, lists: 20 });
  });

  it('filters brands, products, materials, serials and dictionaries by status 1 and documents by status 2', () => {
    expect(STATUS_FILTER).toEqual({
      brand: 1,
      product: 1,
      material: 1,
      serial: 1,
      dictionary: 1,
      document: 2,
    });
    expect(DOCUMENT_TYPE_TECHNICAL).toBe(1);
    expect(PRODUCT_CATEGORY_PHONE).toBe('2');
  });

  it('has the dictionary type ids 10004 channel, 10003 exterior, 10002 accessories', () => {
    expect(DICTIONARY_TYPE).toEqual({ channel: 10004, exterior: 10003, accessories: 10002 });
    expect([...DICTIONARY_TYPE_IDS].sort()).toEqual([10002, 10003, 10004]);
  });

  it('has the fixed repair order values', () => {
    expect(AFTER_SALES_TYPE).toBe(3);
    expect(REPAIR_ORDER_TYPE).toBe(1);
    expect(IMEI_NOT_PROVIDED).toBe('Cannot provide');
    expect(LABEL_TYPE).toBe('LBLP');
  });

  it('has the codes of invoice type, warranty status and waybill', () => {
    expect(INVOICE_TYPE).toEqual({ personal: '1', enterprise: '2' });
    expect(WARRANTY_STATUS).toEqual({ inWarranty: '1', outOfWarranty: '2' });
    expect(WAYBILL).toEqual({ printBill: '1', printLabel: '2' });
  });

  it('has the currency, privacy age and fixed compliance data', () => {
    expect(CURRENCY).toBe('EUR');
    expect(CHILD_PRIVACY_AGE).toBe(13);
    expect(SOFTWARE_UPDATE_GUARANTEED_UNTIL).toBe('2030-12-31');
    expect(BATTERY_CYCLE_LIFE).toBe(1000);
  });
});

describe('languages', () => {
  it('defaults to Polish and supports English and Chinese', () => {
    expect(DEFAULT_LANGUAGE).toBe('pl-PL');
    expect([...LANGUAGES]).toEqual(['pl-PL', 'en-US', 'zh-CN']);
  });

  it('offers only Polski and English in the selectors', () => {
    expect([...SELECTABLE_LANGUAGES]).toEqual(['pl-PL', 'en-US']);
  });

  it('stores the choice under selectLang', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('selectLang');
  });

  it.each(['pl-PL', 'en-US', 'zh-CN'])('recognises %s as a language', (value) => {
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
