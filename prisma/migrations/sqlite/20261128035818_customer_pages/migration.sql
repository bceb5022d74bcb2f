-- AlterTable
ALTER TABLE "RepairOrder" ADD COLUMN "accessToken" TEXT;
ALTER TABLE "RepairOrder" ADD COLUMN "quoteAnswer" TEXT;
ALTER TABLE "RepairOrder" ADD COLUMN "quoteAnsweredAt" DATETIME;

-- AlterTable
ALTER TABLE "SparePartOrder" ADD COLUMN "accessToken" TEXT;

-- CreateTable
CREATE TABLE "RepairQuoteLine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" BIGINT NOT NULL,
    "feeType" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    CONSTRAINT "RepairQuoteLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "RepairOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "RepairQuoteLine_orderId_idx" ON "RepairQuoteLine"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "RepairOrder_accessToken_key" ON "RepairOrder"("accessToken");

-- CreateIndex
CREATE UNIQUE INDEX "SparePartOrder_accessToken_key" ON "SparePartOrder"("accessToken");
