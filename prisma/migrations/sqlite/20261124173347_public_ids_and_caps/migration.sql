-- CreateTable
CREATE TABLE "MailSent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "recipientKey" TEXT NOT NULL,
    "sentAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_RepairOrder" (
    "id" BIGINT NOT NULL PRIMARY KEY,
    "rmaNumber" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'pl-PL',
    "clientName" TEXT NOT NULL,
    "clientTell" TEXT NOT NULL,
    "clientEmail" TEXT NOT NULL,
    "clientCity" TEXT NOT NULL,
    "clientStreet" TEXT NOT NULL,
    "clientHouseNumber" TEXT NOT NULL,
    "clientPostalCode" TEXT NOT NULL,
    "clientAddress" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "sourceChannelId" INTEGER NOT NULL,
    "sourceChannelName" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "warrantyStatus" TEXT NOT NULL,
    "applySn" TEXT NOT NULL,
    "applyAppearanceId" INTEGER NOT NULL,
    "applyAppearance" TEXT NOT NULL,
    "faultDescribe" TEXT NOT NULL,
    "remark" TEXT NOT NULL,
    "afterSalesType" INTEGER NOT NULL,
    "orderType" INTEGER NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "operator" TEXT NOT NULL DEFAULT '',
    "pickupDate" TEXT NOT NULL,
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "receiveTime" DATETIME,
    "checkTime" DATETIME,
    "repairTime" DATETIME,
    "sendDateTime" DATETIME,
    "sendLogisticsTypeName" TEXT,
    "sendLogisticsNo" TEXT,
    "bookedFrom" TEXT NOT NULL DEFAULT ''
);
INSERT INTO "new_RepairOrder" ("address", "afterSalesType", "applyAppearance", "applyAppearanceId", "applySn", "checkTime", "clientAddress", "clientCity", "clientEmail", "clientHouseNumber", "clientName", "clientPostalCode", "clientStreet", "clientTell", "createTime", "faultDescribe", "id", "language", "operator", "orderType", "pickupDate", "productId", "receiveTime", "remark", "repairTime", "rmaNumber", "sendDateTime", "sendLogisticsNo", "sendLogisticsTypeName", "sourceChannelId", "sourceChannelName", "status", "userId", "warrantyStatus") SELECT "address", "afterSalesType", "applyAppearance", "applyAppearanceId", "applySn", "checkTime", "clientAddress", "clientCity", "clientEmail", "clientHouseNumber", "clientName", "clientPostalCode", "clientStreet", "clientTell", "createTime", "faultDescribe", "id", "language", "operator", "orderType", "pickupDate", "productId", "receiveTime", "remark", "repairTime", "rmaNumber", "sendDateTime", "sendLogisticsNo", "sendLogisticsTypeName", "sourceChannelId", "sourceChannelName", "status", "userId", "warrantyStatus" FROM "RepairOrder";
DROP TABLE "RepairOrder";
ALTER TABLE "new_RepairOrder" RENAME TO "RepairOrder";
CREATE UNIQUE INDEX "RepairOrder_rmaNumber_key" ON "RepairOrder"("rmaNumber");
CREATE INDEX "RepairOrder_applySn_idx" ON "RepairOrder"("applySn");
CREATE INDEX "RepairOrder_sendLogisticsNo_idx" ON "RepairOrder"("sendLogisticsNo");
CREATE INDEX "RepairOrder_clientEmail_createTime_idx" ON "RepairOrder"("clientEmail", "createTime");
CREATE INDEX "RepairOrder_clientTell_createTime_idx" ON "RepairOrder"("clientTell", "createTime");
CREATE INDEX "RepairOrder_bookedFrom_createTime_idx" ON "RepairOrder"("bookedFrom", "createTime");
CREATE TABLE "new_RepairOrderAccessory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" BIGINT NOT NULL,
    "accessoriesId" INTEGER NOT NULL,
    "accessoriesName" TEXT NOT NULL,
    CONSTRAINT "RepairOrderAccessory_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "RepairOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_RepairOrderAccessory" ("accessoriesId", "accessoriesName", "id", "orderId") SELECT "accessoriesId", "accessoriesName", "id", "orderId" FROM "RepairOrderAccessory";
