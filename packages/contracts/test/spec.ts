/**
 * The specification's numbers, written once, as SPEC.md states them. The
 * pin tests compare the production constants with these: a constant that
 * drifts from the specification fails its test, and a change of the
 * specification is made here, in one place.
 */
export const SPEC = {
  /** §7, each call as its table writes it; the repair lookup's method is not shown. */
  calls: {
    verifyCode: 'GET /order/accessories/verifyCode',
    accessoriesOrderAdd: 'POST /order/accessories/add (JSON)',
    accessoriesOrderInquiry: 'POST /order/accessories/inquiry',
    brandPage: 'POST /user/queryPage',
    agreement: 'GET /user/agreement',
    announcement: 'GET /user/announce',
    documentsPage: 'GET /user/docs/page',
    productPage: 'POST /product/page/query',
    materialPage: 'POST /product/material/page/query',
    serialQuery: 'POST /product/serial/query',
    dictionary: 'POST /dic/queryDictionaryDetail',
    repairOrderAdd: 'POST /order/add (JSON)',
    reservePickup: 'POST /logistics/user/reserve',
    cancelShipment: 'POST /logistics/user/ship/cancel',
    label: 'GET /logistics/label',
    repairLookup: '/order/user/query',
  },
  /** §7 and §9. */
  requestTimeoutMs: 30_000,
  /** §8 and §9. */
  toastDurationMs: 3_000,
  searchDebounceMs: 300,
  carouselAutoplayMs: 4_000,
  /** §9: start = 10 × (page − 1) for documents, 15 × page for accessories. */
  pageSize: { documents: 10, accessories: 15, lists: 20 },
  statusFilter: { brand: 1, product: 1, material: 1, serial: 1, dictionary: 1, document: 2 },
  documentTypeTechnical: 1,
  productCategoryPhone: '2',
  dictionaryType: { channel: 10004, exterior: 10003, accessories: 10002 },
  afterSalesType: 3,
  repairOrderType: 1,
  /** §6: applySn when the IMEI cannot be given. */
  imeiNotProvided: 'Cannot provide',
  labelType: 'LBLP',
  result: { ok: 1, failed: 0 },
  invoiceType: { personal: '1', enterprise: '2' },
  warrantyStatus: { inWarranty: '1', outOfWarranty: '2' },
  waybill: { printBill: '1', printLabel: '2' },
  currency: 'EUR',
  childPrivacyAge: 13,
  softwareUpdateGuaranteedUntil: '2030-12-31',
  batteryCycleLife: 1000,
  /** §1. */
  languages: {
    default: 'pl-PL',
    supported: ['pl-PL', 'en-US', 'zh-CN'],
    selectable: ['pl-PL', 'en-US'],
  },
  languageStorageKey: 'selectLang',
  /** §9: pick-up windows, and the smallest interval the courier takes. */
  pickupTimeWindows: [
    { from: '10:00', to: '13:00' },
    { from: '13:00', to: '15:00' },
  ],
  minPickupIntervalMinutes: 120,
  /** §9: the listed holidays of 2021. */
  holidays2021: [
    '2021-01-01',
    '2021-01-06',
    '2021-04-04',
    '2021-04-05',
    '2021-05-01',
    '2021-05-03',
    '2021-05-23',
    '2021-06-03',
    '2021-08-15',
    '2021-11-01',
    '2021-11-11',
    '2021-12-25',
    '2021-12-26',
  ],
} as const;
