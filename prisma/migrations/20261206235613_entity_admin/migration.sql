-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuditAction" ADD VALUE 'ENTITY_EDIT';
ALTER TYPE "AuditAction" ADD VALUE 'ENTITY_SETTINGS';
ALTER TYPE "AuditAction" ADD VALUE 'ENTITY_ADMIN_LETTER';
ALTER TYPE "AuditAction" ADD VALUE 'ENTITY_SUBDOMAIN';
ALTER TYPE "AuditAction" ADD VALUE 'ENTITY_MERGE';
ALTER TYPE "AuditAction" ADD VALUE 'ENTITY_ARCHIVE';
ALTER TYPE "AuditAction" ADD VALUE 'ENTITY_UNARCHIVE';

-- AlterTable
ALTER TABLE "Entity" ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "mergedIntoId" INTEGER;

-- AddForeignKey
ALTER TABLE "Entity" ADD CONSTRAINT "Entity_mergedIntoId_fkey" FOREIGN KEY ("mergedIntoId") REFERENCES "Entity"("id") ON DELETE SET NULL ON UPDATE CASCADE;
