-- AlterTable
ALTER TABLE "RepairOrder" ADD COLUMN     "waybill" TEXT NOT NULL DEFAULT '1';
