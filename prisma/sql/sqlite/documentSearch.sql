-- @description Technical documents whose title holds a search text, ignoring letter case: one page, newest first, with the title and description per language, each row carrying the number of all matches (decision record 014)
-- @param {String} $1:phrases JSON array of the search texts of 3 or more characters, found through the trigram index
-- @param {String} $2:spellings JSON array of every letter-case spelling of the shorter texts, looked for on every row
-- @param {Int} $3:status
-- @param {Int} $4:docType
-- @param {Int} $5:modelId? the model serial, or null for documents of every model
-- @param {Int} $6:length
-- @param {Int} $7:start
--
-- As in materialSearch.sql: one FTS5 string per phrase, LIKE for the
-- spellings of texts too short for a trigram, the matches counted and sorted
-- on their keys alone. `IS` keeps documents without a model when no model is
-- asked for.
WITH "hit"("id") AS (
  SELECT rowid FROM "DocumentSearch"
  WHERE "DocumentSearch" MATCH (
    SELECT coalesce(group_concat('"' || replace(p."value", '"', '""') || '"', ' OR '), '""')
    FROM json_each(?) p
  )
  UNION
  SELECT d."id"
  FROM (
    SELECT DISTINCT '%' || replace(replace(replace(lower(s."value"), '\', '\\'), '%', '\%'), '_', '\_') || '%' AS "pattern"
    FROM json_each(?) s
  ) s
  CROSS JOIN "Document" d
  WHERE d."title" LIKE s."pattern" ESCAPE '\'
),
"page" AS (
  SELECT d."id", d."createTime", count(*) OVER () AS "total"
  FROM "hit" h
  CROSS JOIN "Document" d ON d."id" = h."id"
  WHERE d."status" = ? AND d."docType" = ? AND d."modelId" IS coalesce(?, d."modelId")
  ORDER BY d."createTime" DESC, d."id" DESC
  LIMIT ? OFFSET ?
)
SELECT d."id", d."title", d."description", d."createTime", d."filepath", d."content", d."modelId",
       d."titles", d."descriptions", p."total"
FROM "page" p
CROSS JOIN "Document" d ON d."id" = p."id"
ORDER BY p."createTime" DESC, p."id" DESC
