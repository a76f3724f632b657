-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "text" TEXT;

-- CreateTable
CREATE TABLE "MailNotice" (
    "id" SERIAL NOT NULL,
    "recipientId" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "url" TEXT,
    "text" TEXT,
    "cadence" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "mailId" INTEGER,

    CONSTRAINT "MailNotice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationMail" (
    "id" SERIAL NOT NULL,
    "recipientId" INTEGER NOT NULL,
    "cadence" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "error" TEXT,
    "noticeCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "NotificationMail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationDelivery" (
    "day" DATE NOT NULL,
    "channel" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "NotificationDelivery_pkey" PRIMARY KEY ("day","channel","kind")
);

-- CreateTable
CREATE TABLE "Announcement" (
    "id" SERIAL NOT NULL,
    "authorId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "url" TEXT,
    "minRole" "Role" NOT NULL,
    "recipientCount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Announcement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MailNotice_cadence_mailId_createdAt_idx" ON "MailNotice"("cadence", "mailId", "createdAt");

-- CreateIndex
CREATE INDEX "MailNotice_recipientId_cadence_mailId_idx" ON "MailNotice"("recipientId", "cadence", "mailId");

-- CreateIndex
CREATE INDEX "NotificationMail_status_claimedAt_idx" ON "NotificationMail"("status", "claimedAt");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationMail_recipientId_cadence_period_key" ON "NotificationMail"("recipientId", "cadence", "period");

-- CreateIndex
CREATE INDEX "Announcement_createdAt_idx" ON "Announcement"("createdAt");

-- AddForeignKey
ALTER TABLE "MailNotice" ADD CONSTRAINT "MailNotice_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailNotice" ADD CONSTRAINT "MailNotice_mailId_fkey" FOREIGN KEY ("mailId") REFERENCES "NotificationMail"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationMail" ADD CONSTRAINT "NotificationMail_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Announcement" ADD CONSTRAINT "Announcement_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
