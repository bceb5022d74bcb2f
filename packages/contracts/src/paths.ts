/**
 * The paths of the portal's own calls and the web's routes keyed by a token;
 * the upstream calls' paths are in their descriptions (calls.ts).
 */

/** Under the API base path, like every API call. `:token` is an access token. */
export const CUSTOMER_PATHS = {
  repairOrder: '/portal/repair-orders/:token',
  /** The order sheet as a PDF, as attached to the confirmation e-mail. */
  repairOrderSheet: '/portal/repair-orders/:token/order-sheet',
  /** The courier's label as a PDF, the same as `/logistics/label`. */
  repairLabel: '/portal/repair-orders/:token/label',
  repairReschedule: '/portal/repair-orders/:token/reschedule',
  repairCancel: '/portal/repair-orders/:token/cancel',
  repairQuoteAnswer: '/portal/repair-orders/:token/quote',
  /** A message from the customer about the order, e-mailed to the service. */
  repairMessage: '/portal/repair-orders/:token/message',
  pickupAvailability: '/portal/pickup-availability',
  spareOrder: '/portal/spare-orders/:token',
  /** Cancelled by its customer while it waits for the service's confirmation. */
  spareOrderCancel: '/portal/spare-orders/:token/cancel',
  /** The order's receipt (pro forma) as a PDF, in the order's language. */
  spareOrderReceipt: '/portal/spare-orders/:token/receipt',
  /** A message from the customer about the order, e-mailed to the service as `repairMessage`. */
  spareOrderMessage: '/portal/spare-orders/:token/message',
  /** The simulated courier's tracking of a parcel, by its number (decision 041). */
  parcelTracking: '/portal/parcels/:trackingNo',
  /** The private pages' links of an address's orders, e-mailed to it; the answer is the same whatever is found. */
  myLinks: '/portal/my-links',
} as const;

/** Web routes of the private pages; the token is the last segment. */
export const PRIVATE_PAGE_PATHS = {
  repairOrder: '/base/order/:token',
  spareOrder: '/spare/order/:token',
} as const;

/** Public pages of the web app that e-mails and other pages link to. */
export const PUBLIC_PAGE_PATHS = {
  orderLookup: '/base/query',
  repairWizard: '/base/create',
  /** The simulated courier's page of a parcel; the tracking number is the last segment. */
  parcelTracking: '/tracking/:trackingNo',
} as const;

/** The tracking page of a parcel (PUBLIC_PAGE_PATHS.parcelTracking). */
export function parcelTrackingPath(trackingNo: string): string {
  return PUBLIC_PAGE_PATHS.parcelTracking.replace(':trackingNo', encodeURIComponent(trackingNo));
}

/** Served outside the API base path, for container health checks. */
export const HEALTH_PATHS = {
  health: '/health',
  ready: '/ready',
} as const;

/** Under the API base path, like every API call. */
export const OPS_PATHS = {
  advanceRepairOrder: '/ops/repair-orders/:rmaNumber/advance',
  advanceSparePartOrder: '/ops/spare-orders/:orderId/advance',
  stats: '/ops/stats',
  // Test controls (test-controls.ts): only where TEST_CONTROLS is on.
  reset: '/ops/reset',
  clock: '/ops/clock',
  clockAdvance: '/ops/clock/advance',
  faults: '/ops/faults',
  faultPreset: '/ops/faults/presets/:name',
  stubs: '/ops/stubs',
  stub: '/ops/stubs/:id',
  recordingSnapshot: '/ops/recordings/snapshot',
  journal: '/ops/journal',
  journalVerify: '/ops/journal/verify',
  calendar: '/ops/calendar',
} as const;

/** Where the API serves its files (accessory images, document PDFs). */
export const FILES_PATH_PREFIX = '/files/';
/** The OpenAPI reference page; its document is at `${DOCS_PATH}/json`. */
export const DOCS_PATH = '/docs';

/**
 * The segment before each path parameter of the paths above, with the
 * parameter's name: `/portal/repair-orders/` → `token`. Parameters are keys
 * to a customer's order (access tokens, RMA numbers, order ids, tracking
 * numbers) or the operator's words, and logs leave them out.
 */
const PARAMETER_PREFIXES = new Map(
  [
    ...Object.values(CUSTOMER_PATHS),
    ...Object.values(PRIVATE_PAGE_PATHS),
    ...Object.values(PUBLIC_PAGE_PATHS),
    ...Object.values(OPS_PATHS),
  ].flatMap((path) => {
    const at = path.indexOf('/:');
    return at < 0 ? [] : [[path.slice(0, at + 1), path.slice(at + 2).split('/')[0] ?? ''] as const];
  }),
);
const PARAMETER_SEGMENT = new RegExp(
  `(${[...PARAMETER_PREFIXES.keys()].map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[^/]+`,
  'gi',
);

/**
 * A path as logs write it (the portal's and HAProxy's, deploy/haproxy.cfg):
 * each parameter's value replaced by its name, wherever the path is mounted
 * (`/base/order/Zx9…` → `/base/order/:token`). Without the query, which a
 * caller leaves out first.
 */
export function pathWithoutParameters(path: string): string {
  return path.replace(
    PARAMETER_SEGMENT,
    (_, prefix: string) => `${prefix}:${PARAMETER_PREFIXES.get(prefix.toLowerCase()) ?? ''}`,
  );
}
