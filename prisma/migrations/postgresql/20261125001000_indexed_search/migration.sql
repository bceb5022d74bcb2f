-- Indexed text search (decision record 014): trigram GIN indexes, which
-- PostgreSQL keeps up to date itself, serve the case-insensitive substring
-- search (ILIKE '%…%') over the accessories' names and BOM and the
-- documents' titles. schema.prisma cannot declare them (the SQLite provider
-- refuses GIN indexes), so the schema diff is told to leave them alone
-- (see src/schema-engine.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Material_nameEN_trgm_idx" ON "Material" USING gin ("nameEN" gin_trgm_ops);
CREATE INDEX "Material_namePL_trgm_idx" ON "Material" USING gin ("namePL" gin_trgm_ops);
CREATE INDEX "Material_bom_trgm_idx" ON "Material" USING gin ("bom" gin_trgm_ops);
CREATE INDEX "Document_title_trgm_idx" ON "Document" USING gin ("title" gin_trgm_ops);
