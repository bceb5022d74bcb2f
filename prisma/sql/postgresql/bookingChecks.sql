-- @description What a repair booking is checked against, in one read inside its transaction: whether its brand and product are listed, its contact's and network's open bookings (the caps), and the pick-list entries it names, one row each (one row of nulls when none is found)
-- @param {Int} $1:brandId
-- @param {Int} $2:productId
-- @param {Int} $3:listed the status of a listed brand, product or pick-list entry
-- @param {String} $4:emailKey
-- @param {String} $5:phoneKey
-- @param {String} $6:network the client network, or '' when none is counted
-- @param {DateTime} $7:since open bookings made after this count
-- @param {Int} $8:cancelled the status of a cancelled order, which does not count
-- @param {Int} $9:channelId
-- @param {Int} $10:exteriorId
-- @param $11:accessoryIds the accessory entries' ids
--
-- Entries are found by id alone (their key); the caller tells them apart by
-- their type.
SELECT
  EXISTS (SELECT 1 FROM "Brand" WHERE "id" = $1 AND "status" = $3) AS "brandListed",
  EXISTS (
    SELECT 1 FROM "Product" WHERE "id" = $2 AND "brandId" = $1 AND "status" = $3
  ) AS "productListed",
  (SELECT count(*)::int FROM "RepairOrder"
   WHERE "clientEmailKey" = $4 AND "createTime" > $7 AND "status" <> $8) AS "byEmail",
  (SELECT count(*)::int FROM "RepairOrder"
   WHERE "clientTellKey" = $5 AND "createTime" > $7 AND "status" <> $8) AS "byPhone",
  (SELECT count(*)::int FROM "RepairOrder"
   WHERE $6 <> '' AND "bookedFrom" = $6 AND "createTime" > $7 AND "status" <> $8) AS "byNetwork",
  d."id", d."typeId", d."name", d."names"
FROM (SELECT 1) AS "one"
LEFT JOIN "DictionaryEntry" d ON d."status" = $3 AND (
  d."id" IN ($9, $10) OR d."id" = ANY($11::int[])
)
ORDER BY d."id"
