-- CreateTable
CREATE TABLE "CatalogueVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "version" TEXT NOT NULL
);

-- The catalogue as migrated is a version of its own: servers keep its answers until a writer sets a new one.
INSERT INTO "CatalogueVersion" ("id", "version") VALUES (1, 'migrated');
