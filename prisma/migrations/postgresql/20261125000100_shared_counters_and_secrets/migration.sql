-- CreateTable
CREATE TABLE "WindowCounter" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WindowCounter_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "ServerSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServerSecret_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "WindowCounter_endsAt_idx" ON "WindowCounter"("endsAt");
