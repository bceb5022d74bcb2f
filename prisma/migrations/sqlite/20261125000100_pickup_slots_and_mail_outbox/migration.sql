-- CreateTable
CREATE TABLE "MailRecipient" (
    "recipientKey" TEXT NOT NULL PRIMARY KEY,
    "checkedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PickupSlot" (
    "pickupDate" TEXT NOT NULL,
    "pickupTimeFrom" TEXT NOT NULL,
    "pickupTimeTo" TEXT NOT NULL,
    "taken" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("pickupDate", "pickupTimeFrom", "pickupTimeTo")
);

-- CreateTable
CREATE TABLE "MailOutbox" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "ref" BIGINT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL,
    "claimedBy" TEXT,
    "claimedUntil" DATETIME,
    "sentAt" DATETIME,
    "lastError" TEXT
);

-- CreateIndex
CREATE INDEX "MailOutbox_status_nextAttemptAt_idx" ON "MailOutbox"("status", "nextAttemptAt");

-- The seats taken by the reservations already made.
INSERT INTO "PickupSlot" ("pickupDate", "pickupTimeFrom", "pickupTimeTo", "taken")
SELECT "pickupDate", "pickupTimeFrom", "pickupTimeTo", COUNT(*)
FROM "Reservation"
WHERE "status" = 'active'
GROUP BY "pickupDate", "pickupTimeFrom", "pickupTimeTo";
