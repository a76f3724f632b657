import { ForbiddenError } from '../../errors.ts';
import type { Db } from '../objects/registry.ts';

/** Whether either entity has blocked the other. */
export async function isBlockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const block = await db.block.findFirst({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { blockerId: true },
  });
  return block !== null;
}

/** Requests, messages, comments and likes between blocked entities are refused. */
export async function assertNotBlocked(db: Db, a: number, b: number): Promise<void> {
  if (await isBlockedBetween(db, a, b)) throw new ForbiddenError('BLOCKED', 'One of you has blocked the other');
}
