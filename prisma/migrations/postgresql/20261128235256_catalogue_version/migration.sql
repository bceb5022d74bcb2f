-- CreateTable
CREATE TABLE "CatalogueVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" TEXT NOT NULL,

    CONSTRAINT "CatalogueVersion_pkey" PRIMARY KEY ("id")
);

-- The catalogue as migrated is a version of its own: servers keep its answers until a writer sets a new one.
INSERT INTO "CatalogueVersion" ("id", "version") VALUES (1, 'migrated');
