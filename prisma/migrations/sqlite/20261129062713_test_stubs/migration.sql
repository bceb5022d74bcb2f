-- DropIndex
DROP INDEX "TestFault_method_path_remaining_idx";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "TestFault";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "TestStub" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "method" TEXT NOT NULL,
    "priority" INTEGER NOT NULL,
    "request" TEXT NOT NULL,
    "response" TEXT NOT NULL,
    "times" INTEGER,
    "remaining" INTEGER,
    "scenario" TEXT,
    "requiredState" TEXT,
    "newState" TEXT,
    "source" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "TestScenario" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "state" TEXT NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_TestControls" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "fixedNow" DATETIME,
    "stubsArmed" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_TestControls" ("fixedNow", "id") SELECT "fixedNow", "id" FROM "TestControls";
DROP TABLE "TestControls";
ALTER TABLE "new_TestControls" RENAME TO "TestControls";
CREATE TABLE "new_TestJournalEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "body" TEXT,
    "status" INTEGER NOT NULL,
    "result" INTEGER,
    "errorCode" INTEGER,
    "answeredBy" TEXT NOT NULL DEFAULT 'portal',
    "answer" TEXT
);
INSERT INTO "new_TestJournalEntry" ("at", "body", "errorCode", "id", "method", "path", "query", "result", "status") SELECT "at", "body", "errorCode", "id", "method", "path", "query", "result", "status" FROM "TestJournalEntry";
DROP TABLE "TestJournalEntry";
ALTER TABLE "new_TestJournalEntry" RENAME TO "TestJournalEntry";
CREATE INDEX "TestJournalEntry_path_method_idx" ON "TestJournalEntry"("path", "method");
CREATE INDEX "TestJournalEntry_at_idx" ON "TestJournalEntry"("at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "TestStub_method_priority_id_idx" ON "TestStub"("method", "priority", "id");
