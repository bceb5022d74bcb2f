-- @description Technical documents of every model without a search text, newest first: the key of every stride-th one, from which a page seeks, and the number of all of them (decision record 048)
-- @param {Int} $1:status
-- @param {Int} $2:docType
-- @param {Int} $3:stride
--
-- One pass over the (status, docType, createTime) index; run once per
-- catalogue version by each instance (lib/page-anchors.ts). The time is
-- answered as text, which reads back as the same timestamp.
SELECT "createdAt", "id", "total"
FROM (
  SELECT "createTime"::text AS "createdAt", "id",
         row_number() OVER (ORDER BY "createTime" DESC, "id" DESC) - 1 AS "position",
         (count(*) OVER ())::int AS "total"
  FROM "Document"
  WHERE "status" = $1 AND "docType" = $2
) AS ordered
WHERE "position" % $3::int = 0
ORDER BY "position"
