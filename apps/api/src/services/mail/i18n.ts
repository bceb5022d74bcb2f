import {
  ORDER_SHEET_NAMESPACE,
  PURCHASE_PROGRESS_STEPS,
  REPAIR_STATUS,
  type RepairStatusName,
  type PurchaseStatusLabel,
  type InvoiceType,
  type Language,
  type QuoteFeeType,
  type SheetText,
} from '@portal/contracts';
import type { OrderKind } from '../../lib/messages/server-texts';
import { SERVER_RESOURCES, text as serverText, textList } from '../../lib/texts';
import {
  REPAIR_PROGRESS_MAILS,
  SPARE_PROGRESS_MAILS,
  type RepairProgressMail,
  type SpareProgressMail,
} from './kinds';

const ORDER_KINDS: readonly OrderKind[] = ['repair', 'spare'];

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
  /** A repair's status in a customer's words, within a sentence or a field. */
  repairStatuses: Record<RepairStatusName | 'unknown', string>;
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
    /** The steps before the courier comes, but the label's (see `sendingChecklist`). */
    checklist: readonly string[];
    labelStep: string;
    courierLabelStep: string;
    lookup: string;
    /** The pick-up as a sentence: "on Wednesday, 25 November, between 10:00 and 13:00". */
    pickupSentence: (day: DayParts, from: string, to: string) => string;
    privatePage: string;
    attachments: string;
    attachmentsSheetOnly: string;
    orderSheetFile: (rmaNumber: string) => string;
  };
  rescheduled: {
    subject: (rmaNumber: string) => string;
    intro: string;
    introCourierLabel: string;
  };
  unreserved: {
    subject: (rmaNumber: string) => string;
    intro: string;
    choose: string;
  };
  cancelled: {
    subject: (rmaNumber: string) => string;
    intro: string;
    rebook: string;
  };
  /** A customer's message to the service (written for the service, in its language), by the kind of order. */
  message: {
    subject: Record<OrderKind, (number: string) => string>;
    intro: Record<OrderKind, string>;
    customer: string;
    phone: string;
    email: string;
    status: Record<OrderKind, string>;
    sentAt: string;
    text: string;
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
  /** The e-mails of the service's steps of a repair. */
  progress: {
    steps: Record<RepairProgressMail, { subject: (rmaNumber: string) => string; intro: string }>;
    /** Before the link to the order's private page, in every e-mail after the booking. */
    privatePage: string;
    courier: string;
    trackingNo: string;
    /** Before the link to the courier's page following the parcel. */
    track: string;
  };
  /** The e-mails of the service's steps of a cart order. */
  spareProgress: {
    steps: Record<SpareProgressMail, { subject: (orderId: number) => string; intro: string }>;
    paymentTitle: string;
    payee: string;
    account: string;
    amount: string;
    transferTitle: string;
    transferTitleText: (orderId: number) => string;
  };
  /** The courier label, printed in the order's language. */
  label: {
    title: (centre: string) => string;
    from: string;
    to: string;
    phone: (phone: string) => string;
    pickup: string;
    notBooked: string;
    rmaNumber: string;
    device: (device: string) => string;
    attach: string;
    questions: (email: string, phone: string) => string;
    documentTitle: (shipmentNo: string) => string;
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
  /** The links of an address's orders, asked for on the lookup page. */
  links: {
    subject: string;
    intro: string;
    repairOrder: (rmaNumber: string) => string;
    spareOrder: (orderId: string) => string;
    /** One order's line before its link: what it is, when it was placed, its status. */
    order: (order: string, date: string, status: string) => string;
    notYou: string;
  };
  /** The receipt (pro forma) of a cart order, printed in the order's language. */
  receipt: {
    title: string;
    documentTitle: (orderId: number) => string;
    seller: string;
    orderDate: string;
    status: string;
    statuses: Record<PurchaseStatusLabel, string>;
    buyerTitle: string;
    name: string;
    phone: string;
    email: string;
    registerAddress: string;
    registerPhone: string;
    linesTitle: string;
    payAfterConfirmation: string;
    notInvoice: string;
  };
}

/** Every status a spare-part order's documents name. */
const PURCHASE_STATUS_LABELS: readonly PurchaseStatusLabel[] = [
  ...PURCHASE_PROGRESS_STEPS,
  'cancelled',
];

/** The texts of the e-mails in each language (i18next namespace `mail`). */
export const MAIL_RESOURCES = SERVER_RESOURCES.mail;

const text = (lng: Language, key: string, values?: Record<string, string | number>) =>
  serverText('mail', lng, key, values);
const list = (lng: Language, key: string) => textList('mail', lng, key);

/** The order sheet's texts in `lng`, the same the web prints (contracts `order-sheet`). */
export function sheetText(lng: Language): SheetText {
  return (key, values) => serverText(ORDER_SHEET_NAMESPACE, lng, key, values);
}

function readMailTexts(lng: Language): MailTexts {
  const t = (key: string) => text(lng, key);
  const rma = (key: string) => (rmaNumber: string) => text(lng, key, { rmaNumber });
  return {
    greeting: (name) => text(lng, 'greeting', { name }),
    contact: (email, phone) => text(lng, 'contact', { email, phone }),
    signature: t('signature'),
    repairStatuses: stepTexts(
      [...(Object.keys(REPAIR_STATUS) as RepairStatusName[]), 'unknown'],
      (name) => t(`repairStatuses.${name}`),
    ),
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
      labelStep: t('repair.labelStep'),
      courierLabelStep: t('repair.courierLabelStep'),
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
      attachmentsSheetOnly: t('repair.attachmentsSheetOnly'),
      orderSheetFile: rma('repair.orderSheetFile'),
    },
    rescheduled: {
      subject: rma('rescheduled.subject'),
      intro: t('rescheduled.intro'),
      introCourierLabel: t('rescheduled.introCourierLabel'),
    },
    unreserved: {
      subject: rma('unreserved.subject'),
      intro: t('unreserved.intro'),
      choose: t('unreserved.choose'),
    },
    cancelled: {
      subject: rma('cancelled.subject'),
      intro: t('cancelled.intro'),
      rebook: t('cancelled.rebook'),
    },
    message: {
      subject: stepTexts(
        ORDER_KINDS,
        (kind) => (number) => text(lng, `message.subject.${kind}`, { number }),
      ),
      intro: stepTexts(ORDER_KINDS, (kind) => t(`message.intro.${kind}`)),
      customer: t('message.customer'),
      phone: t('message.phone'),
      email: t('message.email'),
      status: stepTexts(ORDER_KINDS, (kind) => t(`message.status.${kind}`)),
      sentAt: t('message.sentAt'),
      text: t('message.text'),
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
    progress: {
      steps: stepTexts(REPAIR_PROGRESS_MAILS, (kind) => ({
        subject: rma(`progress.${kind}.subject`),
        intro: t(`progress.${kind}.intro`),
      })),
      privatePage: t('progress.privatePage'),
      courier: t('progress.courier'),
      trackingNo: t('progress.trackingNo'),
      track: t('progress.track'),
    },
    spareProgress: {
      steps: stepTexts(SPARE_PROGRESS_MAILS, (kind) => ({
        subject: (orderId) => text(lng, `spareProgress.${kind}.subject`, { orderId }),
        intro: t(`spareProgress.${kind}.intro`),
      })),
      paymentTitle: t('spareProgress.paymentTitle'),
      payee: t('spareProgress.payee'),
      account: t('spareProgress.account'),
      amount: t('spareProgress.amount'),
      transferTitle: t('spareProgress.transferTitle'),
      transferTitleText: (orderId) => text(lng, 'spareProgress.transferTitleText', { orderId }),
    },
    label: {
      title: (centre) => text(lng, 'label.title', { centre }),
      from: t('label.from'),
      to: t('label.to'),
      phone: (phone) => text(lng, 'label.phone', { phone }),
      pickup: t('label.pickup'),
      notBooked: t('label.notBooked'),
      rmaNumber: t('label.rmaNumber'),
      device: (device) => text(lng, 'label.device', { device }),
      attach: t('label.attach'),
      questions: (email, phone) => text(lng, 'label.questions', { email, phone }),
      documentTitle: (shipmentNo) => text(lng, 'label.documentTitle', { shipmentNo }),
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
    links: {
      subject: t('links.subject'),
      intro: t('links.intro'),
      repairOrder: (rmaNumber) => text(lng, 'links.repairOrder', { rmaNumber }),
      spareOrder: (orderId) => text(lng, 'links.spareOrder', { orderId }),
      order: (order, date, status) => text(lng, 'links.order', { order, date, status }),
      notYou: t('links.notYou'),
    },
    receipt: {
      title: t('receipt.title'),
      documentTitle: (orderId) => text(lng, 'receipt.documentTitle', { orderId }),
      seller: t('receipt.seller'),
      orderDate: t('receipt.orderDate'),
      status: t('receipt.status'),
      statuses: stepTexts(PURCHASE_STATUS_LABELS, (label) => t(`receipt.statuses.${label}`)),
      buyerTitle: t('receipt.buyerTitle'),
      name: t('receipt.name'),
      phone: t('receipt.phone'),
      email: t('receipt.email'),
      registerAddress: t('receipt.registerAddress'),
      registerPhone: t('receipt.registerPhone'),
      linesTitle: t('receipt.linesTitle'),
      payAfterConfirmation: t('receipt.payAfterConfirmation'),
      notInvoice: t('receipt.notInvoice'),
    },
  };
}

/** The texts of each kind of a list of e-mails. */
function stepTexts<K extends string, V>(
  kinds: readonly K[],
  textsOf: (kind: K) => V,
): Record<K, V> {
  return Object.fromEntries(kinds.map((kind) => [kind, textsOf(kind)])) as Record<K, V>;
}

const mailTextsByLanguage = new Map<Language, MailTexts>();

/**
 * The e-mail texts of `lng`, read from the i18next resources once, on the
 * first document or e-mail in that language rather than at start-up
 * (decision record 053); the locale tests read every language's.
 */
export function mailTextsIn(lng: Language): MailTexts {
  let texts = mailTextsByLanguage.get(lng);
  if (!texts) {
    texts = readMailTexts(lng);
    mailTextsByLanguage.set(lng, texts);
  }
  return texts;
}

/** What to do before the courier comes, ending with who brings the label: the e-mail's and the order sheet's list. */
export function sendingChecklist(
  texts: MailTexts['repair'],
  courierBringsLabel: boolean,
): readonly string[] {
  return [...texts.checklist, courierBringsLabel ? texts.courierLabelStep : texts.labelStep];
}
