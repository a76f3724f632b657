-- AlterTable
ALTER TABLE "User" ADD COLUMN     "totpLastStep" INTEGER;
