import {
  CURRENCY,
  INVOICE_TYPE,
  isoDayOfWeek,
  lookupPagePath,
  privatePagePath,
  parcelTrackingPath,
  PUBLIC_PAGE_PATHS,
  purchaseProgress,
  repairStatusName,
  type InvoiceType,
  type Language,
  type QuoteLine,
} from '@portal/contracts';
import type { OrderKind } from '../../lib/messages/server-texts';
import { mailTextsIn, sendingChecklist, type DayParts } from './i18n';
import {
  CUSTOMER_MESSAGE_MAILS,
  type MailKindName,
  type RepairProgressMail,
  type SpareProgressMail,
} from './kinds';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A composed e-mail; `ref` names it in logs and outbox files and holds no personal data. */
export interface MailMessage {
  kind: MailKindName;
  ref: string;
  language: Language;
  to: string;
  cc?: string;
  /** Where a reply goes, when not to the sender: the customer of a message to the service. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Where customers reach the portal and the service. */
export interface MailContext {
  publicUrl: string;
  serviceEmail: string;
  servicePhone: string;
  /** Whom a confirmed cart order is paid to, and the account. */
  payee: string;
  bankAccount: string;
}

/** A parcel on its way to the customer. */
export interface Parcel {
  courier: string;
  trackingNo: string;
}

export interface RepairConfirmation {
  language: Language;
  email: string;
  clientName: string;
  rmaNumber: string;
  shipmentNo: string;
  device: string;
  accessories: string[];
  pickup: { date: string; from: string; to: string; address: string };
  /** The key of the private page; null on orders older than it. */
  accessToken: string | null;
  /** Waybill '2': the courier brings the label, which is then not attached. */
  courierBringsLabel: boolean;
  /** The order sheet and the label, as PDFs. */
  attachments?: MailAttachment[];
}

/** What every later e-mail about a repair names: whom, which order, where its page is. */
export interface RepairNotice {
  language: Language;
  email: string;
  clientName: string;
  rmaNumber: string;
  accessToken: string | null;
}

/** A line of a spare-part order as the e-mails and the receipt print it. */
export interface SpareOrderLine {
  name: string;
  bom: string;
  num: number;
  unitPriceCents: number;
}

/** The printed lines of a spare-part order's stored lines. */
export function spareOrderLines(
  lines: readonly { productName: string; bom: string; num: number; unitPriceCents: number }[],
): SpareOrderLine[] {
  return lines.map((line) => ({
    name: line.productName,
    bom: line.bom,
    num: line.num,
    unitPriceCents: line.unitPriceCents,
  }));
}

export interface SpareOrderConfirmation {
  language: Language;
  email: string;
  invoiceEmail: string;
  contactName: string;
  orderId: number;
  /** The key of the order's private page; empty on orders older than the tokens. */
  accessToken: string;
  lines: SpareOrderLine[];
  totalCents: number;
  invoice: {
    type: string;
    name: string;
    taxNo: string;
    address: string;
    bankName: string;
    bankNo: string;
  };
  delivery: { address: string; city: string; country: string };
  remark: string;
  /** The parcel, once the order is shipped. */
  parcel: Parcel | null;
}

/** One order in the e-mail of an address's links. */
export interface OrderLink {
  kind: OrderKind;
  /** The RMA number or the spare-part order's number. */
  number: string;
  status: number;
  /** When it was placed, written out in the reader's language. */
  date: string;
  accessToken: string;
}

export interface OrderLinks {
  language: Language;
  email: string;
  orders: OrderLink[];
}

// ── A tiny document model, written out once as plain text and once as HTML ──

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; title?: string; rows: [string, string][] }
  | { kind: 'list'; title: string; items: readonly string[] }
  | { kind: 'table'; head: string[]; rows: string[][]; foot: [string, string] }
  | { kind: 'link'; text: string; url: string };

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function toText(blocks: Block[]): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return block.text;
      case 'fields': {
        const rows = block.rows.map(
          ([label, value]) => `${block.title ? '  ' : ''}${label}: ${value}`,
        );
        return [block.title, ...rows].filter(Boolean).join('\n');
      }
      case 'list':
        return [block.title, ...block.items.map((item) => `  - ${item}`)].join('\n');
      case 'table': {
        const rows = block.rows.map((row) => `  ${row.join(' | ')}`);
        return [
          `  ${block.head.join(' | ')}`,
          ...rows,
          `  ${block.foot[0]}: ${block.foot[1]}`,
        ].join('\n');
      }
      case 'link':
        return `${block.text}\n${block.url}`;
    }
  });
  return `${parts.join('\n\n')}\n`;
}

