-- CreateTable
CREATE TABLE "CatalogueVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "version" TEXT NOT NULL
);
