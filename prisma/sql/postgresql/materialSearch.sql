-- @description Accessories whose English or Polish name or BOM holds a search text, ignoring letter case: one page in catalogue order, each row carrying the number of all matches (decision record 014)
-- @param {String} $1:text
-- @param {String} $2:otherText? a second text, found as well; null for none
-- @param {Int} $3:status
-- @param {Int} $4:serialId? the model serial, or null for every serial
-- @param {Int} $5:length
-- @param {Int} $6:start
--
-- lower(…) LIKE '%…%' with \, % and _ escaped, so they are plain text, on
-- the three columns' lower-case text joined by line feeds, which the trigram
-- GIN index covers. Only a text holding a line feed could match across two
-- columns: then each column is checked on its own as well. Both that test
-- and a null otherText are settled when the statement is planned, leaving
-- one index condition per text. Texts shorter than three characters have no
-- trigram and are looked for on every row.
--
-- The matches are collected once (MATERIALIZED: planned for all of them, as
-- the count needs them all, not for the first page's rows in sortOrder),
-- then counted and sorted on their ids and sort keys alone; only the page's
-- rows are read whole.
WITH "pattern" AS (
  SELECT '%' || replace(replace(replace(lower($1::text), '\', '\\'), '%', '\%'), '_', '\_') || '%' AS "one",
         '%' || replace(replace(replace(lower($2::text), '\', '\\'), '%', '\%'), '_', '\_') || '%' AS "other"
),
"hit" AS MATERIALIZED (
  SELECT m."id", m."sortOrder"
  FROM "Material" m, "pattern" p
  WHERE (
      lower(m."nameEN" || E'\n' || m."namePL" || E'\n' || m."bom") LIKE p."one"
      AND (strpos($1::text, E'\n') = 0
        OR lower(m."nameEN") LIKE p."one" OR lower(m."namePL") LIKE p."one" OR lower(m."bom") LIKE p."one")
    OR $2::text IS NOT NULL
      AND lower(m."nameEN" || E'\n' || m."namePL" || E'\n' || m."bom") LIKE p."other"
      AND (strpos($2::text, E'\n') = 0
        OR lower(m."nameEN") LIKE p."other" OR lower(m."namePL") LIKE p."other" OR lower(m."bom") LIKE p."other")
    )
    AND m."status" = $3 AND ($4::int IS NULL OR m."serialId" = $4)
),
"page" AS (
  SELECT h."id", h."sortOrder", (count(*) OVER ())::int AS "total"
  FROM "hit" h
  ORDER BY h."sortOrder", h."id"
  LIMIT $5::int OFFSET $6::int
)
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName", p."total"
FROM "page" p
JOIN "Material" m ON m."id" = p."id"
JOIN "Serial" s ON s."id" = m."serialId"
ORDER BY p."sortOrder", p."id"
