-- @description Model serials of the spare-parts centre whose name holds the search text in one of its spellings, in catalogue order (decision record 049)
-- @param {String} $1:spellings JSON array of the text's spellings, each looked for as it is written (\, % and _ plain); [] for every serial
-- @param {String} $2:sameSpellings the same: SQLite's ? parameters are positional
-- @param {Int} $3:status
--
-- As brandPage.sql, without pages.
SELECT s."id", s."enName"
FROM "Serial" s
WHERE (json_array_length(?) = 0 OR EXISTS (
        SELECT 1 FROM json_each(?) t
        WHERE s."enName" LIKE '%' || replace(replace(replace(t."value", '\', '\\'), '%', '\%'), '_', '\_') || '%' ESCAPE '\'))
  AND s."status" = ?
ORDER BY s."sortOrder", s."id"
