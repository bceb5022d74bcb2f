-- CreateTable
CREATE TABLE "MailRecipient" (
    "recipientKey" TEXT NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailRecipient_pkey" PRIMARY KEY ("recipientKey")
);

-- CreateTable
CREATE TABLE "PickupSlot" (
    "pickupDate" TEXT NOT NULL,
    "pickupTimeFrom" TEXT NOT NULL,
    "pickupTimeTo" TEXT NOT NULL,
    "taken" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PickupSlot_pkey" PRIMARY KEY ("pickupDate","pickupTimeFrom","pickupTimeTo")
);

-- CreateTable
CREATE TABLE "MailOutbox" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "ref" BIGINT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "claimedBy" TEXT,
    "claimedUntil" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "lastError" TEXT,

    CONSTRAINT "MailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MailOutbox_status_nextAttemptAt_idx" ON "MailOutbox"("status", "nextAttemptAt");

-- The seats taken by the reservations already made.
INSERT INTO "PickupSlot" ("pickupDate", "pickupTimeFrom", "pickupTimeTo", "taken")
SELECT "pickupDate", "pickupTimeFrom", "pickupTimeTo", COUNT(*)
FROM "Reservation"
WHERE "status" = 'active'
GROUP BY "pickupDate", "pickupTimeFrom", "pickupTimeTo";
