-- AlterTable
ALTER TABLE "RepairOrder" ADD COLUMN "pickedUpAt" DATETIME;

-- AlterTable
ALTER TABLE "SparePartOrder" ADD COLUMN "shippedAt" DATETIME;

-- CreateIndex
CREATE INDEX "SparePartOrder_logisticsNo_idx" ON "SparePartOrder"("logisticsNo");
