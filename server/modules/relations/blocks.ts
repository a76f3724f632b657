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
