-- @description Technical documents whose title holds a search text, ignoring letter case: one page, newest first, each row carrying the number of all matches (decision record 014)
-- @param {String} $1:text
-- @param {Int} $2:status
-- @param {Int} $3:docType
-- @param {Int} $4:modelId? the model serial, or null for documents of every model
-- @param {Int} $5:length
-- @param {Int} $6:start
--
-- As in materialSearch.sql: lower(…) LIKE with \, % and _ escaped, served by
-- the trigram GIN index on the lower-case title; the matches collected once,
-- then counted and sorted on their keys alone.
WITH "hit" AS MATERIALIZED (
  SELECT d."id", d."createTime"
  FROM "Document" d
  WHERE lower(d."title") LIKE '%' || replace(replace(replace(lower($1::text), '\', '\\'), '%', '\%'), '_', '\_') || '%'
    AND d."status" = $2 AND d."docType" = $3 AND ($4::int IS NULL OR d."modelId" = $4)
),
"page" AS (
  SELECT h."id", h."createTime", (count(*) OVER ())::int AS "total"
  FROM "hit" h
  ORDER BY h."createTime" DESC, h."id" DESC
  LIMIT $5::int OFFSET $6::int
)
SELECT d."id", d."title", d."description", d."createTime", d."filepath", d."content", d."modelId",
       p."total"
FROM "page" p
JOIN "Document" d ON d."id" = p."id"
ORDER BY p."createTime" DESC, p."id" DESC
