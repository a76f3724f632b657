-- AlterTable
ALTER TABLE "TimelineItem" ADD COLUMN     "tags" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "TimelineItem_tags_idx" ON "TimelineItem" USING GIN ("tags");

-- Backfill: the hashtags of the existing posts' and articles' items, from their title and summary
-- (new saves take them from the whole text, domain/tags.ts hashtagsOf).
UPDATE "TimelineItem" AS item
SET "tags" = found.tags
FROM (
  SELECT id, array_agg(DISTINCT lower(m[1])) AS tags
  FROM "TimelineItem",
    regexp_matches(title || ' ' || summary, '(?:^|[^0-9A-Za-z_&/#À-ɏ])#([A-Za-z_À-ɏ][0-9A-Za-z_À-ɏ]{0,49})(?![0-9A-Za-z_À-ɏ])', 'g') AS m
  WHERE ("postId" IS NOT NULL OR "articleId" IS NOT NULL)
  GROUP BY id
) AS found
WHERE item.id = found.id;
