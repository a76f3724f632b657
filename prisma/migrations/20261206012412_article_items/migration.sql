-- AlterTable
ALTER TABLE "TimelineItem" ADD COLUMN     "articleId" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "TimelineItem_articleId_key" ON "TimelineItem"("articleId");

-- AddForeignKey
ALTER TABLE "TimelineItem" ADD CONSTRAINT "TimelineItem_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;
