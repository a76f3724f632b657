-- CreateTable
CREATE TABLE "Collection" (
    "id" SERIAL NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "entityId" INTEGER,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "coverMediaId" INTEGER,
    "privacy" INTEGER NOT NULL DEFAULT 9,
    "license" TEXT NOT NULL DEFAULT 'CC_BY_4_0',
    "licenseText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Collection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CollectionItem" (
    "id" SERIAL NOT NULL,
    "collectionId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "observationId" INTEGER,
    "mediaId" INTEGER,
    "speciesId" INTEGER,
    "articleId" INTEGER,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CollectionItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Collection_ownerId_updatedAt_idx" ON "Collection"("ownerId", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "Collection_entityId_updatedAt_idx" ON "Collection"("entityId", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "Collection_privacy_updatedAt_idx" ON "Collection"("privacy", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "CollectionItem_collectionId_position_idx" ON "CollectionItem"("collectionId", "position");

-- CreateIndex
CREATE INDEX "CollectionItem_observationId_idx" ON "CollectionItem"("observationId");

-- CreateIndex
CREATE INDEX "CollectionItem_mediaId_idx" ON "CollectionItem"("mediaId");

-- CreateIndex
CREATE INDEX "CollectionItem_speciesId_idx" ON "CollectionItem"("speciesId");

-- CreateIndex
CREATE INDEX "CollectionItem_articleId_idx" ON "CollectionItem"("articleId");

-- CreateIndex
CREATE UNIQUE INDEX "CollectionItem_collectionId_observationId_key" ON "CollectionItem"("collectionId", "observationId");

-- CreateIndex
CREATE UNIQUE INDEX "CollectionItem_collectionId_mediaId_key" ON "CollectionItem"("collectionId", "mediaId");

-- CreateIndex
CREATE UNIQUE INDEX "CollectionItem_collectionId_speciesId_key" ON "CollectionItem"("collectionId", "speciesId");

-- CreateIndex
CREATE UNIQUE INDEX "CollectionItem_collectionId_articleId_key" ON "CollectionItem"("collectionId", "articleId");

-- AddForeignKey
ALTER TABLE "Collection" ADD CONSTRAINT "Collection_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Collection" ADD CONSTRAINT "Collection_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Collection" ADD CONSTRAINT "Collection_coverMediaId_fkey" FOREIGN KEY ("coverMediaId") REFERENCES "Media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CollectionItem" ADD CONSTRAINT "CollectionItem_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "Collection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CollectionItem" ADD CONSTRAINT "CollectionItem_observationId_fkey" FOREIGN KEY ("observationId") REFERENCES "Observation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CollectionItem" ADD CONSTRAINT "CollectionItem_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "Media"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CollectionItem" ADD CONSTRAINT "CollectionItem_speciesId_fkey" FOREIGN KEY ("speciesId") REFERENCES "Species"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CollectionItem" ADD CONSTRAINT "CollectionItem_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

