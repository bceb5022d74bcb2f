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
    "bookedFrom" TEXT NOT NULL DEFAULT '',
    "clientEmailKey" TEXT NOT NULL DEFAULT '',
    "clientTellKey" TEXT NOT NULL DEFAULT '',
    "accessToken" TEXT,
    "quoteAnswer" TEXT,
    "quoteAnsweredAt" DATETIME
);
INSERT INTO "new_RepairOrder" ("accessToken", "address", "afterSalesType", "applyAppearance", "applyAppearanceId", "applySn", "bookedFrom", "checkTime", "clientAddress", "clientCity", "clientEmail", "clientHouseNumber", "clientName", "clientPostalCode", "clientStreet", "clientTell", "createTime", "faultDescribe", "id", "language", "operator", "orderType", "pickupDate", "productId", "quoteAnswer", "quoteAnsweredAt", "receiveTime", "remark", "repairTime", "rmaNumber", "sendDateTime", "sendLogisticsNo", "sendLogisticsTypeName", "sourceChannelId", "sourceChannelName", "status", "userId", "warrantyStatus") SELECT "accessToken", "address", "afterSalesType", "applyAppearance", "applyAppearanceId", "applySn", "bookedFrom", "checkTime", "clientAddress", "clientCity", "clientEmail", "clientHouseNumber", "clientName", "clientPostalCode", "clientStreet", "clientTell", "createTime", "faultDescribe", "id", "language", "operator", "orderType", "pickupDate", "productId", "quoteAnswer", "quoteAnsweredAt", "receiveTime", "remark", "repairTime", "rmaNumber", "sendDateTime", "sendLogisticsNo", "sendLogisticsTypeName", "sourceChannelId", "sourceChannelName", "status", "userId", "warrantyStatus" FROM "RepairOrder";
DROP TABLE "RepairOrder";
ALTER TABLE "new_RepairOrder" RENAME TO "RepairOrder";
CREATE UNIQUE INDEX "RepairOrder_rmaNumber_key" ON "RepairOrder"("rmaNumber");
CREATE UNIQUE INDEX "RepairOrder_accessToken_key" ON "RepairOrder"("accessToken");
CREATE INDEX "RepairOrder_applySn_idx" ON "RepairOrder"("applySn");
CREATE INDEX "RepairOrder_sendLogisticsNo_idx" ON "RepairOrder"("sendLogisticsNo");
CREATE INDEX "RepairOrder_clientEmailKey_createTime_idx" ON "RepairOrder"("clientEmailKey", "createTime");
CREATE INDEX "RepairOrder_clientTellKey_createTime_idx" ON "RepairOrder"("clientTellKey", "createTime");
CREATE INDEX "RepairOrder_bookedFrom_createTime_idx" ON "RepairOrder"("bookedFrom", "createTime");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- The caps' keys of the orders booked before, as emailKey and phoneKey (packages/contracts,
-- contact.ts) make them: the e-mail trimmed in lower case (addresses are ASCII), the phone
-- without its spaces, hyphens and + (the separators its rule lets through), then in
-- international form.
UPDATE "RepairOrder" SET
    "clientEmailKey" = lower(trim("clientEmail")),
    "clientTellKey" = replace(replace(replace(replace(trim("clientTell"), ' ', ''), '-', ''), '+', ''), char(160), '');
UPDATE "RepairOrder" SET "clientTellKey" = CASE
    WHEN ltrim("clientTell") LIKE '+%' THEN '+' || "clientTellKey"
    WHEN "clientTellKey" LIKE '00%' THEN '+' || substr("clientTellKey", 3)
    WHEN length("clientTellKey") = 9 THEN '+48' || "clientTellKey"
    ELSE '+' || "clientTellKey"
END;
