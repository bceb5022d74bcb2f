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

/**
 * After React has drawn the order read again: `element()` when it is still
 * on the page, else the status heading, never the page's body.
 */
export function focusAfterDraw(element: () => HTMLElement | null) {
  requestAnimationFrame(() => {
    const wanted = element();
    (wanted?.isConnected ? wanted : document.getElementById(SECTION_ID.status))?.focus();
  });
}
