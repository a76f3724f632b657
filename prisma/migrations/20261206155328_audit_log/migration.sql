-- CreateEnum
CREATE TYPE "AuditAction" AS ENUM ('REVIEW_DECISION', 'REVIEW_RULE_CHANGE', 'CONTENT_PUBLISH', 'CONTENT_UNPUBLISH', 'CONTENT_RESTORE', 'CONTENT_DELETE', 'MESSAGE_BROADCAST', 'ANNOUNCEMENT_SEND');

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" INTEGER,
    "action" "AuditAction" NOT NULL,
    "objectId" TEXT,
    "subject" TEXT NOT NULL DEFAULT '',
    "reason" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_idx" ON "AuditEntry"("createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_action_createdAt_idx" ON "AuditEntry"("action", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_createdAt_idx" ON "AuditEntry"("actorId", "createdAt");

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "Entity"("id") ON DELETE SET NULL ON UPDATE CASCADE;