function toHtml(blocks: Block[], language: Language, title: string): string {
  const cellStyle =
    'padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top';
  const cell = `style="${cellStyle}"`;
  const cellWith = (more: string) => `style="${cellStyle};${more}"`;
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return `<p>${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`;
      case 'fields': {
        // Columns of fixed share, so that a long address or e-mail wraps within a phone's width.
        const rows = block.rows
          .map(
            ([label, value]) =>
              `<tr><th ${cellWith('width:40%')}>${escapeHtml(label)}</th><td ${cellWith('overflow-wrap:break-word')}>${escapeHtml(value)}</td></tr>`,
          )
          .join('');
        const heading = block.title ? `<h3>${escapeHtml(block.title)}</h3>` : '';
        return `${heading}<table style="border-collapse:collapse;table-layout:fixed;width:100%;max-width:600px">${rows}</table>`;
      }
      case 'list':
        return `<h3>${escapeHtml(block.title)}</h3><ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      case 'table': {
        const head = block.head.map((text) => `<th ${cell}>${escapeHtml(text)}</th>`).join('');
        const rows = block.rows
          .map(
            (row) =>
              `<tr>${row.map((text) => `<td ${cell}>${escapeHtml(text)}</td>`).join('')}</tr>`,
          )
          .join('');
        const foot = `<tr><th ${cell} colspan="${block.head.length - 1}">${escapeHtml(block.foot[0])}</th><th ${cell}>${escapeHtml(block.foot[1])}</th></tr>`;
        return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody><tfoot>${foot}</tfoot></table>`;
      }
      case 'link':
        // A long address breaks anywhere rather than widening the message past a phone's screen.
        return `<p>${escapeHtml(block.text)}<br><a href="${escapeHtml(block.url)}" style="word-break:break-all">${escapeHtml(block.url)}</a></p>`;
    }
  });
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif">${parts.join('')}</body></html>`;
}

/**
 * One formatter per language, made on first use: making an Intl formatter
 * costs far more than formatting with it (a few percent of a whole checkout's
 * CPU when made for every amount).
 */
