-- CreateTable
CREATE TABLE "Quiz" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "speciesIds" INTEGER[],
    "genus" TEXT,
    "family" TEXT,
    "country" TEXT,
    "region" TEXT,
    "months" INTEGER[],
    "questionCount" INTEGER NOT NULL DEFAULT 10,
    "licences" "Licence"[],
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Quiz_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Quiz_published_id_idx" ON "Quiz"("published", "id");
