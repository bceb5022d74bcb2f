-- CreateTable
CREATE TABLE "CatalogueVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" TEXT NOT NULL,

    CONSTRAINT "CatalogueVersion_pkey" PRIMARY KEY ("id")
);
