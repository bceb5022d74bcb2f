-- CreateTable
CREATE TABLE "TestClock" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "fixedNow" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "TestFault" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "remaining" INTEGER NOT NULL,
    "status" INTEGER,
    "result" INTEGER,
    "errorCode" INTEGER,
    "errorMsg" TEXT,
    "delayMs" INTEGER NOT NULL DEFAULT 0,
    "drop" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "TestJournalEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "body" TEXT,
    "status" INTEGER NOT NULL,
    "result" INTEGER,
    "errorCode" INTEGER
);

-- CreateTable
CREATE TABLE "TestSnapshot" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "rows" BLOB NOT NULL
);

-- CreateIndex
CREATE INDEX "TestFault_method_path_remaining_idx" ON "TestFault"("method", "path", "remaining");

-- CreateIndex
CREATE INDEX "TestJournalEntry_path_method_idx" ON "TestJournalEntry"("path", "method");

-- CreateIndex
CREATE INDEX "TestJournalEntry_at_idx" ON "TestJournalEntry"("at");
