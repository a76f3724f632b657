-- AlterEnum
ALTER TYPE "ReviewAction" ADD VALUE 'TAXON_CHANGE';

-- AlterTable: the review reasons become flags, every failed check whether or not it demands review
ALTER TABLE "Observation" RENAME COLUMN "reviewReasons" TO "flags";

-- AlterTable
ALTER TABLE "ReviewRule" ADD COLUMN     "reviewRoles" "Role"[] DEFAULT ARRAY[]::"Role"[];

-- Only the genus rule of recording §5 demands review (of ADV records, as before) and flags the records of every role
UPDATE "ReviewRule" SET "reviewRoles" = "roles", "roles" = ARRAY[]::"Role"[] WHERE "kind" = 'GENUS';
