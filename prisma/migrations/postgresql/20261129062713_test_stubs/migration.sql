-- AlterTable
ALTER TABLE "TestControls" DROP COLUMN "faultsArmed",
ADD COLUMN     "stubsArmed" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "TestJournalEntry" ADD COLUMN     "answer" TEXT,
ADD COLUMN     "answeredBy" TEXT NOT NULL DEFAULT 'portal';

-- DropTable
DROP TABLE "TestFault";

-- CreateTable
CREATE TABLE "TestStub" (
    "id" SERIAL NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TestStub_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TestScenario" (
    "name" TEXT NOT NULL,
    "state" TEXT NOT NULL,

    CONSTRAINT "TestScenario_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "TestStub_method_priority_id_idx" ON "TestStub"("method", "priority", "id");
