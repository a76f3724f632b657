-- A site admin's broadcast to a role (audience ROLE) keeps the role it went to.
-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "role" "Role";
