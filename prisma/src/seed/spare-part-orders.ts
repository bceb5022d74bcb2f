/**
 * Demo spare-part orders, one in every purchase status, with lines that use
 * the seeded parts and their prices. Customers are fictional.
 */
import { INVOICE_TYPE, PURCHASE_STATUS } from '@portal/contracts';
import { materialByBom } from './catalogue';
import { warsaw } from './time';

interface PurchaseSeed {
  id: number;
  status: number;
  language?: string;
  contact: {
    name: string;
    tell: string;
    email: string;
    address: string;
    country: string;
    city: string;
    remark?: string;
  };
  invoice:
    | { type: typeof INVOICE_TYPE.personal; name: string; email: string }
    | {
        type: typeof INVOICE_TYPE.enterprise;
        name: string;
        email: string;
        taxNo: string;
        registerAddress: string;
        registerPhone: string;
        bankName: string;
        bankNo: string;
      };
  lines: { bom: string; num: number }[];
  logistics?: { name: string; no: string };
  created: string;
}

// Parts of the catalogue by BOM code.
const PART = {
  x5ProDisplay: 'NT-SCR-X5P67-A1',
  x5ProBattery: 'NT-BAT-5000-A1',
  x5ProGlass: 'NT-GLS-X5P-2PK',
  charger67W: 'NT-CHG-67W-EU',
  cableCC: 'NT-CBL-CC-1M6A',
  x5ProCase: 'NT-CAS-X5P-SBK',
  a3Display: 'NT-SCR-A3-65L-B1',
  a3Battery: 'NT-BAT-5000-B2',
  foldLeatherCase: 'NT-CAS-FD2-LBR',
  oneMaxDisplay: 'OB-SCR-1MX-68O-C1',
  charger45W: 'OB-CHG-45W-PD',
  orbisBuds: 'OB-EAR-BUDS-2',
} as const;

export const PURCHASE_ORDERS: PurchaseSeed[] = [
  {
    id: 857995540650430,
    status: PURCHASE_STATUS.pendingConfirmation,
    contact: {
      name: 'Barbara Nowak',
      tell: '+48 600 712 845',
      email: 'barbara.nowak@example.com',
      address: 'ul. Słoneczna 7/3, 02-495',
      country: 'Polska',
      city: 'Warszawa',
      remark: 'Proszę o kontakt telefoniczny przed wysyłką.',
    },
    invoice: {
      type: INVOICE_TYPE.personal,
      name: 'Barbara Nowak',
      email: 'barbara.nowak@example.com',
    },
    lines: [
      { bom: PART.x5ProBattery, num: 1 },
      { bom: PART.x5ProGlass, num: 1 },
    ],
    created: '2026-11-19 20:14',
  },
  {
    id: 403041143847064,
    status: PURCHASE_STATUS.pendingPayment,
    contact: {
      name: 'Grzegorz Pawlak',
      tell: '+48 517 203 994',
      email: 'g.pawlak@example.com',
      address: 'os. Batorego 18/42, 60-687',
      country: 'Polska',
      city: 'Poznań',
    },
    invoice: {
      type: INVOICE_TYPE.personal,
      name: 'Grzegorz Pawlak',
      email: 'g.pawlak@example.com',
    },
    lines: [
      { bom: PART.charger45W, num: 1 },
      { bom: PART.orbisBuds, num: 1 },
    ],
    created: '2026-11-17 18:02',
  },
  {
    id: 257438793011427,
    status: PURCHASE_STATUS.pendingShipment,
    contact: {
      name: 'Krzysztof Grabowski',
      tell: '+48 22 543 21 00',
      email: 'k.grabowski@example.com',
      address: 'ul. Puławska 145, 02-715',
      country: 'Polska',
      city: 'Warszawa',
      remark: 'Dostawa do punktu serwisowego, poniedziałek–piątek 9:00–17:00.',
    },
    invoice: {
      type: INVOICE_TYPE.enterprise,
      name: 'Mobilex Serwis GSM Sp. z o.o.',
      email: 'faktury.mobilex@example.com',
      taxNo: '5260250274',
      registerAddress: 'ul. Puławska 145, 02-715 Warszawa',
      registerPhone: '+48 22 543 21 00',
      bankName: 'mBank S.A.',
      bankNo: 'PL61 1090 1014 0000 0712 1981 2874',
    },
    lines: [
      { bom: PART.x5ProDisplay, num: 2 },
      { bom: PART.x5ProBattery, num: 3 },
      { bom: PART.charger67W, num: 2 },
    ],
    // Paid, not yet handed to a courier: no logistics data.
    created: '2026-11-16 10:48',
  },
  {
    id: 477422416447671,
    status: PURCHASE_STATUS.pendingInvoice,
    contact: {
      name: 'Aleksandra Król',
      tell: '+48 724 880 163',
      email: 'ola.krol@example.com',
      address: 'ul. Szeroka 31/2, 87-100',
      country: 'Polska',
      city: 'Toruń',
    },
    invoice: {
      type: INVOICE_TYPE.personal,
      name: 'Aleksandra Król',
      email: 'ola.krol@example.com',
    },
    lines: [
      { bom: PART.x5ProCase, num: 1 },
      { bom: PART.cableCC, num: 2 },
    ],
    logistics: { name: 'DPD', no: '1000634901127U' },
    created: '2026-11-06 08:31',
  },
  {
    id: 439160812585851,
    status: PURCHASE_STATUS.completed,
    language: 'en-US',
    contact: {
      name: 'Sarah Mitchell',
      tell: '+48 789 114 602',
      email: 'sarah.mitchell@example.com',
      address: 'ul. Świętojańska 44/6, 81-391',
      country: 'Poland',
      city: 'Gdynia',
    },
    invoice: {
      type: INVOICE_TYPE.personal,
      name: 'Sarah Mitchell',
      email: 'sarah.mitchell@example.com',
    },
    lines: [{ bom: PART.foldLeatherCase, num: 1 }],
    logistics: { name: 'InPost', no: '620548318802714563902217' },
    created: '2026-10-12 21:07',
  },
  {
    id: 270995721786056,
    status: PURCHASE_STATUS.cancelled,
    contact: {
      name: 'Łukasz Wróbel',
      tell: '+48 601 552 309',
      email: 'lukasz.wrobel@example.com',
      address: 'ul. Sienkiewicza 60, 25-501',
      country: 'Polska',
      city: 'Kielce',
      remark: 'Proszę o szybką wysyłkę.',
    },
    invoice: {
      type: INVOICE_TYPE.personal,
      name: 'Łukasz Wróbel',
      email: 'lukasz.wrobel@example.com',
    },
    lines: [{ bom: PART.oneMaxDisplay, num: 1 }],
    created: '2026-10-28 15:26',
  },
  {
    id: 130566951107296,
    status: PURCHASE_STATUS.reopened,
    contact: {
      name: 'Natalia Sikora',
      tell: '+48 692 407 718',
      email: 'natalia.sikora@example.com',
      address: 'ul. Krakowska 9/11, 45-018',
      country: 'Polska',
      city: 'Opole',
    },
    invoice: {
      type: INVOICE_TYPE.personal,
      name: 'Natalia Sikora',
      email: 'natalia.sikora@example.com',
    },
    lines: [
      { bom: PART.a3Display, num: 1 },
      { bom: PART.a3Battery, num: 1 },
    ],
    created: '2026-11-03 09:44',
  },
];

