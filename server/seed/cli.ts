import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations } from '../db/migrations.ts';
import { seedDemoIfEmpty } from './demo.ts';

const config = loadConfig();
const db = await openDatabase(config.database);
try {
  await applyMigrations(db);
  const seeded = await seedDemoIfEmpty(db.prisma);
  console.log(seeded ? 'Demo data seeded.' : 'The database already has users; nothing seeded.');
} finally {
  await db.close();
}
