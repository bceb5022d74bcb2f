import {
  orderSheetData,
  parseAccessoryValue,
  parsePickupWindow,
  polishTimestamp,
  repairDetailsView,
  repairInfoOf,
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
      data={orderSheetData({
        rmaNumber: order.rmaNumber,
        bookedAt: polishTimestamp(order.createdAt),
        ...repairDetailsView(repairInfoOf(values), { productName: model, accessories }),
        shipping: {
          shipmentNo: order.shipmentNo,
          pickup:
            values.pickupDate && slot
              ? { date: values.pickupDate, from: slot.from, to: slot.to }
              : null,
          waybill: values.waybill,
        },
        brand,
      })}
    />
  );
}
