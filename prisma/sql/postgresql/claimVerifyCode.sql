-- @description Uses a verification code up, whatever answer comes with it, in one statement: the hash of its answer and the answers' key (null before the first code was issued) when this call used it; no row when it was used already, has expired or does not exist
-- @param {DateTime} $1:now
-- @param {String} $2:id
-- @param {String} $3:secretName
UPDATE "VerifyCode" SET "usedAt" = $1
WHERE "id" = $2 AND "usedAt" IS NULL AND "expiresAt" > $1
RETURNING "answerHash", (SELECT "value" FROM "ServerSecret" WHERE "name" = $3) AS "secret"
