import {
  composeClientAddress,
  parseAccessoryValue,
  parsePickupWindow,
  polishTimestamp,
} from '@portal/contracts';
import { OrderSheet as PrintableOrderSheet } from '../../../components/order-sheet/order-sheet';
import { useBrands } from '../api/get-brands';
import { useProducts } from '../api/get-products';
import type { BookedOrder } from '../hooks/use-repair-booking';

interface OrderSheetProps {
  order: BookedOrder;
}

/** The printable order sheet of the order just booked, from the wizard's values. */
export function OrderSheet({ order }: OrderSheetProps) {
  const { values } = order;
  const brands = useBrands();
  const products = useProducts(values.userId);
  const brand =
    brands.data?.find((entry) => entry.userId === values.userId)?.userName ?? String(values.userId);
  const model =
    products.data?.find((entry) => entry.productId === values.productId)?.productName ??
    String(values.productId);
  const slot = parsePickupWindow(values.pickupTime);
  const accessories = values.followAnnex
    .map(parseAccessoryValue)
    .filter((item) => item !== null)
    .map((item) => item.accessoriesName);

  return (
    <PrintableOrderSheet
      data={{
        rmaNumber: order.rmaNumber,
        bookedAt: polishTimestamp(order.createdAt),
        customer: {
          name: values.name,
          phone: values.phone,
          email: values.email,
          address: composeClientAddress(values.houseNumber, values.street, values.city),
          postalCode: values.postal,
        },
        shipping: {
          shipmentNo: order.shipmentNo,
          pickup:
            values.pickupDate && slot
              ? { date: values.pickupDate, from: slot.from, to: slot.to }
              : null,
          waybill: values.waybill,
        },
        service: { channel: values.channelId.name, brand, warranty: values.warranty },
        device: {
          model,
          imei: values.imei,
          exterior: values.exterior.name,
          accessories,
        },
        description: values.description,
        frequency: values.frequency,
      }}
    />
  );
}
