-- CreateTable
CREATE TABLE "ToldLike" (
    "recipientId" INTEGER NOT NULL,
    "likerId" INTEGER NOT NULL,
    "objectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ToldLike_pkey" PRIMARY KEY ("recipientId","likerId","objectId")
);

-- CreateIndex
CREATE INDEX "ToldLike_likerId_idx" ON "ToldLike"("likerId");

-- AddForeignKey
ALTER TABLE "ToldLike" ADD CONSTRAINT "ToldLike_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ToldLike" ADD CONSTRAINT "ToldLike_likerId_fkey" FOREIGN KEY ("likerId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
