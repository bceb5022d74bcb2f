-- AlterTable
-- A column with a constant default is added in place (SQLite allows it), not
-- by copying the whole table as the generated migration did: the same schema,
-- without rewriting every order of a large database.
ALTER TABLE "RepairOrder" ADD COLUMN "waybill" TEXT NOT NULL DEFAULT '1';
