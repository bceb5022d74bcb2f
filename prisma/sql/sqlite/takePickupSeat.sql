-- @description Takes a seat of a courier slot in one statement: makes its count on the first booking, or adds one while seats are left; no row when the slot is full
-- @param {String} $1:pickupDate
-- @param {String} $2:pickupTimeFrom
-- @param {String} $3:pickupTimeTo
-- @param {Int} $4:capacity
--
-- One writer at a time (BEGIN IMMEDIATE): the count read is the count written.
INSERT INTO "PickupSlot" ("pickupDate", "pickupTimeFrom", "pickupTimeTo", "taken")
VALUES (?, ?, ?, 1)
ON CONFLICT ("pickupDate", "pickupTimeFrom", "pickupTimeTo")
DO UPDATE SET "taken" = "taken" + 1 WHERE "taken" < ?
RETURNING "taken"
