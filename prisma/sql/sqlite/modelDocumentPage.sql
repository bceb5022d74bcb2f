-- @description Technical documents of one model without a search text: one page, newest first, each row carrying the number of all of them (decision record 045)
-- @param {Int} $1:status
-- @param {Int} $2:docType
-- @param {Int} $3:modelId
-- @param {Int} $4:sameStatus the status again: SQLite's ? parameters are positional
-- @param {Int} $5:sameDocType the document type again
-- @param {Int} $6:sameModelId the model again
-- @param {Int} $7:length
-- @param {Int} $8:start
--
-- As documentPage.sql, on the (status, docType, modelId, createTime) index.
SELECT d."id", d."title", d."description", d."createTime", d."filepath", d."content", d."modelId",
       d."titles", d."descriptions",
       (SELECT count(*) FROM "Document" c
        WHERE c."status" = ? AND c."docType" = ? AND c."modelId" = ?) AS "total"
FROM "Document" d
WHERE d."status" = ? AND d."docType" = ? AND d."modelId" = ?
ORDER BY d."createTime" DESC, d."id" DESC
LIMIT ? OFFSET ?