function linePrice(bom: string): number {
  const price = materialByBom(bom).priceCents;
  // Only priced parts can be put in the cart.
  if (price === null || price <= 0) throw new Error(`Seeded order line for unpriced part ${bom}`);
  return price;
}

export function sparePartOrderRows() {
  return PURCHASE_ORDERS.map((order) => {
    const enterprise = order.invoice.type === INVOICE_TYPE.enterprise ? order.invoice : null;
    return {
      id: order.id,
      status: order.status,
      language: order.language ?? 'pl-PL',
      contract: order.contact.name,
      tell: order.contact.tell,
      email: order.contact.email,
      address: order.contact.address,
      remark: order.contact.remark ?? '',
      country: order.contact.country,
      city: order.contact.city,
      invoiceType: order.invoice.type,
      invoiceName: order.invoice.name,
      invoiceAddress: enterprise ? enterprise.registerAddress : order.contact.address,
      invoiceEmail: order.invoice.email,
      taxNo: enterprise?.taxNo ?? '',
      bankName: enterprise?.bankName ?? '',
      bankNo: enterprise?.bankNo ?? '',
      registerAddress: enterprise?.registerAddress ?? '',
      registerPhone: enterprise?.registerPhone ?? '',
      totalCents: order.lines.reduce((sum, line) => sum + linePrice(line.bom) * line.num, 0),
      logisticsName: order.logistics?.name ?? null,
      logisticsNo: order.logistics?.no ?? null,
      createdAt: warsaw(order.created),
      verifyCodeId: null,
    };
  });
}

export function sparePartOrderLineRows() {
  return PURCHASE_ORDERS.flatMap((order) =>
    order.lines.map((line) => {
      const material = materialByBom(line.bom);
      return {
        orderId: order.id,
        skuId: material.id,
        bom: material.bom,
        // The cart sends the name in the shopper's language.
        productName: order.language === 'en-US' ? material.nameEN : material.namePL,
        num: line.num,
        unitPriceCents: linePrice(material.bom),
      };
    }),
  );
}
