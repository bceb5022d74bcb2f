-- DropIndex
DROP INDEX "RepairOrder_clientEmail_createTime_idx";

-- DropIndex
DROP INDEX "RepairOrder_clientTell_createTime_idx";

-- AlterTable
ALTER TABLE "RepairOrder" ADD COLUMN     "clientEmailKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "clientTellKey" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "RepairOrder_clientEmailKey_createTime_idx" ON "RepairOrder"("clientEmailKey", "createTime");

-- CreateIndex
CREATE INDEX "RepairOrder_clientTellKey_createTime_idx" ON "RepairOrder"("clientTellKey", "createTime");

-- The caps' keys of the orders booked before, as emailKey and phoneKey (packages/contracts,
-- contact.ts) make them: the e-mail trimmed in lower case, the phone's digits in
-- international form.
UPDATE "RepairOrder" SET
    "clientEmailKey" = lower(btrim("clientEmail")),
    "clientTellKey" = regexp_replace("clientTell", '[^0-9]', '', 'g');
UPDATE "RepairOrder" SET "clientTellKey" = CASE
    WHEN ltrim("clientTell") LIKE '+%' THEN '+' || "clientTellKey"
    WHEN "clientTellKey" LIKE '00%' THEN '+' || substr("clientTellKey", 3)
    WHEN length("clientTellKey") = 9 THEN '+48' || "clientTellKey"
    ELSE '+' || "clientTellKey"
END;
