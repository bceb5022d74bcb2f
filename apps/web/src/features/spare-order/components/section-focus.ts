/** Ids of the page's section headings, to move the focus to. */
export const SECTION_ID = {
  status: 'spare-order-status',
  lines: 'spare-order-lines',
  contact: 'spare-order-contact',
  invoice: 'spare-order-invoice',
  logistics: 'spare-order-logistics',
  receipt: 'spare-order-receipt',
  cancellation: 'spare-order-cancellation',
  /** The message to the service (`contact` is the customer's own contact details). */
  toService: 'spare-order-to-service',
} as const;
