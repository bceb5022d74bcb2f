import { IMEI_NOT_PROVIDED, WARRANTY_STATUS, type Language } from './constants.ts';
import type { RepairDetailsView } from './customer.ts';
import { composeClientAddress } from './repair-order.ts';
import { formatCalendarDate, formatWallClock } from './wall-clock.ts';
import enUS from './locales/order-sheet/en-US.json' with { type: 'json' };
import plPL from './locales/order-sheet/pl-PL.json' with { type: 'json' };
import zhCN from './locales/order-sheet/zh-CN.json' with { type: 'json' };

/**
 * The order sheet of a repair (SPEC §2): one model and one wording for the
 * page the wizard and the private page print and for the PDF the server
 * attaches to the confirmation e-mail.
 */
export interface OrderSheetData {
  rmaNumber: string;
  /** When the order was booked, as the lookup writes times: `YYYY-MM-DD HH:mm:ss` in Poland. */
  bookedAt: string;
  customer: {
    name: string;
    phone: string;
    email: string;
    /** House number, street and city, as composed for the courier. */
    address: string;
    postalCode: string;
  };
  shipping: {
    shipmentNo: string | null;
    /** The booked pick-up: `YYYY-MM-DD` and `HH:mm` times; null when none is booked. */
    pickup: { date: string; from: string; to: string } | null;
    /** The waybill choice ('1' or '2'), where it is known. */
    waybill?: string;
  };
  service: {
    channel: string;
    /** The brand's name, where it is known. */
    brand?: string;
    /** A WARRANTY_STATUS code. */
    warranty: string;
  };
  device: { model: string; imei: string; exterior: string; accessories: string[] };
  description: string;
  frequency: string;
}

/** A booking as its sheet is printed: its details (`repairDetailsView`) and where it stands. */
export interface SheetSource extends RepairDetailsView {
  rmaNumber: string;
  bookedAt: string;
  shipping: OrderSheetData['shipping'];
  /** The brand's name, where it is known. */
  brand?: string;
}

/**
 * The one mapping of a booking to its sheet: the server's PDF, the private
 * page's and the wizard's printed sheet.
 */
export function orderSheetData({
  rmaNumber,
  bookedAt,
  device,
  customer,
  shipping,
  brand,
}: SheetSource): OrderSheetData {
  return {
    rmaNumber,
    bookedAt,
    customer: {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: composeClientAddress(customer.houseNumber, customer.street, customer.city),
      postalCode: customer.postalCode,
    },
    shipping,
    service: {
      channel: device.sourceChannelName,
      ...(brand === undefined ? {} : { brand }),
      warranty: device.warrantyStatus,
    },
    device: {
      model: device.productName,
      imei: device.applySn,
      exterior: device.appearance,
      accessories: device.accessories,
    },
    description: device.faultDescribe,
    frequency: device.remark,
  };
}

/** The sheet's texts in each language: i18next namespace `order-sheet` on the web and the server. */
export const ORDER_SHEET_TEXTS = {
  'pl-PL': plPL,
  'en-US': enUS,
  'zh-CN': zhCN,
} as const satisfies Record<Language, unknown>;
export const ORDER_SHEET_NAMESPACE = 'order-sheet';

/** A text of the sheet by its key in `order-sheet`, with values put in. */
export type SheetText = (key: string, values?: Record<string, string>) => string;

export interface SheetField {
  label: string;
  value: string;
}

/** What the sheet shows, in order, worded: each renderer only lays it out. */
export interface OrderSheetLayout {
  title: string;
  head: SheetField[];
  sections: { title: string; fields: SheetField[] }[];
  /** The long texts, each under its title. */
  texts: { title: string; text: string }[];
  /** Blank lines to sign, for the channel and the customer. */
  signatures: { party: string; signature: string; date: string }[];
}

/** The sheet of `data` worded with `t` in `language`. */
export function orderSheetLayout(
  data: OrderSheetData,
  language: string,
  t: SheetText,
): OrderSheetLayout {
  const { customer, shipping, service, device } = data;
  const imei = device.imei.trim();
  const field = (key: string, value: string): SheetField => ({ label: t(key), value });
  const optional = (key: string, value: string | undefined) =>
    value === undefined || value === '' ? [] : [field(key, value)];
  const pickup = shipping.pickup
    ? [
        field('pickupDate', formatCalendarDate(shipping.pickup.date, language, 'full')),
        field('pickupTime', t('window', { from: shipping.pickup.from, to: shipping.pickup.to })),
      ]
    : [field('pickupDate', t('notBooked'))];
  return {
    title: t('title'),
    head: [
      field('orderNumber', data.rmaNumber),
      field('processingTime', formatWallClock(data.bookedAt, language)),
    ],
    sections: [
      {
        title: t('customer'),
        fields: [
          field('name', customer.name),
          field('phone', customer.phone),
          field('email', customer.email),
          field('address', customer.address),
          field('postal', customer.postalCode),
        ],
      },
      {
        title: t('shipping'),
        fields: [
          field('shipmentNumber', shipping.shipmentNo ?? '—'),
          ...pickup,
          ...optional('waybill', shipping.waybill && t(`waybillOption.${shipping.waybill}`)),
        ],
      },
      {
        title: t('service'),
        fields: [
          field('channel', service.channel),
          ...optional('brand', service.brand),
          field('serviceType', t('serviceTypeValue')),
          field(
            'warranty',
            t(service.warranty === WARRANTY_STATUS.inWarranty ? 'inWarranty' : 'outOfWarranty'),
          ),
        ],
      },
      {
        title: t('device'),
        fields: [
          field('model', device.model),
          field('imei', imei === '' || imei === IMEI_NOT_PROVIDED ? t('imeiNotProvided') : imei),
          field('exterior', device.exterior),
          field(
            'accessories',
            device.accessories.length > 0 ? device.accessories.join(', ') : t('none'),
          ),
        ],
      },
    ],
    texts: [
      { title: t('description'), text: data.description },
      { title: t('frequency'), text: data.frequency },
    ],
    signatures: (['channel', 'customer'] as const).map((party) => ({
      party: t(`${party}Confirmation`),
      signature: t('signature'),
      date: t('date'),
    })),
  };
}