function perLanguage<F>(make: (language: Language) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(language);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const dateFormat = perLanguage(
  (language) => new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }),
);
const euroFormat = perLanguage(
  (language) =>
    new Intl.NumberFormat(language, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** A pick-up date (YYYY-MM-DD, a calendar day) written out in the reader's language. */
export function formatDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateFormat(language).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A pick-up date (YYYY-MM-DD) in the parts a sentence names; null when it is not one. */
export function dayParts(date: string): DayParts | null {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return null;
  return { year, month, day, weekday: isoDayOfWeek(date) };
}

/** The pick-up slot as a sentence in the reader's language: "The courier will come on Wednesday, 25 November, between 10:00 and 13:00." */
export function pickupSentence(
  pickup: { date: string; from: string; to: string },
  language: Language,
): string {
  const day = dayParts(pickup.date);
  const t = mailTextsIn(language).repair;
  return day
    ? t.pickupSentence(day, pickup.from, pickup.to)
    : `${pickup.date}, ${pickup.from}–${pickup.to}`;
}

/** Euro with 2 decimals in the reader's notation (12,50 € / €12.50). */
export function formatEuro(cents: number, language: Language): string {
  return euroFormat(language).format(cents / 100);
}

/** The lookup page, pre-filled with the order's number when one is given. */
function lookupUrl(context: MailContext, kind?: 'repair' | 'sparePart', number?: string): string {
  if (kind && number) return `${context.publicUrl}${lookupPagePath(kind, number)}`;
  return `${context.publicUrl}${PUBLIC_PAGE_PATHS.orderLookup}`;
}

/** The private page of a repair, or null for an order without a token. */
function privateUrl(context: MailContext, token: string | null): string | null {
  return token ? `${context.publicUrl}${privatePagePath('repairOrder', token)}` : null;
}

function compose(
  kind: MailMessage['kind'],
  ref: string,
  language: Language,
  recipients: { to: string; cc?: string; replyTo?: string },
  subject: string,
  blocks: Block[],
  attachments?: MailAttachment[],
): MailMessage {
  return {
    kind,
    ref,
    language,
    ...recipients,
    subject,
    text: toText(blocks),
    html: toHtml(blocks, language, subject),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

function closing(language: Language, context: MailContext): Block {
  const texts = mailTextsIn(language);
  return {
    kind: 'paragraph',
    text: `${texts.contact(context.serviceEmail, context.servicePhone)}\n\n${texts.signature}`,
  };
}

/**
 * The link to the private page, when the order has one: before the pick-up
 * said with what can be done there, later as where the order is followed.
 */
function privatePageBlocks(
  notice: RepairNotice,
  context: MailContext,
  stage: 'booking' | 'later' = 'later',
): Block[] {
  const url = privateUrl(context, notice.accessToken);
  const texts = mailTextsIn(notice.language);
  const text = stage === 'booking' ? texts.repair.privatePage : texts.progress.privatePage;
  return url ? [{ kind: 'link', text, url }] : [];
}

/** The courier, the tracking number and the courier's page following the parcel. */
function parcelRows(parcel: Parcel | null, language: Language): [string, string][] {
  const t = mailTextsIn(language).progress;
  return parcel
    ? [
        [t.courier, parcel.courier],
        [t.trackingNo, parcel.trackingNo],
      ]
    : [];
}
/** The link to the courier's tracking page of the parcel (decision 041). */
function trackingBlocks(parcel: Parcel | null, language: Language, context: MailContext): Block[] {
  if (!parcel) return [];
  const url = `${context.publicUrl}${parcelTrackingPath(parcel.trackingNo)}`;
  return [{ kind: 'link', text: mailTextsIn(language).progress.track, url }];
}

/** Sent once the pick-up is reserved: the numbers, the slot, what to prepare, its page, the order sheet and label. */
export function composeRepairConfirmation(
  data: RepairConfirmation,
  context: MailContext,
): MailMessage {
  const texts = mailTextsIn(data.language);
  const t = texts.repair;
  const order: [string, string][] = [
    [t.rmaNumber, data.rmaNumber],
    [t.shipmentNo, data.shipmentNo],
    [t.device, data.device],
  ];
  if (data.accessories.length > 0) order.push([t.accessories, data.accessories.join(', ')]);
  const attachments = data.attachments ?? [];
  return compose(
    'repair-booked',
    data.rmaNumber,
    data.language,
    { to: data.email },
    t.subject(data.rmaNumber),
    [
      { kind: 'paragraph', text: `${texts.greeting(data.clientName)}\n${t.intro}` },
      { kind: 'fields', rows: order },
      {
        kind: 'fields',
        title: t.pickupTitle,
        rows: [
          [t.pickupWhen, pickupSentence(data.pickup, data.language)],
          [t.pickupAddress, data.pickup.address],
        ],
      },
      {
        kind: 'list',
        title: t.checklistTitle,
        items: sendingChecklist(t, data.courierBringsLabel),
      },
      ...(attachments.length > 0
        ? [
            {
              kind: 'paragraph',
              text: data.courierBringsLabel ? t.attachmentsSheetOnly : t.attachments,
            } as const,
          ]
        : []),
      ...privatePageBlocks(data, context, 'booking'),
      {
        kind: 'link',
        text: `${t.lookup} ${data.rmaNumber}`,
        url: lookupUrl(context, 'repair', data.rmaNumber),
      },
      closing(data.language, context),
    ],
    attachments,
  );
}

/** Sent when the customer moved the pick-up: the new slot, the new label. */
export function composeRepairRescheduled(
  data: RepairConfirmation,
  context: MailContext,
): MailMessage {
  const texts = mailTextsIn(data.language);
  const t = texts.repair;
  return compose(
    'repair-rescheduled',
    data.rmaNumber,
    data.language,
    { to: data.email },
    texts.rescheduled.subject(data.rmaNumber),
    [
      {
        kind: 'paragraph',
        text: `${texts.greeting(data.clientName)}\n${
          data.courierBringsLabel ? texts.rescheduled.introCourierLabel : texts.rescheduled.intro
        }`,
      },
      {
        kind: 'fields',
        title: t.pickupTitle,
        rows: [
          [t.rmaNumber, data.rmaNumber],
          [t.shipmentNo, data.shipmentNo],
          [t.pickupWhen, pickupSentence(data.pickup, data.language)],
          [t.pickupAddress, data.pickup.address],
        ],
      },
      ...privatePageBlocks(data, context, 'booking'),
      closing(data.language, context),
    ],
    data.attachments,
  );
}

/** Sent when the customer cancelled the order before the pick-up. */
export function composeRepairCancelled(notice: RepairNotice, context: MailContext): MailMessage {
  const texts = mailTextsIn(notice.language);
  return compose(
    'repair-cancelled',
    notice.rmaNumber,
    notice.language,
    { to: notice.email },
    texts.cancelled.subject(notice.rmaNumber),
    [
      { kind: 'paragraph', text: `${texts.greeting(notice.clientName)}\n${texts.cancelled.intro}` },
      { kind: 'fields', rows: [[texts.repair.rmaNumber, notice.rmaNumber]] },
      {
        kind: 'link',
        text: texts.cancelled.rebook,
        url: `${context.publicUrl}${PUBLIC_PAGE_PATHS.repairWizard}`,
      },
      closing(notice.language, context),
    ],
  );
}

/** The service's own language: what it receives is written in Polish. */
export const SERVICE_LANGUAGE: Language = 'pl-PL';

/** A customer's message about an order, as the service receives it. */
export interface CustomerMessageMail {
  /** The order it is about: its RMA or spare-part order's number and its status code as stored. */
  order: { kind: OrderKind; number: string; status: number };
  clientName: string;
  clientPhone: string;
  clientEmail: string;
  /** When it was written: Warsaw wall-clock time. */
  sentAt: string;
  text: string;
}

/**
 * A customer's message to the service mailbox, in the service's language,
 * with Reply-To the customer. It never holds the private page's link: the
 * mailbox is shared, and the link is the customer's only key.
 */
export function composeCustomerMessage(
  data: CustomerMessageMail,
  context: MailContext,
): MailMessage {
  const language = SERVICE_LANGUAGE;
  const all = mailTextsIn(language);
  const texts = all.message;
  const { kind, number } = data.order;
  return compose(
    CUSTOMER_MESSAGE_MAILS[kind],
    number,
    language,
    { to: context.serviceEmail, replyTo: data.clientEmail },
    texts.subject[kind](number),
    [
      { kind: 'paragraph', text: texts.intro[kind] },
      {
        kind: 'fields',
        rows: [
          [kind === 'repair' ? all.repair.rmaNumber : all.spare.orderNumber, number],
          [texts.status[kind], orderStatusWords(data.order, language)],
          [texts.customer, data.clientName],
          [texts.phone, data.clientPhone],
          [texts.email, data.clientEmail],
          [texts.sentAt, data.sentAt],
        ],
      },
      { kind: 'paragraph', text: `${texts.text}:\n${data.text}` },
    ],
  );
}

/** Sent when a booking has no pick-up a while after it was made: its page, where to choose one. */
export function composeRepairUnreserved(notice: RepairNotice, context: MailContext): MailMessage {
  const texts = mailTextsIn(notice.language);
  const url =
    privateUrl(context, notice.accessToken) ?? lookupUrl(context, 'repair', notice.rmaNumber);
  return compose(
    'repair-unreserved',
    notice.rmaNumber,
    notice.language,
    { to: notice.email },
    texts.unreserved.subject(notice.rmaNumber),
    [
      {
        kind: 'paragraph',
        text: `${texts.greeting(notice.clientName)}\n${texts.unreserved.intro}`,
      },
      { kind: 'fields', rows: [[texts.repair.rmaNumber, notice.rmaNumber]] },
      { kind: 'link', text: texts.unreserved.choose, url },
      closing(notice.language, context),
    ],
  );
}

/** Sent when the order enters "quote to be confirmed": the lines, the total, where to answer. */
export function composeQuoteReady(
  notice: RepairNotice & { lines: QuoteLine[] },
  context: MailContext,
): MailMessage {
  const texts = mailTextsIn(notice.language);
  const q = texts.quote;
  const money = (cents: number, currency: string) =>
    currency === CURRENCY
      ? formatEuro(cents, notice.language)
      : `${(cents / 100).toFixed(2)} ${currency}`;
  const currency = notice.lines[0]?.currency ?? CURRENCY;
  const total = notice.lines.reduce((sum, line) => sum + line.amountCents, 0);
  return compose(
    'repair-quote-ready',
    notice.rmaNumber,
    notice.language,
    { to: notice.email },
    q.readySubject(notice.rmaNumber),
    [
      { kind: 'paragraph', text: `${texts.greeting(notice.clientName)}\n${q.readyIntro}` },
      { kind: 'fields', rows: [[texts.repair.rmaNumber, notice.rmaNumber]] },
      {
        kind: 'table',
        head: [q.fee, q.amount],
        rows: notice.lines.map((line) => [
          q.feeTypes[line.feeType],
          money(line.amountCents, line.currency),
        ]),
        foot: [q.total, money(total, currency)],
      },
      { kind: 'paragraph', text: q.answerLink },
      ...privatePageBlocks(notice, context),
      closing(notice.language, context),
    ],
  );
}

/** Sent when the customer answered the quote: what happens next. */
export function composeQuoteAnswered(
  notice: RepairNotice & { approved: boolean; returnParcel: Parcel | null },
  context: MailContext,
): MailMessage {
  const texts = mailTextsIn(notice.language);
  const q = texts.quote;
  const rows: [string, string][] = [
    [texts.repair.rmaNumber, notice.rmaNumber],
    ...parcelRows(notice.returnParcel, notice.language),
  ];
  return compose(
    'repair-quote-answered',
    notice.rmaNumber,
    notice.language,
    { to: notice.email },
    q.answeredSubject(notice.rmaNumber),
    [
      {
        kind: 'paragraph',
        text: `${texts.greeting(notice.clientName)}\n${notice.approved ? q.approved : q.declined}`,
      },
      { kind: 'fields', rows },
      ...trackingBlocks(notice.returnParcel, notice.language, context),
      ...privatePageBlocks(notice, context),
      closing(notice.language, context),
    ],
  );
}

/** Sent as the service takes a step of the repair: what happened, what comes next, the parcel once sent back. */
export function composeRepairProgress(
  kind: RepairProgressMail,
  notice: RepairNotice & { parcel: Parcel | null },
  context: MailContext,
): MailMessage {
  const texts = mailTextsIn(notice.language);
  const step = texts.progress.steps[kind];
  return compose(
    kind,
    notice.rmaNumber,
    notice.language,
    { to: notice.email },
    step.subject(notice.rmaNumber),
    [
      { kind: 'paragraph', text: `${texts.greeting(notice.clientName)}\n${step.intro}` },
      {
        kind: 'fields',
        rows: [
          [texts.repair.rmaNumber, notice.rmaNumber],
          ...parcelRows(notice.parcel, notice.language),
        ],
      },
      ...trackingBlocks(notice.parcel, notice.language, context),
      ...privatePageBlocks(notice, context),
      closing(notice.language, context),
    ],
  );
}

function invoiceTypeOf(type: string): InvoiceType {
  return type === INVOICE_TYPE.enterprise ? INVOICE_TYPE.enterprise : INVOICE_TYPE.personal;
}

/** The contact mailbox, and the invoice mailbox copied when it is another. */
function spareRecipients(data: SpareOrderConfirmation) {
  return data.invoiceEmail && data.invoiceEmail.toLowerCase() !== data.email.toLowerCase()
    ? { to: data.email, cc: data.invoiceEmail }
    : { to: data.email };
}

/** The order's lines and total. */
function spareLinesTable(data: SpareOrderConfirmation): Block {
  const t = mailTextsIn(data.language).spare;
  const euro = (cents: number) => formatEuro(cents, data.language);
  return {
    kind: 'table',
    head: [t.item, t.quantity, t.unitPrice, t.subtotal],
    rows: data.lines.map((line) => [
      `${line.name} (${line.bom})`,
      String(line.num),
      euro(line.unitPriceCents),
      euro(line.unitPriceCents * line.num),
    ]),
    foot: [t.total, euro(data.totalCents)],
  };
}

/** The order's private page, when it has one, and the lookup pre-filled with its number. */
function spareOrderLinks(data: SpareOrderConfirmation, context: MailContext): Block[] {
  const t = mailTextsIn(data.language).spare;
  const orderNumber = String(data.orderId);
  return [
    ...(data.accessToken
      ? [
          {
            kind: 'link' as const,
            text: t.privatePage,
            url: `${context.publicUrl}${privatePagePath('spareOrder', data.accessToken)}`,
          },
        ]
      : []),
    {
      kind: 'link',
      text: `${t.lookup} ${orderNumber}`,
      url: lookupUrl(context, 'sparePart', orderNumber),
    },
  ];
}

/**
 * Sent when a cart order is placed: it says the order is received (an
 * operator confirms it later), its lines and total, the invoice data, the
 * link to its private page and the lookup page pre-filled with its number.
 */
export function composeSpareOrderConfirmation(
  data: SpareOrderConfirmation,
  context: MailContext,
): MailMessage {
  const texts = mailTextsIn(data.language);
  const t = texts.spare;
  const invoiceType = t.invoiceType[invoiceTypeOf(data.invoice.type)];
  const invoice: [string, string][] = [[t.invoiceName, `${data.invoice.name} (${invoiceType})`]];
  if (data.invoice.taxNo) invoice.push([t.taxNo, data.invoice.taxNo]);
  if (data.invoice.address) invoice.push([t.invoiceAddress, data.invoice.address]);
  invoice.push([t.invoiceEmail, data.invoiceEmail]);
  const bank = [data.invoice.bankName, data.invoice.bankNo].filter(Boolean).join(', ');
  if (bank) invoice.push([t.bank, bank]);
  const delivery: [string, string][] = [
    [
      t.invoiceAddress,
      [data.delivery.address, data.delivery.city, data.delivery.country].join(', '),
    ],
  ];
  if (data.remark) delivery.push([t.remark, data.remark]);
  const orderNumber = String(data.orderId);

  return compose(
    'spare-order-placed',
    `order-${orderNumber}`,
    data.language,
    spareRecipients(data),
    t.subject(data.orderId),
    [
      { kind: 'paragraph', text: `${texts.greeting(data.contactName)}\n${t.intro}` },
      { kind: 'fields', rows: [[t.orderNumber, orderNumber]] },
      spareLinesTable(data),
      { kind: 'fields', title: t.invoiceTitle, rows: invoice },
      { kind: 'fields', title: t.deliveryTitle, rows: delivery },
      ...spareOrderLinks(data, context),
      closing(data.language, context),
    ],
  );
}

/**
 * Sent as the service takes a step of a cart order: on confirmation its
 * lines and how to pay for them, once shipped the parcel.
 */
export function composeSpareProgress(
  kind: SpareProgressMail,
  data: SpareOrderConfirmation,
  context: MailContext,
): MailMessage {
  const texts = mailTextsIn(data.language);
  const t = texts.spareProgress;
  const step = t.steps[kind];
  const orderNumber = String(data.orderId);
  const payment: Block[] =
    kind === 'spare-order-confirmed'
      ? [
          spareLinesTable(data),
          {
            kind: 'fields',
            title: t.paymentTitle,
            rows: [
              [t.payee, context.payee],
              [t.account, context.bankAccount],
              [t.amount, formatEuro(data.totalCents, data.language)],
              [t.transferTitle, t.transferTitleText(data.orderId)],
            ],
          },
        ]
      : [];
  return compose(
    kind,
    `order-${orderNumber}`,
    data.language,
    spareRecipients(data),
    step.subject(data.orderId),
    [
      { kind: 'paragraph', text: `${texts.greeting(data.contactName)}\n${step.intro}` },
      {
        kind: 'fields',
        rows: [[texts.spare.orderNumber, orderNumber], ...parcelRows(data.parcel, data.language)],
      },
      ...payment,
      ...trackingBlocks(data.parcel, data.language, context),
      ...spareOrderLinks(data, context),
      closing(data.language, context),
    ],
  );
}

/** The status of an order in the reader's words, as a line of its own begins. */
function orderStatusWords(order: { kind: OrderKind; status: number }, language: Language): string {
  const texts = mailTextsIn(language);
  return order.kind === 'spare'
    ? texts.receipt.statuses[purchaseProgress({ status: order.status }).label]
    : repairStatusWords(order.status, language);
}

/** The status of an order in the reader's words, within a sentence. */
function statusInWords(order: OrderLink, language: Language): string {
  const words = orderStatusWords(order, language);
  // The receipt's words, which begin a line there, here within the sentence.
  return order.kind === 'spare'
    ? `${words.charAt(0).toLocaleLowerCase(language)}${words.slice(1)}`
    : words;
}

/** A repair's status in a customer's words. */
function repairStatusWords(status: number, language: Language): string {
  return mailTextsIn(language).repairStatuses[repairStatusName(status) ?? 'unknown'];
}

/** The private pages of an address's orders, asked for on the lookup page. */
export function composeOrderLinks(data: OrderLinks, context: MailContext): MailMessage {
  const texts = mailTextsIn(data.language);
  const t = texts.links;
  return compose(
    'order-links',
    `links-${data.orders.length}`,
    data.language,
    { to: data.email },
    t.subject,
    [
      { kind: 'paragraph', text: t.intro },
      ...data.orders.map((order): Block => ({
        kind: 'link',
        text: t.order(
          order.kind === 'repair' ? t.repairOrder(order.number) : t.spareOrder(order.number),
          order.date,
          statusInWords(order, data.language),
        ),
        url: `${context.publicUrl}${privatePagePath(
          order.kind === 'repair' ? 'repairOrder' : 'spareOrder',
          order.accessToken,
        )}`,
      })),
      { kind: 'paragraph', text: t.notYou },
      closing(data.language, context),
    ],
  );
}
