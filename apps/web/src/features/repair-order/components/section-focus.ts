import { focusAfterDraw } from '../../../lib/focus';

/** Ids of the parts' headings, to move the focus to. */
export const SECTION_ID = {
  status: 'repair-order-status',
  details: 'repair-order-details',
  documents: 'repair-order-documents',
  reschedule: 'repair-order-reschedule',
  cancellation: 'repair-order-cancellation',
  quote: 'repair-order-quote',
  contact: 'repair-order-contact',
} as const;

/**
 * After React has drawn the refreshed order: the heading of `id`, or the
 * status heading when that part is gone (e.g. the cancel part after cancelling).
 */
export function focusSection(id: string) {
  focusAfterDraw(() => document.getElementById(id), SECTION_ID.status);
}
