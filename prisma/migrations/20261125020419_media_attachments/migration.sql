-- AlterTable
ALTER TABLE "Media" ALTER COLUMN "privacy" SET DEFAULT 0;

-- CreateTable
CREATE TABLE "MediaAttachment" (
    "mediaId" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,

    CONSTRAINT "MediaAttachment_pkey" PRIMARY KEY ("mediaId","itemId")
);

-- CreateIndex
CREATE INDEX "MediaAttachment_itemId_idx" ON "MediaAttachment"("itemId");

-- AddForeignKey
ALTER TABLE "MediaAttachment" ADD CONSTRAINT "MediaAttachment_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "Media"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MediaAttachment" ADD CONSTRAINT "MediaAttachment_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "TimelineItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the media posts and records show, from their ordered id lists.
INSERT INTO "MediaAttachment" ("mediaId", "itemId")
SELECT DISTINCT m."id", i."id"
FROM "Post" p
JOIN "TimelineItem" i ON i."postId" = p."id"
CROSS JOIN LATERAL unnest(p."mediaIds") AS shown("mediaId")
JOIN "Media" m ON m."id" = shown."mediaId"
UNION
SELECT DISTINCT m."id", o."itemId"
FROM "Observation" o
CROSS JOIN LATERAL unnest(o."mediaIds") AS shown("mediaId")
JOIN "Media" m ON m."id" = shown."mediaId"
ON CONFLICT DO NOTHING;

-- A medium stands on its own (privacy 9) only as a profile image: the rest is seen through what shows it.
UPDATE "Media" m SET "privacy" = 0
WHERE NOT EXISTS (SELECT 1 FROM "Entity" e WHERE e."profileImageUrl" LIKE '/media/files/' || m."dbKey" || '/%');

-- Media of generalised records take the sensitive treatment.
UPDATE "Media" m SET "sensitive" = EXISTS (
  SELECT 1 FROM "MediaAttachment" a JOIN "Observation" o ON o."itemId" = a."itemId"
  WHERE a."mediaId" = m."id" AND o."informationWithheld" IS NOT NULL
);
