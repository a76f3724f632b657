import type { PrismaClient } from '../db/generated/prisma/client.ts';

type Count = (db: PrismaClient, id: number) => Promise<number>;

/** Every Relay node type and how to count its row, whoever may see it. */
const COUNTS: Record<string, Count> = {
  Comment: (db, id) => db.comment.count({ where: { id } }),
  Entity: (db, id) => db.entity.count({ where: { id } }),
  Media: (db, id) => db.media.count({ where: { id } }),
  Notification: (db, id) => db.notification.count({ where: { id } }),
  Observation: (db, id) => db.observation.count({ where: { id } }),
  Post: (db, id) => db.post.count({ where: { id } }),
  Quiz: (db, id) => db.quiz.count({ where: { id } }),
  Sample: (db, id) => db.sample.count({ where: { id } }),
  SavedLocation: (db, id) => db.savedLocation.count({ where: { id } }),
  Species: (db, id) => db.species.count({ where: { id } }),
  TimelineItem: (db, id) => db.timelineItem.count({ where: { id } }),
};

/** Whether the node of a decoded global id exists at all (not whether the viewer may see it). */
export async function nodeExists(db: PrismaClient, { typename, id }: { typename: string; id: string }): Promise<boolean> {
  const count = COUNTS[typename];
  const numeric = Number(id);
  if (!count || !Number.isSafeInteger(numeric) || numeric <= 0 || numeric > 2_147_483_647) return false;
  return (await count(db, numeric)) > 0;
}
