-- @description Accessories whose English or Polish name or BOM holds a search text, ignoring letter case: one page in catalogue order, each row carrying the number of all matches (decision record 014)
-- @param {String} $1:phrases JSON array of the search texts of 3 or more characters, found through the trigram index
-- @param {String} $2:spellings JSON array of every letter-case spelling of the shorter texts, found by a scan
-- @param {Int} $3:status
-- @param {Int} $4:serialId? the model serial, or null for every serial
-- @param {Int} $5:length
-- @param {Int} $6:start
--
-- Each phrase becomes one FTS5 string ("…", inner quotes doubled), so *, ^,
-- NEAR, AND, OR and the like are plain text; the trigram tokenizer matches a
-- string anywhere in a column, with Unicode case folding. Strings shorter
-- than three characters have no trigram and match nothing, hence the
-- spellings, tried with instr() (which has no wildcards) on every row.
-- CROSS JOIN keeps the hits (and the spellings) in the outer loop.
WITH "hit"("id") AS (
  SELECT rowid FROM "MaterialSearch"
  WHERE "MaterialSearch" MATCH (
    SELECT coalesce(group_concat('"' || replace(p."value", '"', '""') || '"', ' OR '), '""')
    FROM json_each(?) p
  )
  UNION
  SELECT m."id" FROM json_each(?) s CROSS JOIN "Material" m
  WHERE instr(m."nameEN", s."value") > 0
     OR instr(m."namePL", s."value") > 0
     OR instr(m."bom", s."value") > 0
)
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName",
       count(*) OVER () AS "total"
FROM "hit" h
CROSS JOIN "Material" m ON m."id" = h."id"
JOIN "Serial" s ON s."id" = m."serialId"
WHERE m."status" = ? AND m."serialId" = coalesce(?, m."serialId")
ORDER BY m."sortOrder", m."id"
LIMIT ? OFFSET ?
