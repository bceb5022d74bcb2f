import {
  buildAccessoriesOrderRequest,
  buildRepairOrderRequest,
  INVOICE_TYPE,
  type OrderLine,
  WARRANTY_STATUS,
  WAYBILL,
  withLuhnDigit,
} from '@portal/contracts';

/**
 * Example values of the pact. The provider's own ids replace the ids through
 * its provider states; the rest only shows the shape.
 */
export const EXAMPLE_IDS = {
  brandId: 1,
  productId: 101,
  channelId: 1,
  exteriorId: 11,
  accessoryId: 21,
  serialId: 5,
  skuId: 301,
  orderId: 482915736201447,
  shipmentId: 731846205519372,
} as const;

/** A repair order as the wizard builds it from its four panels. */
export const EXAMPLE_REPAIR_ORDER = buildRepairOrderRequest(
  {
    channelId: { id: EXAMPLE_IDS.channelId, name: 'Website' },
    userId: EXAMPLE_IDS.brandId,
    productId: EXAMPLE_IDS.productId,
    warranty: WARRANTY_STATUS.inWarranty,
    consent: '1',
    imei: withLuhnDigit('35693803564380'),
    followAnnex: [`${EXAMPLE_IDS.accessoryId},Charger`],
    exterior: { id: EXAMPLE_IDS.exteriorId, name: 'Screen scratched' },
    description: 'Ekran nie reaguje na dotyk po upadku.',
    frequency: 'Zawsze',
    name: 'Anna Kowalska',
    phone: '+48601234567',
    email: 'anna.kowalska@example.com',
    city: 'Warszawa',
    street: 'Marszałkowska',
    houseNumber: '12',
    postal: '00-001',
    pickupDate: '2026-11-30',
    pickupTime: '10:00-13:00',
    waybill: WAYBILL.printLabel,
  },
  'pl',
);

export const EXAMPLE_CART_LINE: OrderLine = {
  skuId: EXAMPLE_IDS.skuId,
  bom: 'X5-LCD-01',
  productName: 'X5 display',
  num: 1,
};

/** A cart order of a private person, as the checkout builds it. */
export const EXAMPLE_CART_ORDER = buildAccessoriesOrderRequest(
  {
    contactName: 'Anna Kowalska',
    contactPhone: '+48601234567',
    contactEmail: 'anna.kowalska@example.com',
    country: 'Polska',
    city: 'Warszawa',
    contactAddress: 'Marszałkowska 12, 00-001',
    remark: '',
  },
  {
    invoiceType: INVOICE_TYPE.personal,
    invoiceName: 'Anna Kowalska',
    taxNumber: '',
    registeredAddress: '',
    registeredPhone: '',
    bankName: '',
    bankAccount: '',
    invoiceEmail: 'anna.kowalska@example.com',
  },
  [EXAMPLE_CART_LINE],
  'AB12',
  'pl',
);

/** What the provider's label must be: any PDF (the content type is matched, not the bytes). */
export const LABEL_PDF = new URL('./fixtures/label.pdf', import.meta.url).pathname;
