-- AlterTable
ALTER TABLE "SavedLocation" ADD COLUMN     "name" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "ObservationContributor" (
    "observationId" INTEGER NOT NULL,
    "entityId" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ObservationContributor_pkey" PRIMARY KEY ("observationId","entityId","role")
);

-- CreateTable
CREATE TABLE "GenusNote" (
    "genus" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "updatedById" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GenusNote_pkey" PRIMARY KEY ("genus")
);

-- CreateIndex
CREATE INDEX "ObservationContributor_entityId_idx" ON "ObservationContributor"("entityId");

-- AddForeignKey
ALTER TABLE "ObservationContributor" ADD CONSTRAINT "ObservationContributor_observationId_fkey" FOREIGN KEY ("observationId") REFERENCES "Observation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ObservationContributor" ADD CONSTRAINT "ObservationContributor_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GenusNote" ADD CONSTRAINT "GenusNote_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "Entity"("id") ON DELETE SET NULL ON UPDATE CASCADE;
