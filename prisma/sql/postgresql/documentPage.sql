-- @description Technical documents of every model without a search text: one page, newest first, each row carrying the number of all of them (decision record 045)
-- @param {Int} $1:status
-- @param {Int} $2:docType
-- @param {Int} $3:length
-- @param {Int} $4:start
--
-- As materialPage.sql: the page follows the (status, docType, createTime)
-- index, the count, run once, reads only its entries. One model is its own
-- query (modelDocumentPage.sql) on its own index.
SELECT d."id", d."title", d."description", d."createTime", d."filepath", d."content", d."modelId",
       d."titles", d."descriptions",
       (SELECT count(*) FROM "Document" c WHERE c."status" = $1 AND c."docType" = $2)::int AS "total"
FROM "Document" d
WHERE d."status" = $1 AND d."docType" = $2
ORDER BY d."createTime" DESC, d."id" DESC
LIMIT $3::int OFFSET $4::bigint
