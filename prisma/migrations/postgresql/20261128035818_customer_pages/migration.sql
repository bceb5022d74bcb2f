-- AlterTable
ALTER TABLE "RepairOrder" ADD COLUMN     "accessToken" TEXT,
ADD COLUMN     "quoteAnswer" TEXT,
ADD COLUMN     "quoteAnsweredAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "SparePartOrder" ADD COLUMN     "accessToken" TEXT;

-- CreateTable
CREATE TABLE "RepairQuoteLine" (
    "id" SERIAL NOT NULL,
    "orderId" BIGINT NOT NULL,
    "feeType" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,

    CONSTRAINT "RepairQuoteLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RepairQuoteLine_orderId_idx" ON "RepairQuoteLine"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "RepairOrder_accessToken_key" ON "RepairOrder"("accessToken");

-- CreateIndex
CREATE UNIQUE INDEX "SparePartOrder_accessToken_key" ON "SparePartOrder"("accessToken");

-- AddForeignKey
ALTER TABLE "RepairQuoteLine" ADD CONSTRAINT "RepairQuoteLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "RepairOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
