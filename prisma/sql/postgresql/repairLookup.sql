-- @description Repair orders a lookup keyword names exactly, newest first: their progress only
-- @param {String} $1:code the keyword in upper case, as an RMA or shipment number
-- @param {String} $2:exact the keyword as typed, as a return tracking number
-- @param {String} $3:sn? the keyword as a device IMEI or serial number; null for the missing-IMEI placeholder
-- @param {Int} $4:length
--
-- Every branch is an equality on an indexed column of the order; the
-- shipment's order id is a scalar subquery (an InitPlan, run once on the
-- shipment number's index), so that branch too is a search of the order's
-- key. PostgreSQL merges the branches (BitmapOr); a null compares equal to
-- nothing.
SELECT "status", "createTime", "receiveTime", "checkTime", "repairTime", "sendDateTime",
       "sendLogisticsTypeName", "sendLogisticsNo"
FROM "RepairOrder"
WHERE "rmaNumber" = $1
   OR "id" = (SELECT "orderId" FROM "Shipment" WHERE "shipmentNo" = $1)
   OR "sendLogisticsNo" = $2
   OR "applySn" = $3::text
ORDER BY "createTime" DESC, "id" DESC
LIMIT $4::int
