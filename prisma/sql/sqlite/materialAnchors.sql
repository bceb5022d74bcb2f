-- @description The accessories of every serial in catalogue order without a search text: the key of every stride-th one, from which a page seeks, and the number of all of them (decision record 048)
-- @param {Int} $1:status
-- @param {Int} $2:stride
--
-- One pass over the (status, sortOrder) index's entries, never a row; run
-- once per catalogue version by each instance (lib/page-anchors.ts).
SELECT "sortOrder", "id", "total"
FROM (
  SELECT "sortOrder", "id",
         row_number() OVER (ORDER BY "sortOrder", "id") - 1 AS "position",
         count(*) OVER () AS "total"
  FROM "Material"
  WHERE "status" = ?
)
WHERE "position" % ? = 0
ORDER BY "position"
