import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { sameGroupEntities } from '../entities/join-policy.ts';
import { MEMBERSHIP_CODES, RelationCode } from '@domain/entities.ts';
import { Privacy } from '@domain/privacy.ts';
import { hasRole } from '@domain/roles.ts';

/**
 * The rows of an owned item the viewer may read, as a Prisma filter, so that hidden rows never
 * leave the database: public items; the viewer's own; friends-only items of the viewer's friends;
 * same-group items of owners who share a group with the viewer (one joined only with an
 * administrator's approval, see `sameGroupEntities`), or, for an item published in an
 * entity, of that entity's members and admins. Removed items are never listed,
 * nor items of an owner who blocked the viewer or whom the viewer blocked.
 *
 * `asIfPrivacy` evaluates the rule as if the rows had that level instead of their stored one: the
 * timeline subscription asks with it whether an item was visible before its privacy changed.
 */
export function visibleTimelineItems(viewer: Viewer, asIfPrivacy?: number): Prisma.TimelineItemWhereInput {
  const where = visibleByPrivacy(viewer, asIfPrivacy);
  // An item a moderator hid (disputes) is gone for everybody, its author too, but moderators and admins.
  return seesHidden(viewer) ? where : { AND: [where, { hiddenAt: null }] };
}

/** Moderators and admins see what a moderator hid (disputes): they may restore it. */
export function seesHidden(viewer: Viewer): boolean {
  return viewer.user !== null && hasRole(viewer.role, 'MODERATOR');
}

/**
 * The privacy rule alone (levels and blocks), without the moderators' hiding: for rows that have a
 * timeline item's owned-row columns but cannot be hidden (collections).
 */
export function visibleByPrivacy(viewer: Viewer, asIfPrivacy?: number): Prisma.TimelineItemWhereInput {
  // A level condition on the row, or, with an assumed level, a constant true or false.
  const at = (level: number): Prisma.TimelineItemWhereInput => (asIfPrivacy === undefined ? { privacy: level } : asIfPrivacy === level ? ANY_ROW : NO_ROW);
  const notRemoved: Prisma.TimelineItemWhereInput =
    asIfPrivacy === undefined ? { privacy: { not: Privacy.REMOVED } } : asIfPrivacy === Privacy.REMOVED ? NO_ROW : ANY_ROW;
  const me = viewer.user?.entityId;
  if (me === undefined) return at(Privacy.ANYBODY);
  const { audience } = viewer;
  if (audience) {
    // The same rule over the ids the viewer's relations name (audience.ts): the item's columns only.
    return {
      ownerId: { notIn: audience.blocked },
      OR: [
        at(Privacy.ANYBODY),
        { ownerId: me, ...notRemoved },
        { ...at(Privacy.FRIENDS), ownerId: { in: audience.friendOf } },
        { ...at(Privacy.SAME_GROUP), entityId: { in: audience.groups } },
        { ...at(Privacy.SAME_GROUP), entityId: null, ownerId: { in: audience.groupPeers } },
      ],
    };
  }
  return {
    owner: notBlockedWith(me),
    OR: [
      at(Privacy.ANYBODY),
      { ownerId: me, ...notRemoved },
      { ...at(Privacy.FRIENDS), owner: { relationsFrom: { some: { toId: me, code: RelationCode.FRIEND } } } },
      {
        ...at(Privacy.SAME_GROUP),
        entityId: { not: null },
        entity: { relationsTo: { some: { fromId: me, code: { in: MEMBERSHIP_CODES } } } },
      },
      {
        ...at(Privacy.SAME_GROUP),
        entityId: null,
        owner: {
          relationsFrom: {
            some: {
              code: RelationCode.MEMBER,
              to: { ...sameGroupEntities(), relationsTo: { some: { fromId: me, code: RelationCode.MEMBER } } },
            },
          },
        },
      },
    ],
  };
}

/** Matches no row (an empty `in`), and every row (its negation: Prisma drops an empty `{}` from an OR). */
const NO_ROW: Prisma.TimelineItemWhereInput = { id: { in: [] } };
const ANY_ROW: Prisma.TimelineItemWhereInput = { NOT: [NO_ROW] };

/** Entities with no block between them and `me`, in either direction. */
export function notBlockedWith(me: number): Prisma.EntityWhereInput {
  return { blocking: { none: { blockedId: me } }, blockedBy: { none: { blockerId: me } } };
}
