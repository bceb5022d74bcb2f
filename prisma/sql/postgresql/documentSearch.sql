-- @description Technical documents whose title holds a search text, ignoring letter case: one page, newest first, with the title and description per language, each row carrying the number of all matches (decision record 014)
-- @param {String} $1:text? the search text if it has 3 or more characters, found through the trigram index; null otherwise
-- @param $2:spellings every letter-case spelling of a shorter text, looked for on every row
-- @param {Int} $3:status
-- @param {Int} $4:docType
-- @param {Int} $5:modelId? the model serial, or null for documents of every model
-- @param {Int} $6:length
-- @param {Int} $7:start
--
-- As in materialSearch.sql: lower(…) LIKE with \, % and _ escaped, served by
-- the trigram GIN index on the lower-case title, or LIKE with the spellings
-- of a shorter text on every row; the matches collected once, then counted
-- and sorted on their keys alone.
WITH "hit" AS MATERIALIZED (
  SELECT d."id", d."createTime"
  FROM "Document" d
  WHERE (
      $1::text IS NOT NULL
      AND lower(d."title") LIKE '%' || replace(replace(replace(lower($1::text), '\', '\\'), '%', '\%'), '_', '\_') || '%'
    OR cardinality($2::text[]) > 0
      AND d."title" LIKE ANY (ARRAY(
        SELECT '%' || replace(replace(replace(s, '\', '\\'), '%', '\%'), '_', '\_') || '%'
        FROM unnest($2::text[]) s
      ))
    )
    AND d."status" = $3 AND d."docType" = $4 AND ($5::int IS NULL OR d."modelId" = $5)
),
"page" AS (
  SELECT h."id", h."createTime", (count(*) OVER ())::int AS "total"
  FROM "hit" h
  ORDER BY h."createTime" DESC, h."id" DESC
  LIMIT $6::int OFFSET $7::bigint
)
SELECT d."id", d."title", d."description", d."createTime", d."filepath", d."content", d."modelId",
       d."titles", d."descriptions", p."total"
FROM "page" p
JOIN "Document" d ON d."id" = p."id"
ORDER BY p."createTime" DESC, p."id" DESC
