-- @description Takes a transaction-scoped advisory lock per key in one statement, in sorted order so that two transactions cannot wait on each other in a cycle (as lockKeys in locks.ts, one key a statement)
-- @param $1:keys
SELECT count(*)::int AS "locked"
FROM (
  SELECT pg_advisory_xact_lock(hashtextextended("key", 0))
  FROM (SELECT DISTINCT unnest($1::text[]) AS "key" ORDER BY 1) AS "sorted"
) AS "held"
