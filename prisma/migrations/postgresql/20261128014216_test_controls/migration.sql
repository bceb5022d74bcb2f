-- CreateTable
CREATE TABLE "TestClock" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "fixedNow" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TestClock_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TestFault" (
    "id" SERIAL NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "remaining" INTEGER NOT NULL,
    "status" INTEGER,
    "result" INTEGER,
    "errorCode" INTEGER,
    "errorMsg" TEXT,
    "delayMs" INTEGER NOT NULL DEFAULT 0,
    "drop" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TestFault_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TestJournalEntry" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "body" TEXT,
    "status" INTEGER NOT NULL,
    "result" INTEGER,
    "errorCode" INTEGER,

    CONSTRAINT "TestJournalEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TestSnapshot" (
    "name" TEXT NOT NULL,
    "rows" BYTEA NOT NULL,

    CONSTRAINT "TestSnapshot_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "TestFault_method_path_remaining_idx" ON "TestFault"("method", "path", "remaining");

-- CreateIndex
CREATE INDEX "TestJournalEntry_path_method_idx" ON "TestJournalEntry"("path", "method");

-- CreateIndex
CREATE INDEX "TestJournalEntry_at_idx" ON "TestJournalEntry"("at");
