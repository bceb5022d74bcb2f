-- @description Accessories of every serial without a search text: one page in catalogue order, each row carrying the number of all of them (decision record 045)
-- @param {Int} $1:status
-- @param {Int} $2:sameStatus the status again: SQLite's ? parameters are positional
-- @param {Int} $3:length
-- @param {Int} $4:start
--
-- The page follows the (status, sortOrder) index; the count is a subquery
-- of its own, run once, that reads only that index's entries, never a row.
-- A serial is its own query (serialMaterialPage.sql) with its own index:
-- SQLite does not narrow `? IS NULL OR …` to the bound values.
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName",
       (SELECT count(*) FROM "Material" c WHERE c."status" = ?) AS "total"
FROM "Material" m
JOIN "Serial" s ON s."id" = m."serialId"
WHERE m."status" = ?
ORDER BY m."sortOrder", m."id"
LIMIT ? OFFSET ?
