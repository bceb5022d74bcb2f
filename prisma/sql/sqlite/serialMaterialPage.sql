-- @description Accessories of one serial without a search text: one page in catalogue order, each row carrying the number of all of them (decision record 045)
-- @param {Int} $1:status
-- @param {Int} $2:serialId
-- @param {Int} $3:sameStatus the status again: SQLite's ? parameters are positional
-- @param {Int} $4:sameSerialId the serial again
-- @param {Int} $5:length
-- @param {Int} $6:start
--
-- As materialPage.sql, on the (status, serialId, sortOrder) index.
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName",
       (SELECT count(*) FROM "Material" c WHERE c."status" = ? AND c."serialId" = ?) AS "total"
FROM "Material" m
JOIN "Serial" s ON s."id" = m."serialId"
WHERE m."status" = ? AND m."serialId" = ?
ORDER BY m."sortOrder", m."id"
LIMIT ? OFFSET ?
