/** A step of a repair told to its customer (ref: the RepairOrder). */
export const REPAIR_PROGRESS_MAILS = [
  'repair-picked-up',
  'repair-received',
  'repair-repaired',
  /** Sent back, repaired or not, with the return parcel. */
  'repair-shipped',
] as const;
export type RepairProgressMail = (typeof REPAIR_PROGRESS_MAILS)[number];

/** A step of a cart order told to its customer (ref: the SparePartOrder). */
export const SPARE_PROGRESS_MAILS = [
  /** With the payment details the placement e-mail promises. */
  'spare-order-confirmed',
  'spare-order-shipped',
  'spare-order-completed',
  'spare-order-cancelled',
] as const;
export type SpareProgressMail = (typeof SPARE_PROGRESS_MAILS)[number];

/**
 * A customer's message to the service mailbox (ref: the CustomerMessage),
 * one kind per kind of order it is about, Reply-To the customer. Bounded per
 * order (customer-message.ts), not by the recipients' hourly cap: the
 * service mailbox takes them all.
 */
export const CUSTOMER_MESSAGE_MAILS = {
  repair: 'repair-message',
  spare: 'spare-order-message',
} as const;

/**
 * The kinds of e-mail, each an outbox row's `kind`: what its `ref` points at
 * is said beside it. The customer's actions on the private page are
 * confirmed once each: an action that changes nothing writes no row.
 */
export const MAIL_KINDS = [
  /** A pick-up reserved (ref: the Reservation): the booking confirmation. */
  'repair-booked',
  /** The pick-up moved by the customer (ref: the new Reservation). */
  'repair-rescheduled',
  /**
   * A booking still without a pick-up a while after it was made, its
   * reservation refused or never sent (ref: the RepairOrder): where to choose one.
   */
  'repair-unreserved',
  /** The order cancelled by the customer or the service (ref: the RepairOrder). */
  'repair-cancelled',
  /** The order entered "quote to be confirmed" (ref: the RepairOrder). */
  'repair-quote-ready',
  /** The customer approved or declined the quote (ref: the RepairOrder). */
  'repair-quote-answered',
  ...Object.values(CUSTOMER_MESSAGE_MAILS),
  /** A cart order placed (ref: the SparePartOrder). */
  'spare-order-placed',
  /**
   * The private pages' links of an address's orders, asked for on the lookup
   * page (ref: the order the address was found through, its kind and the
   * e-mail's language: `orderLinksRef` in order-links.ts).
   */
  'order-links',
  /** The service provider's steps, each told once as it is taken (services/lifecycle.ts). */
  ...REPAIR_PROGRESS_MAILS,
  ...SPARE_PROGRESS_MAILS,
] as const;
export type MailKindName = (typeof MAIL_KINDS)[number];

/** Kinds sent to the service, not to a customer: the recipients' hourly cap does not apply. */
export const SERVICE_MAILS: readonly MailKindName[] = Object.values(CUSTOMER_MESSAGE_MAILS);
