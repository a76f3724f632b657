-- CreateEnum
CREATE TYPE "BibliographyType" AS ENUM ('ARTICLE', 'BOOK', 'CHAPTER', 'REPORT', 'THESIS', 'WEBPAGE', 'OTHER');

-- CreateTable
CREATE TABLE "BibliographyItem" (
    "id" SERIAL NOT NULL,
    "type" "BibliographyType" NOT NULL DEFAULT 'ARTICLE',
    "creators" JSONB NOT NULL DEFAULT '[]',
    "date" TEXT NOT NULL DEFAULT '',
    "year" INTEGER,
    "title" TEXT NOT NULL,
    "titleKey" TEXT NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',
    "pubin2" TEXT NOT NULL DEFAULT '',
    "journal" TEXT NOT NULL DEFAULT '',
    "volume" TEXT NOT NULL DEFAULT '',
    "issue" TEXT NOT NULL DEFAULT '',
    "publisher" TEXT NOT NULL DEFAULT '',
    "place" TEXT NOT NULL DEFAULT '',
    "pgsepar" TEXT NOT NULL DEFAULT '',
    "pages" TEXT NOT NULL DEFAULT '',
    "weburl" TEXT NOT NULL DEFAULT '',
    "dlfile" TEXT NOT NULL DEFAULT '',
    "doi" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BibliographyItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpeciesBibliography" (
    "speciesId" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "orderNo" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SpeciesBibliography_pkey" PRIMARY KEY ("speciesId","itemId")
);

-- CreateTable
CREATE TABLE "ArticleBibliography" (
    "articleId" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "orderNo" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ArticleBibliography_pkey" PRIMARY KEY ("articleId","itemId")
);

-- CreateIndex
CREATE UNIQUE INDEX "BibliographyItem_doi_key" ON "BibliographyItem"("doi");

-- CreateIndex
CREATE INDEX "BibliographyItem_titleKey_year_idx" ON "BibliographyItem"("titleKey", "year");

-- CreateIndex
CREATE INDEX "BibliographyItem_year_idx" ON "BibliographyItem"("year");

-- CreateIndex
CREATE INDEX "SpeciesBibliography_itemId_idx" ON "SpeciesBibliography"("itemId");

-- CreateIndex
CREATE INDEX "ArticleBibliography_itemId_idx" ON "ArticleBibliography"("itemId");

-- AddForeignKey
ALTER TABLE "BibliographyItem" ADD CONSTRAINT "BibliographyItem_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Entity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpeciesBibliography" ADD CONSTRAINT "SpeciesBibliography_speciesId_fkey" FOREIGN KEY ("speciesId") REFERENCES "Species"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpeciesBibliography" ADD CONSTRAINT "SpeciesBibliography_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BibliographyItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArticleBibliography" ADD CONSTRAINT "ArticleBibliography_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArticleBibliography" ADD CONSTRAINT "ArticleBibliography_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BibliographyItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;
