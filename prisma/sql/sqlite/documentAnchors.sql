-- @description Technical documents of every model without a search text, newest first: the key of every stride-th one, from which a page seeks, and the number of all of them (decision record 048)
-- @param {Int} $1:status
-- @param {Int} $2:docType
-- @param {Int} $3:stride
--
-- One pass over the (status, docType, createTime) index's entries; run once
-- per catalogue version by each instance (lib/page-anchors.ts). The time is
-- answered as stored, text, so that a page compares it as it is stored.
SELECT "createdAt", "id", "total"
FROM (
  SELECT CAST("createTime" AS TEXT) AS "createdAt", "id",
         row_number() OVER (ORDER BY "createTime" DESC, "id" DESC) - 1 AS "position",
         count(*) OVER () AS "total"
  FROM "Document"
  WHERE "status" = ? AND "docType" = ?
)
WHERE "position" % ? = 0
ORDER BY "position"
