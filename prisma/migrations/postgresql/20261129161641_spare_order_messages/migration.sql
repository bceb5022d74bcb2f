-- DropIndex
DROP INDEX "CustomerMessage_orderId_createdAt_idx";

-- AlterTable
ALTER TABLE "CustomerMessage" ADD COLUMN     "orderKind" TEXT NOT NULL DEFAULT 'repair';

-- CreateIndex
CREATE INDEX "CustomerMessage_orderKind_orderId_createdAt_idx" ON "CustomerMessage"("orderKind", "orderId", "createdAt");
