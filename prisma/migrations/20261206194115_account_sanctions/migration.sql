-- CreateEnum
CREATE TYPE "SanctionKind" AS ENUM ('SUSPEND', 'WARN');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuditAction" ADD VALUE 'ROLE_CHANGE';
ALTER TYPE "AuditAction" ADD VALUE 'ACCOUNT_SUSPEND';
ALTER TYPE "AuditAction" ADD VALUE 'ACCOUNT_SUSPENSION_LIFT';

-- CreateTable
CREATE TABLE "Sanction" (
    "id" SERIAL NOT NULL,
    "kind" "SanctionKind" NOT NULL,
    "targetId" INTEGER NOT NULL,
    "byId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "until" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "liftedAt" TIMESTAMP(3),
    "liftedById" INTEGER,

    CONSTRAINT "Sanction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Sanction_targetId_createdAt_idx" ON "Sanction"("targetId", "createdAt");

-- AddForeignKey
ALTER TABLE "Sanction" ADD CONSTRAINT "Sanction_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sanction" ADD CONSTRAINT "Sanction_byId_fkey" FOREIGN KEY ("byId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sanction" ADD CONSTRAINT "Sanction_liftedById_fkey" FOREIGN KEY ("liftedById") REFERENCES "Entity"("id") ON DELETE SET NULL ON UPDATE CASCADE;
