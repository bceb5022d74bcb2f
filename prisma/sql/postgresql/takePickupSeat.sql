-- @description Takes a seat of a courier slot in one statement: makes its count on the first booking, or adds one while seats are left; no row when the slot is full
-- @param {String} $1:pickupDate
-- @param {String} $2:pickupTimeFrom
-- @param {String} $3:pickupTimeTo
-- @param {Int} $4:capacity
--
-- Of two bookings at once, the second waits for the first's row lock and
-- checks the seats left against the count it committed.
INSERT INTO "PickupSlot" ("pickupDate", "pickupTimeFrom", "pickupTimeTo", "taken")
SELECT $1::text, $2::text, $3::text, 1
-- Never null here; lets the statement be described by running it with nulls.
WHERE $1::text IS NOT NULL
ON CONFLICT ("pickupDate", "pickupTimeFrom", "pickupTimeTo")
DO UPDATE SET "taken" = "PickupSlot"."taken" + 1 WHERE "PickupSlot"."taken" < $4
RETURNING "taken"
