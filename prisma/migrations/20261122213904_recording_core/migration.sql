-- CreateEnum
CREATE TYPE "IucnCategory" AS ENUM ('EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'CD', 'LC', 'DD');

-- CreateEnum
CREATE TYPE "ProtectionLevel" AS ENUM ('PROTECTED', 'STRICTLY_PROTECTED');

-- CreateEnum
CREATE TYPE "LifeStage" AS ENUM ('IMAGO', 'PUPA', 'CATERPILLAR', 'EGG');

-- CreateEnum
CREATE TYPE "BasisOfRecord" AS ENUM ('OBSERVATION', 'HUMAN_OBSERVATION', 'MACHINE_OBSERVATION', 'MATERIAL_SAMPLE', 'PRESERVED_SPECIMEN', 'FOSSIL_SPECIMEN', 'LIVING_SPECIMEN', 'LITERATURE', 'UNKNOWN');

-- CreateEnum
CREATE TYPE "Licence" AS ENUM ('CC0', 'CC_BY_4_0', 'CC_BY_NC_4_0');

-- CreateEnum
CREATE TYPE "ReviewRuleKind" AS ENUM ('GENUS', 'FLIGHT_PERIOD', 'OUTSIDE_KNOWN_SQUARES', 'DIFFICULTY', 'PROTECTED', 'THREATENED');

-- CreateEnum
CREATE TYPE "ReviewAction" AS ENUM ('COMMENT', 'APPROVE', 'REJECT', 'REVOKE', 'APPEAL');

-- CreateTable
CREATE TABLE "Species" (
    "id" SERIAL NOT NULL,
    "uri" TEXT NOT NULL,
    "genus" TEXT NOT NULL,
    "species" TEXT NOT NULL,
    "subspecies" TEXT,
    "author" TEXT NOT NULL,
    "family" TEXT NOT NULL,
    "subfamily" TEXT,
    "group" TEXT NOT NULL,
    "commonNames" JSONB NOT NULL DEFAULT '{}',
    "distribution" TEXT NOT NULL DEFAULT '',
    "thumbnailUrl" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "externalRef" TEXT,
    "iucn" "IucnCategory",
    "redListHu" TEXT,
    "protection" "ProtectionLevel",
    "protectionValue" INTEGER,
    "difficulty" INTEGER NOT NULL DEFAULT 1,
    "statCount" INTEGER NOT NULL DEFAULT 0,
    "statYearFrom" INTEGER,
    "statYearTo" INTEGER,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Species_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Phenology" (
    "id" SERIAL NOT NULL,
    "speciesId" INTEGER NOT NULL,
    "lifeStage" "LifeStage" NOT NULL,
    "region" TEXT,
    "months" INTEGER[],

    CONSTRAINT "Phenology_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KnownSquare" (
    "speciesId" INTEGER NOT NULL,
    "cell10km" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnownSquare_pkey" PRIMARY KEY ("speciesId","cell10km")
);

-- CreateTable
CREATE TABLE "ReviewRule" (
    "id" SERIAL NOT NULL,
    "kind" "ReviewRuleKind" NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "roles" "Role"[],
    "params" JSONB NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReviewRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Observation" (
    "id" SERIAL NOT NULL,
    "clientId" TEXT NOT NULL,
    "speciesId" INTEGER,
    "speciesText" TEXT,
    "status" INTEGER NOT NULL,
    "reviewReasons" TEXT[],
    "country" TEXT NOT NULL,
    "region" TEXT,
    "closestSettlement" TEXT,
    "location" TEXT,
    "verbatimLat" TEXT,
    "verbatimLon" TEXT,
    "lat" DOUBLE PRECISION,
    "lon" DOUBLE PRECISION,
    "alt" DOUBLE PRECISION,
    "accuracy" DOUBLE PRECISION,
    "locationSource" TEXT,
    "dateFrom" DATE NOT NULL,
    "dateTo" DATE NOT NULL,
    "author" TEXT,
    "uploaderId" INTEGER NOT NULL,
    "timespot" TEXT,
    "individuals" INTEGER,
    "lifeStage" "LifeStage" NOT NULL DEFAULT 'IMAGO',
    "notes" TEXT NOT NULL DEFAULT '',
    "comment" TEXT NOT NULL DEFAULT '',
    "discussion" TEXT NOT NULL DEFAULT '',
    "basisOfRecord" "BasisOfRecord" NOT NULL DEFAULT 'HUMAN_OBSERVATION',
    "dataSource" TEXT,
    "dataSourceId" TEXT,
    "licence" "Licence" NOT NULL DEFAULT 'CC_BY_4_0',
    "mediaIds" INTEGER[],
    "sensitive" BOOLEAN NOT NULL DEFAULT false,
    "informationWithheld" TEXT,
    "dataGeneralizations" TEXT,
    "publicLat" DOUBLE PRECISION,
    "publicLon" DOUBLE PRECISION,
    "eea1km" TEXT,
    "eea10km" TEXT,
    "eea100km" TEXT,
    "utm10km" TEXT,
    "utm2_5km" TEXT,
    "possibleDuplicateOfId" INTEGER,
    "reviewerId" INTEGER,
    "reviewedAt" TIMESTAMP(3),
    "itemId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Observation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewEvent" (
    "id" SERIAL NOT NULL,
    "observationId" INTEGER NOT NULL,
    "actorId" INTEGER NOT NULL,
    "action" "ReviewAction" NOT NULL,
    "fromStatus" INTEGER,
    "toStatus" INTEGER,
    "message" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedLocation" (
    "id" SERIAL NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "country" TEXT NOT NULL,
    "region" TEXT,
    "closestSettlement" TEXT,
    "location" TEXT,
    "verbatimLat" TEXT,
    "verbatimLon" TEXT,
    "lat" DOUBLE PRECISION NOT NULL,
    "lon" DOUBLE PRECISION NOT NULL,
    "alt" DOUBLE PRECISION,
    "accuracy" DOUBLE PRECISION,
    "locationSource" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SavedLocation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Species_uri_key" ON "Species"("uri");

-- CreateIndex
CREATE INDEX "Species_genus_species_idx" ON "Species"("genus", "species");

-- CreateIndex
CREATE UNIQUE INDEX "Phenology_speciesId_lifeStage_region_key" ON "Phenology"("speciesId", "lifeStage", "region");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewRule_kind_key" ON "ReviewRule"("kind");

-- CreateIndex
CREATE UNIQUE INDEX "Observation_clientId_key" ON "Observation"("clientId");

-- CreateIndex
CREATE UNIQUE INDEX "Observation_itemId_key" ON "Observation"("itemId");

-- CreateIndex
CREATE INDEX "Observation_uploaderId_dateFrom_id_idx" ON "Observation"("uploaderId", "dateFrom" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Observation_speciesId_dateFrom_idx" ON "Observation"("speciesId", "dateFrom" DESC);

-- CreateIndex
CREATE INDEX "Observation_status_createdAt_idx" ON "Observation"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Observation_country_idx" ON "Observation"("country");

-- CreateIndex
CREATE INDEX "Observation_eea1km_idx" ON "Observation"("eea1km");

-- CreateIndex
CREATE INDEX "Observation_eea10km_idx" ON "Observation"("eea10km");

-- CreateIndex
CREATE INDEX "Observation_eea100km_idx" ON "Observation"("eea100km");

-- CreateIndex
CREATE INDEX "Observation_utm10km_idx" ON "Observation"("utm10km");

-- CreateIndex
CREATE INDEX "Observation_utm2_5km_idx" ON "Observation"("utm2_5km");

-- CreateIndex
CREATE INDEX "ReviewEvent_observationId_id_idx" ON "ReviewEvent"("observationId", "id");

-- CreateIndex
CREATE INDEX "SavedLocation_ownerId_updatedAt_idx" ON "SavedLocation"("ownerId", "updatedAt" DESC);

-- AddForeignKey
ALTER TABLE "Phenology" ADD CONSTRAINT "Phenology_speciesId_fkey" FOREIGN KEY ("speciesId") REFERENCES "Species"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnownSquare" ADD CONSTRAINT "KnownSquare_speciesId_fkey" FOREIGN KEY ("speciesId") REFERENCES "Species"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Observation" ADD CONSTRAINT "Observation_speciesId_fkey" FOREIGN KEY ("speciesId") REFERENCES "Species"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Observation" ADD CONSTRAINT "Observation_uploaderId_fkey" FOREIGN KEY ("uploaderId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Observation" ADD CONSTRAINT "Observation_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "Entity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Observation" ADD CONSTRAINT "Observation_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "TimelineItem"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewEvent" ADD CONSTRAINT "ReviewEvent_observationId_fkey" FOREIGN KEY ("observationId") REFERENCES "Observation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewEvent" ADD CONSTRAINT "ReviewEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedLocation" ADD CONSTRAINT "SavedLocation_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