DROP TABLE "RepairOrderAccessory";
ALTER TABLE "new_RepairOrderAccessory" RENAME TO "RepairOrderAccessory";
CREATE INDEX "RepairOrderAccessory_orderId_idx" ON "RepairOrderAccessory"("orderId");
CREATE TABLE "new_Reservation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shipmentId" BIGINT NOT NULL,
    "pickupDate" TEXT NOT NULL,
    "pickupTimeFrom" TEXT NOT NULL,
    "pickupTimeTo" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Reservation_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Reservation" ("createdAt", "id", "pickupDate", "pickupTimeFrom", "pickupTimeTo", "shipmentId", "status") SELECT "createdAt", "id", "pickupDate", "pickupTimeFrom", "pickupTimeTo", "shipmentId", "status" FROM "Reservation";
DROP TABLE "Reservation";
ALTER TABLE "new_Reservation" RENAME TO "Reservation";
CREATE INDEX "Reservation_pickupDate_pickupTimeFrom_status_idx" ON "Reservation"("pickupDate", "pickupTimeFrom", "status");
CREATE INDEX "Reservation_shipmentId_status_idx" ON "Reservation"("shipmentId", "status");
CREATE TABLE "new_Shipment" (
    "id" BIGINT NOT NULL PRIMARY KEY,
    "shipmentNo" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "orderId" BIGINT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Shipment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "RepairOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Shipment" ("createdAt", "id", "orderId", "shipmentNo", "status") SELECT "createdAt", "id", "orderId", "shipmentNo", "status" FROM "Shipment";
DROP TABLE "Shipment";
ALTER TABLE "new_Shipment" RENAME TO "Shipment";
CREATE UNIQUE INDEX "Shipment_shipmentNo_key" ON "Shipment"("shipmentNo");
CREATE UNIQUE INDEX "Shipment_orderId_key" ON "Shipment"("orderId");
CREATE TABLE "new_SparePartOrder" (
    "id" BIGINT NOT NULL PRIMARY KEY,
    "status" INTEGER NOT NULL DEFAULT 1,
    "language" TEXT NOT NULL DEFAULT 'pl-PL',
    "contract" TEXT NOT NULL,
    "tell" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "invoiceType" TEXT NOT NULL,
    "invoiceName" TEXT NOT NULL,
    "invoiceAddress" TEXT NOT NULL DEFAULT '',
    "invoiceEmail" TEXT NOT NULL,
    "taxNo" TEXT NOT NULL DEFAULT '',
    "bankName" TEXT NOT NULL DEFAULT '',
    "bankNo" TEXT NOT NULL DEFAULT '',
    "registerAddress" TEXT NOT NULL DEFAULT '',
    "registerPhone" TEXT NOT NULL DEFAULT '',
    "totalCents" INTEGER NOT NULL,
    "logisticsName" TEXT,
    "logisticsNo" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verifyCodeId" TEXT
);
INSERT INTO "new_SparePartOrder" ("address", "bankName", "bankNo", "city", "contract", "country", "createdAt", "email", "id", "invoiceAddress", "invoiceEmail", "invoiceName", "invoiceType", "language", "logisticsName", "logisticsNo", "registerAddress", "registerPhone", "remark", "status", "taxNo", "tell", "totalCents", "verifyCodeId") SELECT "address", "bankName", "bankNo", "city", "contract", "country", "createdAt", "email", "id", "invoiceAddress", "invoiceEmail", "invoiceName", "invoiceType", "language", "logisticsName", "logisticsNo", "registerAddress", "registerPhone", "remark", "status", "taxNo", "tell", "totalCents", "verifyCodeId" FROM "SparePartOrder";
DROP TABLE "SparePartOrder";
ALTER TABLE "new_SparePartOrder" RENAME TO "SparePartOrder";
CREATE UNIQUE INDEX "SparePartOrder_verifyCodeId_key" ON "SparePartOrder"("verifyCodeId");
CREATE TABLE "new_SparePartOrderLine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" BIGINT NOT NULL,
    "skuId" INTEGER NOT NULL,
    "bom" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "num" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    CONSTRAINT "SparePartOrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "SparePartOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_SparePartOrderLine" ("bom", "id", "num", "orderId", "productName", "skuId", "unitPriceCents") SELECT "bom", "id", "num", "orderId", "productName", "skuId", "unitPriceCents" FROM "SparePartOrderLine";
DROP TABLE "SparePartOrderLine";
ALTER TABLE "new_SparePartOrderLine" RENAME TO "SparePartOrderLine";
CREATE INDEX "SparePartOrderLine_orderId_idx" ON "SparePartOrderLine"("orderId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "MailSent_recipientKey_sentAt_idx" ON "MailSent"("recipientKey", "sentAt");
