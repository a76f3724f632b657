-- AlterTable
ALTER TABLE "Media" ADD COLUMN     "licence" "Licence" NOT NULL DEFAULT 'CC_BY_4_0';

-- AlterTable
ALTER TABLE "Species" ADD COLUMN     "timegraphImageUrl" TEXT;

-- The year and the day of the year of a record's first day, for the statistics (records per year,
-- the phenology chart's 365-day axis). Generated like "observedMonth".
ALTER TABLE "Observation" ADD COLUMN "observedYear" SMALLINT GENERATED ALWAYS AS (EXTRACT(YEAR FROM "dateFrom")::smallint) STORED;
ALTER TABLE "Observation" ADD COLUMN "observedDay" SMALLINT GENERATED ALWAYS AS (EXTRACT(DOY FROM "dateFrom")::smallint) STORED;
