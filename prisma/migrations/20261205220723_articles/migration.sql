-- CreateEnum
CREATE TYPE "ArticleKind" AS ENUM ('BLOG', 'STORY', 'CONTENT', 'JOURNAL');

-- CreateEnum
CREATE TYPE "ArticleStatus" AS ENUM ('DRAFT', 'PUBLISHED');

-- CreateTable
CREATE TABLE "Article" (
    "id" SERIAL NOT NULL,
    "kind" "ArticleKind" NOT NULL,
    "category" TEXT NOT NULL,
    "identifier" TEXT,
    "language" VARCHAR(5) NOT NULL,
    "authorId" INTEGER,
    "entityId" INTEGER,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "lead" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "status" "ArticleStatus" NOT NULL DEFAULT 'DRAFT',
    "access" INTEGER NOT NULL DEFAULT 9,
    "headline" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL DEFAULT '',
    "cite" TEXT NOT NULL DEFAULT '',
    "credit" TEXT NOT NULL DEFAULT '',
    "license" TEXT NOT NULL DEFAULT 'CC_BY_4_0',
    "licenseText" TEXT NOT NULL DEFAULT '',
    "mediaIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "featuredMediaId" INTEGER,
    "spatialCoverage" TEXT NOT NULL DEFAULT '',
    "temporalCoverage" TEXT NOT NULL DEFAULT '',
    "dateFrom" DATE,
    "dateTo" DATE,
    "orderNo" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Article_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArticleRevision" (
    "id" SERIAL NOT NULL,
    "articleId" INTEGER NOT NULL,
    "editorId" INTEGER,
    "snapshot" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArticleRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Article_kind_status_language_orderNo_idx" ON "Article"("kind", "status", "language", "orderNo");

-- CreateIndex
CREATE INDEX "Article_authorId_idx" ON "Article"("authorId");

-- CreateIndex
CREATE INDEX "Article_entityId_idx" ON "Article"("entityId");

-- CreateIndex
CREATE UNIQUE INDEX "Article_kind_identifier_language_key" ON "Article"("kind", "identifier", "language");

-- CreateIndex
CREATE INDEX "ArticleRevision_articleId_createdAt_idx" ON "ArticleRevision"("articleId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "Article" ADD CONSTRAINT "Article_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "Entity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Article" ADD CONSTRAINT "Article_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArticleRevision" ADD CONSTRAINT "ArticleRevision_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArticleRevision" ADD CONSTRAINT "ArticleRevision_editorId_fkey" FOREIGN KEY ("editorId") REFERENCES "Entity"("id") ON DELETE SET NULL ON UPDATE CASCADE;
