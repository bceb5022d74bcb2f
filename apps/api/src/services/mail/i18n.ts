import type { InvoiceType, Language, QuoteFeeType } from '@portal/contracts';
import i18next from 'i18next';
import enUS from './locales/en-US.json' with { type: 'json' };
import plPL from './locales/pl-PL.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };

/** A day written out for a sentence, from its parts (weekday 1 = Monday … 7 = Sunday). */
export interface DayParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** Every text of the confirmation e-mails, in each language of the portal. */
export interface MailTexts {
  greeting: (name: string) => string;
  contact: (email: string, phone: string) => string;
  signature: string;
  repair: {
    subject: (rmaNumber: string) => string;
    intro: string;
    rmaNumber: string;
    shipmentNo: string;
    device: string;
    accessories: string;
    pickupTitle: string;
    pickupWhen: string;
    pickupAddress: string;
    checklistTitle: string;
    checklist: readonly string[];
    lookup: string;
    /** The pick-up as a sentence: "on Wednesday, 25 November, between 10:00 and 13:00". */
    pickupSentence: (day: DayParts, from: string, to: string) => string;
    privatePage: string;
    attachments: string;
    orderSheetFile: (rmaNumber: string) => string;
  };
  rescheduled: {
    subject: (rmaNumber: string) => string;
    intro: string;
  };
  cancelled: {
    subject: (rmaNumber: string) => string;
    intro: string;
    rebook: string;
  };
  quote: {
    readySubject: (rmaNumber: string) => string;
    readyIntro: string;
    fee: string;
    amount: string;
    total: string;
    feeTypes: Record<QuoteFeeType, string>;
    answerLink: string;
    answeredSubject: (rmaNumber: string) => string;
    approved: string;
    declined: string;
  };
  spare: {
    subject: (orderId: number) => string;
    intro: string;
    orderNumber: string;
    item: string;
    quantity: string;
    unitPrice: string;
    subtotal: string;
    total: string;
    invoiceTitle: string;
    invoiceType: Record<InvoiceType, string>;
    invoiceName: string;
    taxNo: string;
    invoiceAddress: string;
    invoiceEmail: string;
    bank: string;
    deliveryTitle: string;
    remark: string;
    /** Before the link to the order's private page. */
    privatePage: string;
    lookup: string;
  };
}

/** The texts of the e-mails in each language, as i18next resources (one namespace). */
export const MAIL_RESOURCES = {
  'pl-PL': plPL,
  'en-US': enUS,
  'zh-CN': zhCN,
} as const satisfies Record<Language, unknown>;

/**
 * The server's own i18next instance, apart from any other, with the texts
 * bundled in, so it is ready as soon as it is created. The values are put in
 * as they are: the e-mails' plain text takes them so, and their HTML escapes
 * every text, values included, when it is written (compose.ts). No fallback
 * language: a text missing in one language is an error, not another language.
 */
const i18n = i18next.createInstance({
  resources: Object.fromEntries(
    Object.entries(MAIL_RESOURCES).map(([lng, texts]) => [lng, { mail: texts }]),
  ),
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
void i18n.init();

/** One text, with its values put in; a key missing in the language throws. */
function text(lng: Language, key: string, values?: Record<string, string | number>): string {
  if (!i18n.exists(key, { lng })) throw new Error(`No e-mail text ${key} in ${lng}`);
  return i18n.t(key, { lng, ...values });
}

function list(lng: Language, key: string): string[] {
  const value: unknown = i18n.t(key, { lng, returnObjects: true });
  if (!Array.isArray(value)) throw new Error(`No e-mail text list ${key} in ${lng}`);
  return value.map(String);
}

function mailTexts(lng: Language): MailTexts {
  const t = (key: string) => text(lng, key);
  const rma = (key: string) => (rmaNumber: string) => text(lng, key, { rmaNumber });
  return {
    greeting: (name) => text(lng, 'greeting', { name }),
    contact: (email, phone) => text(lng, 'contact', { email, phone }),
    signature: t('signature'),
    repair: {
      subject: rma('repair.subject'),
      intro: t('repair.intro'),
      rmaNumber: t('repair.rmaNumber'),
      shipmentNo: t('repair.shipmentNo'),
      device: t('repair.device'),
      accessories: t('repair.accessories'),
      pickupTitle: t('repair.pickupTitle'),
      pickupWhen: t('repair.pickupWhen'),
      pickupAddress: t('repair.pickupAddress'),
      checklistTitle: t('repair.checklistTitle'),
      checklist: list(lng, 'repair.checklist'),
      lookup: t('repair.lookup'),
      // Weekday and month names come from the language's calendar: in Polish
      // the weekday in the accusative after "w"/"we" and the month in the genitive.
      pickupSentence: (day, from, to) =>
        text(lng, 'repair.pickupSentence', {
          weekday: t(`calendar.weekday.${day.weekday}`),
          day: day.day,
          month: t(`calendar.month.${day.month}`),
          from,
          to,
        }),
      privatePage: t('repair.privatePage'),
      attachments: t('repair.attachments'),
      orderSheetFile: rma('repair.orderSheetFile'),
    },
    rescheduled: {
      subject: rma('rescheduled.subject'),
      intro: t('rescheduled.intro'),
    },
    cancelled: {
      subject: rma('cancelled.subject'),
      intro: t('cancelled.intro'),
      rebook: t('cancelled.rebook'),
    },
    quote: {
      readySubject: rma('quote.readySubject'),
      readyIntro: t('quote.readyIntro'),
      fee: t('quote.fee'),
      amount: t('quote.amount'),
      total: t('quote.total'),
      feeTypes: {
        part: t('quote.feeTypes.part'),
        labour: t('quote.feeTypes.labour'),
        diagnosis: t('quote.feeTypes.diagnosis'),
        shipping: t('quote.feeTypes.shipping'),
      },
      answerLink: t('quote.answerLink'),
      answeredSubject: rma('quote.answeredSubject'),
      approved: t('quote.approved'),
      declined: t('quote.declined'),
    },
    spare: {
      subject: (orderId) => text(lng, 'spare.subject', { orderId }),
      intro: t('spare.intro'),
      orderNumber: t('spare.orderNumber'),
      item: t('spare.item'),
      quantity: t('spare.quantity'),
      unitPrice: t('spare.unitPrice'),
      subtotal: t('spare.subtotal'),
      total: t('spare.total'),
      invoiceTitle: t('spare.invoiceTitle'),
      invoiceType: { '1': t('spare.invoiceType.1'), '2': t('spare.invoiceType.2') },
      invoiceName: t('spare.invoiceName'),
      taxNo: t('spare.taxNo'),
      invoiceAddress: t('spare.invoiceAddress'),
      invoiceEmail: t('spare.invoiceEmail'),
      bank: t('spare.bank'),
      deliveryTitle: t('spare.deliveryTitle'),
      remark: t('spare.remark'),
      privatePage: t('spare.privatePage'),
      lookup: t('spare.lookup'),
    },
  };
}

/** The e-mail texts of each language, read from the i18next resources once at start-up. */
export const MAIL_TEXTS: Record<Language, MailTexts> = {
  'pl-PL': mailTexts('pl-PL'),
  'en-US': mailTexts('en-US'),
  'zh-CN': mailTexts('zh-CN'),
};
