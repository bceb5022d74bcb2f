-- @description Technical documents of one model without a search text: one page, newest first, each row carrying the number of all of them (decision record 045)
-- @param {Int} $1:status
-- @param {Int} $2:docType
-- @param {Int} $3:modelId
-- @param {Int} $4:length
-- @param {Int} $5:start
--
-- As documentPage.sql, on the (status, docType, modelId, createTime) index.
SELECT d."id", d."title", d."description", d."createTime", d."filepath", d."content", d."modelId",
       d."titles", d."descriptions",
       (SELECT count(*) FROM "Document" c
        WHERE c."status" = $1 AND c."docType" = $2 AND c."modelId" = $3)::int AS "total"
FROM "Document" d
WHERE d."status" = $1 AND d."docType" = $2 AND d."modelId" = $3
ORDER BY d."createTime" DESC, d."id" DESC
LIMIT $4::int OFFSET $5::bigint
