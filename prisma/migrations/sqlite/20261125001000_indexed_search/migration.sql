-- Indexed text search (decision record 014): FTS5 tables with the trigram
-- tokenizer over the accessories' names and BOM and the documents' titles.
-- They are external-content tables, holding only the index: the text stays
-- in "Material" and "Document", and the triggers below keep the index in step
-- with every writer. Prisma's schema diff does not see virtual tables.

CREATE VIRTUAL TABLE "MaterialSearch" USING fts5(
    "nameEN", "namePL", "bom",
    content = 'Material', content_rowid = 'id',
    tokenize = 'trigram case_sensitive 0'
);

CREATE TRIGGER "Material_search_insert" AFTER INSERT ON "Material" BEGIN
    INSERT INTO "MaterialSearch" (rowid, "nameEN", "namePL", "bom")
    VALUES (new."id", new."nameEN", new."namePL", new."bom");
END;

CREATE TRIGGER "Material_search_delete" AFTER DELETE ON "Material" BEGIN
    INSERT INTO "MaterialSearch" ("MaterialSearch", rowid, "nameEN", "namePL", "bom")
    VALUES ('delete', old."id", old."nameEN", old."namePL", old."bom");
END;

CREATE TRIGGER "Material_search_update" AFTER UPDATE OF "id", "nameEN", "namePL", "bom" ON "Material" BEGIN
    INSERT INTO "MaterialSearch" ("MaterialSearch", rowid, "nameEN", "namePL", "bom")
    VALUES ('delete', old."id", old."nameEN", old."namePL", old."bom");
    INSERT INTO "MaterialSearch" (rowid, "nameEN", "namePL", "bom")
    VALUES (new."id", new."nameEN", new."namePL", new."bom");
END;

CREATE VIRTUAL TABLE "DocumentSearch" USING fts5(
    "title",
    content = 'Document', content_rowid = 'id',
    tokenize = 'trigram case_sensitive 0'
);

CREATE TRIGGER "Document_search_insert" AFTER INSERT ON "Document" BEGIN
    INSERT INTO "DocumentSearch" (rowid, "title") VALUES (new."id", new."title");
END;

CREATE TRIGGER "Document_search_delete" AFTER DELETE ON "Document" BEGIN
    INSERT INTO "DocumentSearch" ("DocumentSearch", rowid, "title")
    VALUES ('delete', old."id", old."title");
END;

CREATE TRIGGER "Document_search_update" AFTER UPDATE OF "id", "title" ON "Document" BEGIN
    INSERT INTO "DocumentSearch" ("DocumentSearch", rowid, "title")
    VALUES ('delete', old."id", old."title");
    INSERT INTO "DocumentSearch" (rowid, "title") VALUES (new."id", new."title");
END;

-- Rows written before this migration: 'rebuild' reads them all from the content table.
INSERT INTO "MaterialSearch" ("MaterialSearch") VALUES ('rebuild');
INSERT INTO "DocumentSearch" ("DocumentSearch") VALUES ('rebuild');
