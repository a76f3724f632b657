-- CreateTable
CREATE TABLE "Media" (
    "id" SERIAL NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "entityId" INTEGER,
    "clientKey" TEXT NOT NULL,
    "dbKey" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "ext" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "orientation" INTEGER NOT NULL DEFAULT 0,
    "hasThumb" BOOLEAN NOT NULL DEFAULT false,
    "hasPres" BOOLEAN NOT NULL DEFAULT false,
    "hasPoster" BOOLEAN NOT NULL DEFAULT false,
    "provider" TEXT,
    "link" TEXT,
    "title" TEXT NOT NULL DEFAULT '',
    "author" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "caption" TEXT NOT NULL DEFAULT '',
    "date" DATE,
    "timespot" TEXT,
    "lat" DOUBLE PRECISION,
    "lon" DOUBLE PRECISION,
    "alt" DOUBLE PRECISION,
    "direction" DOUBLE PRECISION,
    "accuracy" DOUBLE PRECISION,
    "country" TEXT,
    "region" TEXT,
    "geounit" TEXT,
    "geosubunit" TEXT,
    "location" TEXT,
    "exifDate" TEXT,
    "exifDateTime" TEXT,
    "exif" JSONB,
    "isThumbnail" BOOLEAN NOT NULL DEFAULT false,
    "privacy" INTEGER NOT NULL DEFAULT 9,
    "sensitive" BOOLEAN NOT NULL DEFAULT false,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Media_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Media_dbKey_key" ON "Media"("dbKey");

-- CreateIndex
CREATE INDEX "Media_ownerId_createdAt_id_idx" ON "Media"("ownerId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Media_entityId_createdAt_idx" ON "Media"("entityId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Media_createdAt_id_idx" ON "Media"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Media_sha256_idx" ON "Media"("sha256");

-- CreateIndex
CREATE UNIQUE INDEX "Media_ownerId_clientKey_key" ON "Media"("ownerId", "clientKey");

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "Entity"("id") ON DELETE SET NULL ON UPDATE CASCADE;
