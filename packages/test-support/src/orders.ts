import type {
  CreateAccessoriesOrderRequest,
  CreateRepairOrderRequest,
  OrderLine,
} from '@portal/contracts';
import type { SeededBooking } from './seeded';

/** Who books a repair or orders parts, with the address the courier and the invoice use. */
export interface Customer {
  name: string;
  phone: string;
  email: string;
  city: string;
  street: string;
  houseNumber: string;
  postalCode: string;
}

/** A valid repair booking with a courier pick-up, as the wizard sends it. */
export function repairOrderRequest(
  booking: SeededBooking,
  who: Customer,
  device: { imei: string; pickupDate: string },
): CreateRepairOrderRequest {
  return {
    repairInfo: {
      clientName: who.name,
      clientTell: who.phone,
      clientEmail: who.email,
      clientCity: who.city,
      clientStreet: who.street,
      clientHouseNumber: who.houseNumber,
      clientPostalCode: who.postalCode,
      userId: booking.brandId,
      sourceChannelId: booking.channel.id,
      sourceChannelName: booking.channel.name,
      productId: booking.productId,
      warrantyStatus: '1',
      applySn: device.imei,
      applyAppearanceId: booking.exterior.id,
      applyAppearance: booking.exterior.name,
      faultDescribe: 'Ekran nie reaguje na dotyk po upadku.',
      remark: 'Zawsze',
      afterSalesType: 3,
      address: '-',
      operator: 'portal',
    },
    accessoriesList: [
      { accessoriesId: booking.accessory.id, accessoriesName: booking.accessory.name },
    ],
    pickupDate: device.pickupDate,
    isCreateShip: true,
    orderType: 1,
  };
}

/** A valid cart order for a private person's invoice, as the checkout sends it. */
export function accessoriesOrderRequest(
  who: Customer,
  lines: OrderLine[],
  code: string,
): CreateAccessoriesOrderRequest {
  const address = `${who.street} ${who.houseNumber}, ${who.postalCode}`;
  return {
    OrderInfo: {
      contract: who.name,
      tell: who.phone,
      email: who.email,
      address,
      remark: '',
      country: 'Polska',
      city: who.city,
      invoiceType: '1',
      invoiceName: who.name,
      invoiceAddress: address,
      invoiceEmail: who.email,
      taxNo: '',
      bankName: '',
      bankNo: '',
      registerAddress: '',
      registerPhone: '',
    },
    detail: lines,
    code,
  };
}
