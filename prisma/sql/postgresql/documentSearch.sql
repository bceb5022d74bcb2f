-- @description Technical documents whose title holds a search text, ignoring letter case: one page, newest first, each row carrying the number of all matches (decision record 014)
-- @param {String} $1:text
-- @param {Int} $2:status
-- @param {Int} $3:docType
-- @param {Int} $4:modelId? the model serial, or null for documents of every model
-- @param {Int} $5:length
-- @param {Int} $6:start
--
-- As in materialSearch.sql: ILIKE with \, % and _ escaped, served by the
-- trigram GIN index on the title.
SELECT d."id", d."title", d."description", d."createTime", d."filepath", d."content", d."modelId",
       (count(*) OVER ())::int AS "total"
FROM "Document" d
WHERE d."title" ILIKE '%' || replace(replace(replace($1::text, '\', '\\'), '%', '\%'), '_', '\_') || '%'
  AND d."status" = $2 AND d."docType" = $3 AND ($4::int IS NULL OR d."modelId" = $4)
ORDER BY d."createTime" DESC, d."id" DESC
LIMIT $5::int OFFSET $6::int
