import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations } from '../db/migrations.ts';
import { seedDemoAnnouncement } from '../modules/notifications/seed.ts';
import { seedDemoCollections } from '../modules/collections/demo.ts';
import { seedDemoQuiz } from '../modules/quiz/demo.ts';
import { seedDemoMediaReview } from '../modules/media/demo-review.ts';
import { seedDemoObservations } from '../modules/observations/demo.ts';
import { seedReferenceData } from '../modules/species/seed.ts';
import { createLogger } from '../logger.ts';
import { Mailer } from '../modules/mail/mailer.ts';
import { WebPush } from '../modules/push/web-push.ts';
import { createBus } from '../realtime/pubsub.ts';
import { openMediaStorage } from '../storage/open-storage.ts';
import { seedDemoIfEmpty } from './demo.ts';

const config = loadConfig();
const db = await openDatabase(config.database);
try {
  await applyMigrations(db);
  await seedReferenceData(db.prisma);
  const seeded = await seedDemoIfEmpty(db.prisma);
  if (seeded) {
    const logger = createLogger(config.logLevel);
    const mailer = new Mailer(config, logger);
    try {
      const services = {
        config,
        logger,
        prisma: db.prisma,
        bus: createBus(),
        storage: openMediaStorage(config, logger),
        push: new WebPush(config, logger),
        mailer,
      };
      await seedDemoObservations(services);
      await seedDemoAnnouncement(services);
      await seedDemoCollections(db.prisma);
      await seedDemoQuiz(db.prisma);
      await seedDemoMediaReview(db.prisma);
    } finally {
      mailer.close();
    }
  }
  console.log(seeded ? 'Demo data seeded.' : 'The database already has users; nothing seeded.');
} finally {
  await db.close();
}
