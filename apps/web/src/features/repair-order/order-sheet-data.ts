import { composeClientAddress, type RepairOrderView } from '@portal/contracts';
import type { OrderSheetData } from '../../components/order-sheet/order-sheet';
import { formatWallClock } from '../../lib/dates';

/** The printed order sheet's contents from the booking as the page reads it. */
export function toOrderSheetData(order: RepairOrderView, language: string): OrderSheetData {
  const { customer, device, pickup } = order;
  return {
    rmaNumber: order.rmaNumber,
    processingTime: order.progress.createTime
      ? formatWallClock(order.progress.createTime, language)
      : '',
    customer: {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: composeClientAddress(customer.houseNumber, customer.street, customer.city),
      postalCode: customer.postalCode,
    },
    shipping: {
      shipmentNo: pickup?.shipmentNo ?? '',
      pickupDate: pickup?.pickupDate ?? '',
      pickupTimeFrom: pickup?.pickupTimeFrom ?? '',
      pickupTimeTo: pickup?.pickupTimeTo ?? '',
    },
    service: { channel: device.sourceChannelName, warranty: device.warrantyStatus },
    device: {
      model: device.productName,
      imei: device.applySn,
      exterior: device.appearance,
      accessories: device.accessories,
    },
    description: device.faultDescribe,
    frequency: device.remark,
  };
}
