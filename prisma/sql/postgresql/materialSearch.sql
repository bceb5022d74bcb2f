-- @description Accessories whose English or Polish name or BOM holds a search text, ignoring letter case: one page in catalogue order, each row carrying the number of all matches (decision record 014)
-- @param {String} $1:text? a search text of 3 or more characters, found through the trigram index; null for none
-- @param {String} $2:otherText? a second such text, found as well; null for none
-- @param $3:spellings every letter-case spelling of the shorter texts, looked for on every row
-- @param {Int} $4:status
-- @param {Int} $5:serialId? the model serial, or null for every serial
-- @param {Int} $6:length
-- @param {Int} $7:start
--
-- A text: lower(…) LIKE '%…%' with \, % and _ escaped, so they are plain
-- text, on the three columns' lower-case text joined by line feeds, which
-- the trigram GIN index covers. Only a text holding a line feed could match
-- across two columns: then each column is checked on its own as well.
-- Texts shorter than three characters have no trigram: their spellings are
-- looked for with LIKE on every row, which costs less than lower() there.
-- Null texts, an empty spelling list and the line-feed test are settled when
-- the statement is planned, leaving one index condition per text.
--
-- The matches are collected once (MATERIALIZED: planned for all of them, as
-- the count needs them all, not for the first page's rows in sortOrder),
-- then counted and sorted on their ids and sort keys alone; only the page's
-- rows are read whole.
WITH "pattern" AS (
  SELECT '%' || replace(replace(replace(lower($1::text), '\', '\\'), '%', '\%'), '_', '\_') || '%' AS "one",
         '%' || replace(replace(replace(lower($2::text), '\', '\\'), '%', '\%'), '_', '\_') || '%' AS "other",
         ARRAY(
           SELECT '%' || replace(replace(replace(s, '\', '\\'), '%', '\%'), '_', '\_') || '%'
           FROM unnest($3::text[]) s
         ) AS "spelled"
),
"hit" AS MATERIALIZED (
  SELECT m."id", m."sortOrder"
  FROM "Material" m, "pattern" p
  WHERE (
      $1::text IS NOT NULL
      AND lower(m."nameEN" || E'\n' || m."namePL" || E'\n' || m."bom") LIKE p."one"
      AND (strpos($1::text, E'\n') = 0
        OR lower(m."nameEN") LIKE p."one" OR lower(m."namePL") LIKE p."one" OR lower(m."bom") LIKE p."one")
    OR $2::text IS NOT NULL
      AND lower(m."nameEN" || E'\n' || m."namePL" || E'\n' || m."bom") LIKE p."other"
      AND (strpos($2::text, E'\n') = 0
        OR lower(m."nameEN") LIKE p."other" OR lower(m."namePL") LIKE p."other" OR lower(m."bom") LIKE p."other")
    OR cardinality($3::text[]) > 0
      AND (m."nameEN" LIKE ANY (p."spelled") OR m."namePL" LIKE ANY (p."spelled") OR m."bom" LIKE ANY (p."spelled"))
    )
    AND m."status" = $4 AND ($5::int IS NULL OR m."serialId" = $5)
),
"page" AS (
  SELECT h."id", h."sortOrder", (count(*) OVER ())::int AS "total"
  FROM "hit" h
  ORDER BY h."sortOrder", h."id"
  LIMIT $6::int OFFSET $7::bigint
)
SELECT m."id", m."imageFiles", m."priceCents", m."nameEN", m."namePL", m."bom",
       s."enName" AS "serialName", p."total"
FROM "page" p
JOIN "Material" m ON m."id" = p."id"
JOIN "Serial" s ON s."id" = m."serialId"
ORDER BY p."sortOrder", p."id"
