-- AlterTable
ALTER TABLE "Media" ADD COLUMN     "posterUrl" TEXT;
