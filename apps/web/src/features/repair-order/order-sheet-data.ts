import { orderSheetData, type OrderSheetData, type RepairOrderView } from '@portal/contracts';

/** The printed order sheet's contents from the booking as the page reads it. */
export function toOrderSheetData(order: RepairOrderView): OrderSheetData {
  const { pickup } = order;
  return orderSheetData({
    rmaNumber: order.rmaNumber,
    bookedAt: order.progress.createTime ?? '',
    device: order.device,
    customer: order.customer,
    shipping: {
      shipmentNo: pickup?.shipmentNo ?? null,
      pickup: pickup?.pickupDate
        ? { date: pickup.pickupDate, from: pickup.pickupTimeFrom, to: pickup.pickupTimeTo }
        : null,
    },
  });
}
