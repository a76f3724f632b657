import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { MEMBERSHIP_CODES, RelationCode } from '../entities/types.ts';
import { Privacy } from './levels.ts';

/**
 * The rows of an owned item the viewer may read, as a Prisma filter, so that hidden rows never
 * leave the database: public items; the viewer's own; friends-only items of the viewer's friends;
 * same-group items of owners who share a group with the viewer, or, for an item published in an
 * entity, of that entity's members and admins. Removed items are never listed,
 * nor items of an owner who blocked the viewer or whom the viewer blocked.
 */
export function visibleTimelineItems(viewer: Viewer): Prisma.TimelineItemWhereInput {
  const me = viewer.user?.entityId;
  if (me === undefined) return { privacy: Privacy.ANYBODY };
  return {
    owner: notBlockedWith(me),
    OR: [
      { privacy: Privacy.ANYBODY },
      { ownerId: me, privacy: { not: Privacy.REMOVED } },
      { privacy: Privacy.FRIENDS, owner: { relationsFrom: { some: { toId: me, code: RelationCode.FRIEND } } } },
      {
        privacy: Privacy.SAME_GROUP,
        entityId: { not: null },
        entity: { relationsTo: { some: { fromId: me, code: { in: MEMBERSHIP_CODES } } } },
      },
      {
        privacy: Privacy.SAME_GROUP,
        entityId: null,
        owner: {
          relationsFrom: {
            some: { code: RelationCode.MEMBER, to: { relationsTo: { some: { fromId: me, code: RelationCode.MEMBER } } } },
          },
        },
      },
    ],
  };
}

/** Entities with no block between them and `me`, in either direction. */
export function notBlockedWith(me: number): Prisma.EntityWhereInput {
  return { blocking: { none: { blockedId: me } }, blockedBy: { none: { blockerId: me } } };
}
