-- @description Brands whose name holds the search text in one of its spellings: one page by id, each row carrying the number of all matches (decision record 049)
-- @param {String} $1:spellings JSON array of the text's spellings, each looked for as it is written (\, % and _ plain); [] for every brand
-- @param {String} $2:sameSpellings the same: SQLite's ? parameters are positional
-- @param {Int} $3:status
-- @param {Int} $4:length
-- @param {Int} $5:start
--
-- A short list: the matches are counted as the page is read (count(*) OVER
-- (), before LIMIT), in one statement. LIKE ignores the case of ASCII
-- letters; the spellings (as written, lower, upper, capitalised) cover the
-- Polish ones at a word's start.
SELECT b."id", b."userName", count(*) OVER () AS "total"
FROM "Brand" b
WHERE (json_array_length(?) = 0 OR EXISTS (
        SELECT 1 FROM json_each(?) s
        WHERE b."userName" LIKE '%' || replace(replace(replace(s."value", '\', '\\'), '%', '\%'), '_', '\_') || '%' ESCAPE '\'))
  AND b."status" = ?
ORDER BY b."id"
LIMIT ? OFFSET ?
