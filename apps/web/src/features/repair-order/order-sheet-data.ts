import { composeClientAddress, type OrderSheetData, type RepairOrderView } from '@portal/contracts';

/** The printed order sheet's contents from the booking as the page reads it. */
export function toOrderSheetData(order: RepairOrderView): OrderSheetData {
  const { customer, device, pickup } = order;
  return {
    rmaNumber: order.rmaNumber,
    bookedAt: order.progress.createTime ?? '',
    customer: {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: composeClientAddress(customer.houseNumber, customer.street, customer.city),
      postalCode: customer.postalCode,
    },
    shipping: {
      shipmentNo: pickup?.shipmentNo ?? null,
      pickup: pickup?.pickupDate
        ? { date: pickup.pickupDate, from: pickup.pickupTimeFrom, to: pickup.pickupTimeTo }
        : null,
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
