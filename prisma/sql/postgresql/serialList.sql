-- @description Model serials of the spare-parts centre whose name holds the search text in one of its spellings, in catalogue order (decision record 049)
-- @param $1:spellings the text's spellings, each looked for as it is written (\, % and _ plain); none for every serial
-- @param {Int} $2:status
--
-- As brandPage.sql, without pages.
SELECT s."id", s."enName"
FROM "Serial" s
WHERE s."status" = $2
  AND (cardinality($1::text[]) = 0 OR s."enName" LIKE ANY (ARRAY(
        SELECT '%' || replace(replace(replace(t, '\', '\\'), '%', '\%'), '_', '\_') || '%'
        FROM unnest($1::text[]) t)))
ORDER BY s."sortOrder", s."id"
