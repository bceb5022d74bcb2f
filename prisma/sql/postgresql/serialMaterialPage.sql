-- @description Accessories of one serial without a search text: one page in catalogue order, each row carrying the number of all of them (decision record 045)
-- @param {Int} $1:status
-- @param {Int} $2:serialId
-- @param {Int} $3:length
-- @param {Int} $4:start
--
-- As materialPage.sql, on the (status, serialId, sortOrder) index.
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName",
       (SELECT count(*) FROM "Material" c WHERE c."status" = $1 AND c."serialId" = $2)::int AS "total"
FROM "Material" m
JOIN "Serial" s ON s."id" = m."serialId"
WHERE m."status" = $1 AND m."serialId" = $2
ORDER BY m."sortOrder", m."id"
LIMIT $3::int OFFSET $4::bigint
