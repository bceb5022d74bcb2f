-- @description Phone models of a category, of one brand or of all, whose name holds the search text in one of its spellings: one page by id, each row carrying the number of all matches (decision record 049)
-- @param $1:spellings the text's spellings, each looked for as it is written (\, % and _ plain); none for every model
-- @param {Int} $2:status
-- @param {String} $3:category
-- @param {Int} $4:brandId? the brand, or null for every brand
-- @param {Int} $5:length
-- @param {Int} $6:start
--
-- As brandPage.sql.
SELECT p."id", p."productName", (count(*) OVER ())::int AS "total"
FROM "Product" p
WHERE p."status" = $2 AND p."category" = $3 AND p."brandId" = coalesce($4::int, p."brandId")
  AND (cardinality($1::text[]) = 0 OR p."productName" LIKE ANY (ARRAY(
        SELECT '%' || replace(replace(replace(s, '\', '\\'), '%', '\%'), '_', '\_') || '%'
        FROM unnest($1::text[]) s)))
ORDER BY p."id"
LIMIT $5::int OFFSET $6::bigint
