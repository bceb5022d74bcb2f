import {
  DICTIONARY_TYPE,
  openPickupWindows,
  PAGE_SIZE,
  pickupDates,
  PRODUCT_CATEGORY_PHONE,
  PUBLIC_ID,
  STATUS_FILTER,
  type PickupTimeWindow,
} from '@portal/contracts';

/** An order or shipment id no backend has handed out (the largest public id). */
export const UNKNOWN_ID = PUBLIC_ID.max;
/** A brand or model id no catalogue holds: the largest 32-bit id. */
export const UNKNOWN_CATALOGUE_ID = 2_147_483_647;
/**
 * The e-mail address of the run's bookings and orders: a new one per run, so
 * runs in a row do not meet a backend's cap of bookings per customer.
 */
export const CUSTOMER_EMAIL = `contract-${Date.now().toString(36)}@example.com`;

/** An RMA number of the right form that no booking has. */
export const UNKNOWN_RMA = 'RMA000000000000000';

/** A window must stay open this long after the check looks, for the requests that book it. */
const WINDOW_MARGIN_MS = 10 * 60_000;

/** The first date the courier offers at the instant `now` (the server's clock) with a window open for a while yet. */
export function offeredPickup(now: Date): { date: string; window: PickupTimeWindow } {
  const soon = new Date(now.getTime() + WINDOW_MARGIN_MS);
  for (const date of pickupDates(now)) {
    const [window] = openPickupWindows(date, soon);
    if (window) return { date, window };
  }
  throw new Error('the pick-up calendar offers no date with an open window');
}

/** Valid parameters of the form calls that read (or that only find nothing for unknown ids). */
export function formParams(now: Date) {
  const pickup = offeredPickup(now);
  return {
    brandPage: { userName: '', status: STATUS_FILTER.brand, start: 0, length: PAGE_SIZE.lists },
    productPage: {
      productName: '',
      status: STATUS_FILTER.product,
      start: 0,
      length: PAGE_SIZE.lists,
      category: PRODUCT_CATEGORY_PHONE,
    },
    materialPage: {
      status: STATUS_FILTER.material,
      length: PAGE_SIZE.accessories,
      start: 0,
      enName: '',
      plName: '',
    },
    serialQuery: { status: STATUS_FILTER.serial, enName: '' },
    dictionary: { typeId: DICTIONARY_TYPE.channel, status: STATUS_FILTER.dictionary },
    repairLookup: { keyword: UNKNOWN_RMA },
    accessoriesOrderInquiry: { orderId: UNKNOWN_ID },
    reservePickup: {
      pickupDate: pickup.date,
      shipmentId: UNKNOWN_ID,
      orderId: UNKNOWN_ID,
      pickupTimeFrom: pickup.window.from,
      pickupTimeTo: pickup.window.to,
    },
    cancelShipment: { shipmentId: UNKNOWN_ID, orderId: UNKNOWN_ID },
  };
}
