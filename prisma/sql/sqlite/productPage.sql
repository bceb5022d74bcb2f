-- @description Phone models of a category, of one brand or of all, whose name holds the search text in one of its spellings: one page by id, each row carrying the number of all matches (decision record 049)
-- @param {String} $1:spellings JSON array of the text's spellings, each looked for as it is written (\, % and _ plain); [] for every model
-- @param {String} $2:sameSpellings the same: SQLite's ? parameters are positional
-- @param {Int} $3:status
-- @param {String} $4:category
-- @param {Int} $5:brandId? the brand, or null for every brand
-- @param {Int} $6:length
-- @param {Int} $7:start
--
-- As brandPage.sql.
SELECT p."id", p."productName", count(*) OVER () AS "total"
FROM "Product" p
WHERE (json_array_length(?) = 0 OR EXISTS (
        SELECT 1 FROM json_each(?) s
        WHERE p."productName" LIKE '%' || replace(replace(replace(s."value", '\', '\\'), '%', '\%'), '_', '\_') || '%' ESCAPE '\'))
  AND p."status" = ? AND p."category" = ? AND p."brandId" = coalesce(?, p."brandId")
ORDER BY p."id"
LIMIT ? OFFSET ?
