-- @description Accessories of every serial without a search text: one page in catalogue order, each row carrying the number of all of them (decision record 045)
-- @param {Int} $1:status
-- @param {Int} $2:length
-- @param {Int} $3:start
--
-- The page follows the (status, sortOrder) index; the count is a subquery
-- of its own, run once, that reads only that index (an index-only scan),
-- where count(*) OVER () would read every matching row. A serial is its own
-- query (serialMaterialPage.sql) with its own index, which a generic plan
-- of `$2 IS NULL OR …` would not pick.
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName",
       (SELECT count(*) FROM "Material" c WHERE c."status" = $1)::int AS "total"
FROM "Material" m
JOIN "Serial" s ON s."id" = m."serialId"
WHERE m."status" = $1
ORDER BY m."sortOrder", m."id"
LIMIT $2::int OFFSET $3::bigint
