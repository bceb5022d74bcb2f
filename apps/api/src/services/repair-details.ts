import {
  repairDetailsView,
  type BookedRepairDetails,
  type RepairDetailsView,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';

/** A stored order read with its accessories: its columns bear `repairInfo`'s names. */
export type StoredRepair = BookedRepairDetails & {
  productId: number;
  accessories: { accessoriesName: string }[];
};

/**
 * A stored order's device and customer, as its private page answers them and
 * its order sheet prints them, with its model's name.
 */
export async function storedRepairDetails(
  db: Pick<PrismaClient, 'product'>,
  order: StoredRepair,
): Promise<RepairDetailsView> {
  const product = await db.product.findUnique({
    where: { id: order.productId },
    select: { productName: true },
  });
  return repairDetailsView(order, {
    productName: product?.productName ?? '',
    accessories: order.accessories.map((item) => item.accessoriesName),
  });
}
