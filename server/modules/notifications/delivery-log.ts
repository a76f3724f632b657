import { Prisma } from '../../db/generated/prisma/client.ts';
import type { Db } from '../objects/registry.ts';

/** The channels whose deliveries are counted. */
export type DeliveryChannel = 'IN_APP' | 'PUSH' | 'EMAIL';

/** What one channel did for one kind: deliveries taken and failed. */
export interface DeliveryCount {
  /** a NotificationKind, or OTHER for a token no kind claims */
  kind: string;
  sent: number;
  failed: number;
}

/**
 * Adds to the day's counters of a channel (`NotificationDelivery`, the admins' overview): one
 * statement for the batch, an upsert that adds, so concurrent deliveries never lose a count.
 */
export async function countDeliveries(db: Db, channel: DeliveryChannel, counts: readonly DeliveryCount[], at = new Date()): Promise<void> {
  const byKind = new Map<string, DeliveryCount>();
  for (const { kind, sent, failed } of counts) {
    const sum = byKind.get(kind) ?? { kind, sent: 0, failed: 0 };
    sum.sent += sent;
    sum.failed += failed;
    byKind.set(kind, sum);
  }
  if (!byKind.size) return;
  const day = at.toISOString().slice(0, 10);
  const rows = [...byKind.values()].map(({ kind, sent, failed }) => Prisma.sql`(${day}::date, ${channel}, ${kind}, ${sent}, ${failed})`);
  await db.$executeRaw`
    INSERT INTO "NotificationDelivery" ("day", "channel", "kind", "sent", "failed") VALUES ${Prisma.join(rows)}
    ON CONFLICT ("day", "channel", "kind") DO UPDATE
    SET "sent" = "NotificationDelivery"."sent" + EXCLUDED."sent", "failed" = "NotificationDelivery"."failed" + EXCLUDED."failed"`;
}
