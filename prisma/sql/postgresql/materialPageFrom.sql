-- @description Accessories of every serial without a search text: one page in catalogue order, sought from a kept key (materialAnchors.sql) instead of skipped to from the start (decision record 048)
-- @param {Int} $1:status
-- @param {Int} $2:sortOrder the key's place in the catalogue order
-- @param {Int} $3:id the key's id, which orders parts of one place
-- @param {Int} $4:length
-- @param {Int} $5:skip rows from the key to the page, fewer than the anchors' stride
--
-- The (status, sortOrder) index is entered at the key: the page costs the
-- same at the end of a large catalogue as at its start.
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName"
FROM "Material" m
JOIN "Serial" s ON s."id" = m."serialId"
WHERE m."status" = $1 AND m."sortOrder" >= $2 AND (m."sortOrder" > $2 OR m."id" >= $3)
ORDER BY m."sortOrder", m."id"
LIMIT $4::int OFFSET $5::int
