-- Translations of the demo data's labels (decision record 021): JSON text per
-- row, one text per language. Written as ADD COLUMN rather than Prisma's
-- table redefinition, which would drop "Document" and with it the triggers
-- that keep its search index ("DocumentSearch", migration indexed_search) in
-- step. The resulting tables are the same.
ALTER TABLE "Announcement" ADD COLUMN "titles" TEXT NOT NULL DEFAULT '{}';
ALTER TABLE "DictionaryEntry" ADD COLUMN "names" TEXT NOT NULL DEFAULT '{}';
ALTER TABLE "Document" ADD COLUMN "titles" TEXT NOT NULL DEFAULT '{}';
ALTER TABLE "Document" ADD COLUMN "descriptions" TEXT NOT NULL DEFAULT '{}';
