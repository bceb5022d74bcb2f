-- Indexed text search (decision record 014): trigram GIN indexes, which
-- PostgreSQL keeps up to date itself, serve the case-insensitive substring
-- search (lower(…) LIKE '%…%') over the accessories' names and BOM and the
-- documents' titles. The accessories' three columns share one index, on
-- their lower-case text joined by line feeds: one index scan per search
-- text, which the planner prefers to a scan far more readily than an OR of
-- three (the query checks each column again, so a match across a line feed
-- does not count). Letter case follows the database's UTF-8 ctype.
-- schema.prisma cannot declare these indexes (the SQLite provider refuses
-- GIN indexes), so the schema diff is told to leave them alone (see
-- src/schema-engine.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Material_search_trgm_idx" ON "Material"
    USING gin (lower("nameEN" || E'\n' || "namePL" || E'\n' || "bom") gin_trgm_ops);
CREATE INDEX "Document_title_trgm_idx" ON "Document" USING gin (lower("title") gin_trgm_ops);
