-- @description Accessories of every serial without a search text: one page in catalogue order, sought from a kept key (materialAnchors.sql) instead of skipped to from the start (decision record 048)
-- @param {Int} $1:status
-- @param {Int} $2:sortOrder the key's place in the catalogue order
-- @param {Int} $3:sameSortOrder the same: SQLite's ? parameters are positional
-- @param {Int} $4:id the key's id, which orders parts of one place
-- @param {Int} $5:length
-- @param {Int} $6:skip rows from the key to the page, fewer than the anchors' stride
--
-- The (status, sortOrder) index is entered at the key: the page costs the
-- same at the end of a large catalogue as at its start.
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName"
FROM "Material" m
JOIN "Serial" s ON s."id" = m."serialId"
WHERE m."status" = ? AND m."sortOrder" >= ? AND (m."sortOrder" > ? OR m."id" >= ?)
ORDER BY m."sortOrder", m."id"
LIMIT ? OFFSET ?
