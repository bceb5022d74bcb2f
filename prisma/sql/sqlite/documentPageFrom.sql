-- @description Technical documents of every model without a search text: one page, newest first, sought from a kept key (documentAnchors.sql) instead of skipped to from the start (decision record 048)
-- @param {Int} $1:status
-- @param {Int} $2:docType
-- @param {String} $3:createdAt the key's time, as stored
-- @param {String} $4:sameCreatedAt the same: SQLite's ? parameters are positional
-- @param {Int} $5:id the key's id, which orders documents of one time
-- @param {Int} $6:length
-- @param {Int} $7:skip rows from the key to the page, fewer than the anchors' stride
--
-- The (status, docType, createTime) index is entered at the key.
SELECT d."id", d."title", d."description", d."createTime", d."filepath", d."content", d."modelId",
       d."titles", d."descriptions"
FROM "Document" d
WHERE d."status" = ? AND d."docType" = ?
  AND d."createTime" <= ? AND (d."createTime" < ? OR d."id" <= ?)
ORDER BY d."createTime" DESC, d."id" DESC
LIMIT ? OFFSET ?
