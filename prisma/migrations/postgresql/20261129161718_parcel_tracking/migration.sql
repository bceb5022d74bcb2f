-- AlterTable
ALTER TABLE "RepairOrder" ADD COLUMN     "pickedUpAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "SparePartOrder" ADD COLUMN     "shippedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "SparePartOrder_logisticsNo_idx" ON "SparePartOrder"("logisticsNo");
