-- @description Accessories whose English or Polish name or BOM holds a search text, ignoring letter case: one page in catalogue order, each row carrying the number of all matches (decision record 014)
-- @param {String} $1:phrases JSON array of the search texts of 3 or more characters, found through the trigram index
-- @param {String} $2:spellings JSON array of every letter-case spelling of the shorter texts, looked for on every row
-- @param {Int} $3:status
-- @param {Int} $4:serialId? the model serial, or null for every serial
-- @param {Int} $5:length
-- @param {Int} $6:start
--
-- Each phrase becomes one FTS5 string ("…", inner quotes doubled), so *, ^,
-- NEAR, AND, OR and the like are plain text; the trigram tokenizer matches a
-- string anywhere in a column, with Unicode case folding. Texts shorter than
-- three characters have no trigram and match nothing there: their spellings
-- are looked for with LIKE (\, % and _ escaped) on every row, one scan per
-- spelling left once LIKE's own folding of ASCII letters is taken out by
-- lower(). CROSS JOIN keeps the hits (and the spellings) in the outer loop.
-- The matches are counted and sorted on their ids and sort keys alone; only
-- the page's rows are read whole.
WITH "hit"("id") AS (
  SELECT rowid FROM "MaterialSearch"
  WHERE "MaterialSearch" MATCH (
    SELECT coalesce(group_concat('"' || replace(p."value", '"', '""') || '"', ' OR '), '""')
    FROM json_each(?) p
  )
  UNION
  SELECT m."id"
  FROM (
    SELECT DISTINCT '%' || replace(replace(replace(lower(s."value"), '\', '\\'), '%', '\%'), '_', '\_') || '%' AS "pattern"
    FROM json_each(?) s
  ) s
  CROSS JOIN "Material" m
  WHERE m."nameEN" LIKE s."pattern" ESCAPE '\'
     OR m."namePL" LIKE s."pattern" ESCAPE '\'
     OR m."bom" LIKE s."pattern" ESCAPE '\'
),
"page" AS (
  SELECT m."id", m."sortOrder", count(*) OVER () AS "total"
  FROM "hit" h
  CROSS JOIN "Material" m ON m."id" = h."id"
  WHERE m."status" = ? AND m."serialId" = coalesce(?, m."serialId")
  ORDER BY m."sortOrder", m."id"
  LIMIT ? OFFSET ?
)
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName", p."total"
FROM "page" p
CROSS JOIN "Material" m ON m."id" = p."id"
JOIN "Serial" s ON s."id" = m."serialId"
ORDER BY p."sortOrder", p."id"
