-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuditAction" ADD VALUE 'VALIDATOR_ASSIGN';
ALTER TYPE "AuditAction" ADD VALUE 'VALIDATOR_UNASSIGN';

-- CreateTable
CREATE TABLE "ValidatorAssignment" (
    "id" SERIAL NOT NULL,
    "validatorId" INTEGER NOT NULL,
    "country" TEXT,
    "region" TEXT,
    "family" TEXT,
    "genus" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ValidatorAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ValidatorAssignment_validatorId_idx" ON "ValidatorAssignment"("validatorId");

-- AddForeignKey
ALTER TABLE "ValidatorAssignment" ADD CONSTRAINT "ValidatorAssignment_validatorId_fkey" FOREIGN KEY ("validatorId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
