-- @description Repair orders a lookup keyword names exactly, newest first: their progress only
-- @param {String} $1:code the keyword in upper case, as an RMA number
-- @param {String} $2:shipmentNo the keyword in upper case, as a shipment number
-- @param {String} $3:exact the keyword as typed, as a return tracking number
-- @param {String} $4:sn? the keyword as a device IMEI or serial number; null for the missing-IMEI placeholder
-- @param {Int} $5:length
--
-- Every branch is an equality on an indexed column of the order; the
-- shipment's order id is a scalar subquery, run once on the shipment number's
-- index, so that branch too is a search of the order's key (a join or
-- `IN (SELECT …)` through the shipment read every order). SQLite merges the
-- branches (MULTI-INDEX OR); a null compares equal to nothing.
SELECT "status", "createTime", "receiveTime", "checkTime", "repairTime", "sendDateTime",
       "sendLogisticsTypeName", "sendLogisticsNo"
FROM "RepairOrder"
WHERE "rmaNumber" = ?
   OR "id" = (SELECT "orderId" FROM "Shipment" WHERE "shipmentNo" = ?)
   OR "sendLogisticsNo" = ?
   OR "applySn" = ?
ORDER BY "createTime" DESC, "id" DESC
LIMIT ?
