-- CreateTable
CREATE TABLE "CustomerMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" BIGINT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "CustomerMessage_orderId_createdAt_idx" ON "CustomerMessage"("orderId", "createdAt");
