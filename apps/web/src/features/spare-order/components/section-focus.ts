/** Ids of the page's section headings, to move the focus to. */
export const SECTION_ID = {
  status: 'spare-order-status',
  lines: 'spare-order-lines',
  contact: 'spare-order-contact',
  invoice: 'spare-order-invoice',
  logistics: 'spare-order-logistics',
  receipt: 'spare-order-receipt',
  cancellation: 'spare-order-cancellation',
} as const;
