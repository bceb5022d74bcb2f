-- CreateTable
CREATE TABLE "Brand" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userName" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "agreementPl" TEXT,
    "agreementEn" TEXT,
    "agreementZh" TEXT
);

-- CreateTable
CREATE TABLE "Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productName" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "category" TEXT NOT NULL DEFAULT '2',
    "brandId" INTEGER NOT NULL,
    CONSTRAINT "Product_brandId_fkey" FOREIGN KEY ("brandId") REFERENCES "Brand" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Serial" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "enName" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "Material" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "bom" TEXT NOT NULL,
    "nameEN" TEXT NOT NULL,
    "namePL" TEXT NOT NULL,
    "priceCents" INTEGER,
    "imageFiles" TEXT NOT NULL DEFAULT '',
    "status" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "serialId" INTEGER NOT NULL,
    CONSTRAINT "Material_serialId_fkey" FOREIGN KEY ("serialId") REFERENCES "Serial" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Document" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "createTime" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "filepath" TEXT,
    "content" TEXT NOT NULL DEFAULT '{}',
    "status" INTEGER NOT NULL DEFAULT 2,
    "docType" INTEGER NOT NULL DEFAULT 1,
    "modelId" INTEGER,
    CONSTRAINT "Document_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "Serial" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Announcement" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "DictionaryEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "typeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "RepairOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "sendLogisticsNo" TEXT
);

-- CreateTable
CREATE TABLE "RepairOrderAccessory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "accessoriesId" INTEGER NOT NULL,
    "accessoriesName" TEXT NOT NULL,
    CONSTRAINT "RepairOrderAccessory_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "RepairOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Shipment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shipmentNo" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "orderId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Shipment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "RepairOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Reservation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shipmentId" INTEGER NOT NULL,
    "pickupDate" TEXT NOT NULL,
    "pickupTimeFrom" TEXT NOT NULL,
    "pickupTimeTo" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Reservation_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SparePartOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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

-- CreateTable
CREATE TABLE "SparePartOrderLine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "bom" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "num" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    CONSTRAINT "SparePartOrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "SparePartOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VerifyCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "answerHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Brand_status_userName_idx" ON "Brand"("status", "userName");

-- CreateIndex
CREATE INDEX "Product_brandId_status_category_idx" ON "Product"("brandId", "status", "category");

-- CreateIndex
CREATE INDEX "Serial_status_sortOrder_idx" ON "Serial"("status", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "Material_bom_key" ON "Material"("bom");

-- CreateIndex
CREATE INDEX "Material_status_serialId_sortOrder_idx" ON "Material"("status", "serialId", "sortOrder");

-- CreateIndex
CREATE INDEX "Document_status_docType_modelId_createTime_idx" ON "Document"("status", "docType", "modelId", "createTime");

-- CreateIndex
CREATE INDEX "DictionaryEntry_typeId_status_sortOrder_idx" ON "DictionaryEntry"("typeId", "status", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "RepairOrder_rmaNumber_key" ON "RepairOrder"("rmaNumber");

-- CreateIndex
CREATE INDEX "RepairOrder_applySn_idx" ON "RepairOrder"("applySn");

-- CreateIndex
CREATE INDEX "RepairOrder_sendLogisticsNo_idx" ON "RepairOrder"("sendLogisticsNo");

-- CreateIndex
CREATE INDEX "RepairOrderAccessory_orderId_idx" ON "RepairOrderAccessory"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Shipment_shipmentNo_key" ON "Shipment"("shipmentNo");

-- CreateIndex
CREATE UNIQUE INDEX "Shipment_orderId_key" ON "Shipment"("orderId");

-- CreateIndex
CREATE INDEX "Reservation_pickupDate_pickupTimeFrom_status_idx" ON "Reservation"("pickupDate", "pickupTimeFrom", "status");

-- CreateIndex
CREATE INDEX "Reservation_shipmentId_status_idx" ON "Reservation"("shipmentId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "SparePartOrder_verifyCodeId_key" ON "SparePartOrder"("verifyCodeId");

-- CreateIndex
CREATE INDEX "SparePartOrderLine_orderId_idx" ON "SparePartOrderLine"("orderId");

-- CreateIndex
CREATE INDEX "VerifyCode_expiresAt_idx" ON "VerifyCode"("expiresAt");
