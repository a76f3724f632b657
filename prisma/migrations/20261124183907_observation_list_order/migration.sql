-- CreateIndex
CREATE INDEX "Observation_dateFrom_id_idx" ON "Observation"("dateFrom" DESC, "id" DESC);
