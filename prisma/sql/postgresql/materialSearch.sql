-- @description Accessories whose English or Polish name or BOM holds a search text, ignoring letter case: one page in catalogue order, each row carrying the number of all matches (decision record 014)
-- @param {String} $1:text
-- @param {String} $2:otherText a second text, found as well (the first one again when there is one)
-- @param {Int} $3:status
-- @param {Int} $4:serialId? the model serial, or null for every serial
-- @param {Int} $5:length
-- @param {Int} $6:start
--
-- ILIKE '%…%' with \, % and _ escaped, so they are plain text. The trigram
-- GIN indexes on the three columns serve it (a bitmap OR of index scans);
-- texts shorter than three characters have no trigram and are found by a
-- scan. Letter case is folded by the database's UTF-8 ctype.
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName",
       (count(*) OVER ())::int AS "total"
FROM "Material" m
JOIN "Serial" s ON s."id" = m."serialId"
CROSS JOIN (
  SELECT '%' || replace(replace(replace($1::text, '\', '\\'), '%', '\%'), '_', '\_') || '%' AS "one",
         '%' || replace(replace(replace($2::text, '\', '\\'), '%', '\%'), '_', '\_') || '%' AS "other"
) p
WHERE (m."nameEN" ILIKE p."one" OR m."namePL" ILIKE p."one" OR m."bom" ILIKE p."one"
    OR m."nameEN" ILIKE p."other" OR m."namePL" ILIKE p."other" OR m."bom" ILIKE p."other")
  AND m."status" = $3 AND ($4::int IS NULL OR m."serialId" = $4)
ORDER BY m."sortOrder", m."id"
LIMIT $5::int OFFSET $6::int
