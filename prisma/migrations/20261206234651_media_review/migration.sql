-- CreateEnum
CREATE TYPE "MediaReviewFlag" AS ENUM ('NOT_LEPIDOPTERA', 'WRONG_SPECIES');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuditAction" ADD VALUE 'MEDIA_APPROVE';
ALTER TYPE "AuditAction" ADD VALUE 'MEDIA_HIDE';
ALTER TYPE "AuditAction" ADD VALUE 'MEDIA_RESTORE';
ALTER TYPE "AuditAction" ADD VALUE 'MEDIA_FLAG';

-- AlterTable
ALTER TABLE "Media" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenById" INTEGER,
ADD COLUMN     "reviewFlag" "MediaReviewFlag",
ADD COLUMN     "reviewNote" TEXT,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedById" INTEGER;

-- CreateIndex
CREATE INDEX "Media_reviewedAt_createdAt_idx" ON "Media"("reviewedAt", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Media_hiddenAt_idx" ON "Media"("hiddenAt");
