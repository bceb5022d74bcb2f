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
-- @param {String} $11:accessoryIds JSON array of the accessory entries' ids
--
-- The parameters are named once, in order, in "p". Entries are found by id
-- alone (their key); the caller tells them apart by their type.
WITH "p" AS (
  SELECT ? AS "brandId", ? AS "productId", ? AS "listed", ? AS "emailKey", ? AS "phoneKey",
         ? AS "network", ? AS "since", ? AS "cancelled", ? AS "channelId", ? AS "exteriorId",
         ? AS "accessoryIds"
)
SELECT
  EXISTS (
    SELECT 1 FROM "Brand" b, "p" WHERE b."id" = p."brandId" AND b."status" = p."listed"
  ) AS "brandListed",
  EXISTS (
    SELECT 1 FROM "Product" r, "p"
    WHERE r."id" = p."productId" AND r."brandId" = p."brandId" AND r."status" = p."listed"
  ) AS "productListed",
  (SELECT count(*) FROM "RepairOrder" o, "p"
   WHERE o."clientEmailKey" = p."emailKey" AND o."createTime" > p."since"
     AND o."status" <> p."cancelled") AS "byEmail",
  (SELECT count(*) FROM "RepairOrder" o, "p"
   WHERE o."clientTellKey" = p."phoneKey" AND o."createTime" > p."since"
     AND o."status" <> p."cancelled") AS "byPhone",
  (SELECT count(*) FROM "RepairOrder" o, "p"
   WHERE p."network" <> '' AND o."bookedFrom" = p."network" AND o."createTime" > p."since"
     AND o."status" <> p."cancelled") AS "byNetwork",
  d."id", d."typeId", d."name", d."names"
FROM "p"
LEFT JOIN "DictionaryEntry" d ON d."status" = p."listed" AND (
  d."id" IN (p."channelId", p."exteriorId") OR d."id" IN (SELECT "value" FROM json_each(p."accessoryIds"))
)
ORDER BY d."id"
