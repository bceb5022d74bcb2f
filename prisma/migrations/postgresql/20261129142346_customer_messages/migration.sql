-- CreateTable
CREATE TABLE "CustomerMessage" (
    "id" SERIAL NOT NULL,
    "orderId" BIGINT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CustomerMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CustomerMessage_orderId_createdAt_idx" ON "CustomerMessage"("orderId", "createdAt");
