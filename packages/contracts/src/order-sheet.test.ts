import { describe, expect, it } from 'vitest';
import { IMEI_NOT_PROVIDED } from './constants.ts';
import { repairDetailsView } from './customer.ts';
import {
  ORDER_SHEET_TEXTS,
  orderSheetData,
  orderSheetLayout,
  type SheetSource,
  type SheetText,
} from './order-sheet.ts';
import {
  buildRepairOrderRequest,
  createRepairOrderRequestSchema,
  repairInfoOf,
  type RepairWizardValues,
} from './repair-order.ts';
import { wizardValues } from './schema-test-helpers.ts';
import { interpolate } from './validation.ts';

const values: RepairWizardValues = {
  ...wizardValues,
  warranty: '2',
  imei: '',
  followAnnex: ['11,Charger'],
};

const named = { productName: 'NovaTel X5', accessories: ['Charger'] };
const sheetOf = (details: ReturnType<typeof repairDetailsView>) =>
  orderSheetData({
    rmaNumber: 'RMA210301000000000000123',
    bookedAt: '2021-03-01 09:30:00',
    ...details,
    shipping: { shipmentNo: null, pickup: null },
  });

/** The texts of `order-sheet` in `language`, as i18next reads them. */
const textsIn =
  (language: keyof typeof ORDER_SHEET_TEXTS): SheetText =>
  (key, params) => {
    let node: unknown = ORDER_SHEET_TEXTS[language];
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    return interpolate(String(node), params);
  };

describe('orderSheetData', () => {
  it('prints the booking the wizard sent as the server prints the order it stored', () => {
    // The server stores the checked repairInfo under its own names.
    const stored = createRepairOrderRequestSchema.parse(buildRepairOrderRequest(values)).repairInfo;
    expect(sheetOf(repairDetailsView(repairInfoOf(values), named))).toEqual(
      sheetOf(repairDetailsView(stored, named)),
    );
  });

  it('fills every part of the sheet from the details and the shipping', () => {
    const source: SheetSource = {
      rmaNumber: 'RMA210301000000000000123',
      bookedAt: '2021-03-01 09:30:00',
      ...repairDetailsView(repairInfoOf(values), named),
      shipping: {
        shipmentNo: 'PCS000000000000001',
        pickup: { date: '2021-03-02', from: '10:00', to: '13:00' },
        waybill: '2',
      },
      brand: 'NovaTel',
    };
    expect(orderSheetData(source)).toEqual({
      rmaNumber: 'RMA210301000000000000123',
      bookedAt: '2021-03-01 09:30:00',
      customer: {
        name: 'Jan Kowalski',
        phone: '+48 600 700 800',
        email: 'jan@example.com',
        address: '12 Marszałkowska, Warszawa',
        postalCode: '00-950',
      },
      shipping: source.shipping,
      service: { channel: 'Partner shop', brand: 'NovaTel', warranty: '2' },
      device: {
        model: 'NovaTel X5',
        imei: IMEI_NOT_PROVIDED,
        exterior: 'Scratch',
        accessories: ['Charger'],
      },
      description: 'The screen flickers',
      frequency: 'Always',
    });
    // No brand where none is known: the sheet leaves the line out.
    expect(orderSheetData({ ...source, brand: undefined }).service).toEqual({
      channel: 'Partner shop',
      warranty: '2',
    });
  });

  it('is worded by the one set of texts, field by field', () => {
    const sheet = orderSheetLayout(
      sheetOf(repairDetailsView(repairInfoOf(values), named)),
      'pl-PL',
      textsIn('pl-PL'),
    );
    const device = sheet.sections.find((section) => section.title === 'Urządzenie');
    expect(device?.fields).toEqual([
      { label: 'Model', value: 'NovaTel X5' },
      { label: 'IMEI', value: 'Nie podano' },
      { label: 'Stan zewnętrzny', value: 'Scratch' },
      { label: 'Akcesoria wysyłane z urządzeniem', value: 'Charger' },
    ]);
    expect(sheet.title).toBe('Arkusz zlecenia naprawy');
  });
});
