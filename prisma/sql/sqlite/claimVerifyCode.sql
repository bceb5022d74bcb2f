-- @description Uses a verification code up, whatever answer comes with it, in one statement: the hash of its answer and the answers' key (null before the first code was issued) when this call used it; no row when it was used already, has expired or does not exist
-- @param {DateTime} $1:usedAt
-- @param {String} $2:id
-- @param {DateTime} $3:now
-- @param {String} $4:secretName
UPDATE "VerifyCode" SET "usedAt" = ?
WHERE "id" = ? AND "usedAt" IS NULL AND "expiresAt" > ?
RETURNING "answerHash", (SELECT "value" FROM "ServerSecret" WHERE "name" = ?) AS "secret"
