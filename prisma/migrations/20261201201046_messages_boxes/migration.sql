-- Messages get boxes: every person a message concerns keeps a copy of their own (MessageCopy).
-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "audience" TEXT NOT NULL DEFAULT 'PERSON',
ADD COLUMN     "entityId" INTEGER,
ADD COLUMN     "forwardOfId" INTEGER,
ADD COLUMN     "replyToId" INTEGER,
ADD COLUMN     "sentAt" TIMESTAMP(3),
ADD COLUMN     "threadId" INTEGER,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "Message" ALTER COLUMN "updatedAt" DROP DEFAULT;

-- CreateTable
CREATE TABLE "MessageCopy" (
    "id" SERIAL NOT NULL,
    "messageId" INTEGER NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "box" INTEGER NOT NULL,
    "restoreBox" INTEGER,
    "correspondentId" INTEGER NOT NULL,
    "readAt" TIMESTAMP(3),
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessageCopy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageMedia" (
    "messageId" INTEGER NOT NULL,
    "mediaId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "MessageMedia_pkey" PRIMARY KEY ("messageId","mediaId")
);

-- The messages sent so far: the sender's copy in the outbox, the addressee's in the inbox, read as it was.
UPDATE "Message" SET "sentAt" = "createdAt", "updatedAt" = "createdAt";
INSERT INTO "MessageCopy" ("messageId", "ownerId", "box", "correspondentId", "readAt", "at")
SELECT "id", "fromId", 1, "toId", "createdAt", "createdAt" FROM "Message";
INSERT INTO "MessageCopy" ("messageId", "ownerId", "box", "correspondentId", "readAt", "at")
SELECT "id", "toId", 2, "fromId", "readAt", "createdAt" FROM "Message" WHERE "toId" <> "fromId";

-- DropIndex
DROP INDEX "Message_toId_readAt_idx";

-- AlterTable
ALTER TABLE "Message" DROP COLUMN "readAt";

-- CreateIndex
CREATE INDEX "MessageCopy_ownerId_box_at_id_idx" ON "MessageCopy"("ownerId", "box", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "MessageCopy_ownerId_correspondentId_at_idx" ON "MessageCopy"("ownerId", "correspondentId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "MessageCopy_messageId_ownerId_key" ON "MessageCopy"("messageId", "ownerId");

-- CreateIndex
CREATE INDEX "MessageMedia_mediaId_idx" ON "MessageMedia"("mediaId");

-- CreateIndex
CREATE INDEX "Message_threadId_idx" ON "Message"("threadId");

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageCopy" ADD CONSTRAINT "MessageCopy_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageCopy" ADD CONSTRAINT "MessageCopy_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageCopy" ADD CONSTRAINT "MessageCopy_correspondentId_fkey" FOREIGN KEY ("correspondentId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageMedia" ADD CONSTRAINT "MessageMedia_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageMedia" ADD CONSTRAINT "MessageMedia_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "Media"("id") ON DELETE CASCADE ON UPDATE CASCADE;
