-- @description Brands whose name holds the search text in one of its spellings: one page by id, each row carrying the number of all matches (decision record 049)
-- @param $1:spellings the text's spellings, each looked for as it is written (\, % and _ plain); none for every brand
-- @param {Int} $2:status
-- @param {Int} $3:length
-- @param {Int} $4:start
--
-- A short list: the matches are counted as the page is read (count(*) OVER
-- (), before LIMIT), in one statement. LIKE is case-sensitive here, as
-- Prisma's `contains` was: the spellings (as written, lower, upper,
-- capitalised) are what is found.
SELECT b."id", b."userName", (count(*) OVER ())::int AS "total"
FROM "Brand" b
WHERE b."status" = $2
  AND (cardinality($1::text[]) = 0 OR b."userName" LIKE ANY (ARRAY(
        SELECT '%' || replace(replace(replace(s, '\', '\\'), '%', '\%'), '_', '\_') || '%'
        FROM unnest($1::text[]) s)))
ORDER BY b."id"
LIMIT $3::int OFFSET $4::bigint
