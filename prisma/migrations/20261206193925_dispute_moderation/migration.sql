-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuditAction" ADD VALUE 'DISPUTE_DISMISS';
ALTER TYPE "AuditAction" ADD VALUE 'CONTENT_HIDE';
ALTER TYPE "AuditAction" ADD VALUE 'CONTENT_RESTORE_VISIBLE';
ALTER TYPE "AuditAction" ADD VALUE 'CONTENT_REMOVE';
ALTER TYPE "AuditAction" ADD VALUE 'USER_WARN';

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenById" INTEGER;

-- AlterTable
ALTER TABLE "Dispute" ADD COLUMN     "resolution" TEXT,
ADD COLUMN     "resolutionReason" TEXT;

-- AlterTable
ALTER TABLE "TimelineItem" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenById" INTEGER;

-- CreateIndex
CREATE INDEX "Dispute_objectId_idx" ON "Dispute"("objectId");
