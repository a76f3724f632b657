-- CreateEnum
CREATE TYPE "SampleProtocol" AS ENUM ('LIGHT_TRAP', 'LIGHT_SHEET', 'BAIT', 'PHEROMONE_TRAP', 'TRANSECT', 'TIMED_COUNT', 'NETTING', 'LARVAL_SEARCH', 'CASUAL_LIST', 'OTHER');

-- AlterTable
ALTER TABLE "Observation" ADD COLUMN     "sampleId" INTEGER;

-- CreateTable
CREATE TABLE "Sample" (
    "id" SERIAL NOT NULL,
    "clientId" TEXT NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "protocol" "SampleProtocol" NOT NULL,
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
    "timeStart" TEXT,
    "timeEnd" TEXT,
    "effort" TEXT,
    "completeList" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Sample_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Sample_clientId_key" ON "Sample"("clientId");

-- CreateIndex
CREATE INDEX "Sample_ownerId_dateFrom_id_idx" ON "Sample"("ownerId", "dateFrom" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Observation_sampleId_idx" ON "Observation"("sampleId");

-- AddForeignKey
ALTER TABLE "Observation" ADD CONSTRAINT "Observation_sampleId_fkey" FOREIGN KEY ("sampleId") REFERENCES "Sample"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sample" ADD CONSTRAINT "Sample_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
