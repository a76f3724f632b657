-- DropForeignKey
ALTER TABLE "Post" DROP CONSTRAINT "Post_lessonId_fkey";

-- AddForeignKey
ALTER TABLE "Post" ADD CONSTRAINT "Post_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "Post"("id") ON DELETE SET NULL ON UPDATE CASCADE;
