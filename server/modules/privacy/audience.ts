import type { Entity, Prisma } from '../../db/generated/prisma/client.ts';
import { MEMBERSHIP_CODES, RelationCode } from '@domain/entities.ts';
import { sameGroupEntities } from '../entities/join-policy.ts';

/**
 * Whom a logged-in viewer's relations open items to, as lists of entity ids, read with the session
 * in the same statement. With them the visibility rule (visibility.ts) compares the item's own
 * columns instead of joining the owner's relations into every list query: PostgreSQL misjudges
 * those joins (it sorts a person's whole timeline before its first page) and pays them on every row.
 */
export interface Audience {
  /** entities with a block between them and the viewer, either way */
  blocked: number[];
  /** owners who count the viewer a friend: their friends-only items */
  friendOf: number[];
  /** entities the viewer is a member or an admin of: the same-group items published in them */
  groups: number[];
  /** members of the same-group entities the viewer is a member of: their own same-group items */
  groupPeers: number[];
}

/** What the session lookup reads of the viewer's entity for the audience. */
export const AUDIENCE_INCLUDE = {
  blocking: { select: { blockedId: true } },
  blockedBy: { select: { blockerId: true } },
  relationsTo: { where: { code: RelationCode.FRIEND }, select: { fromId: true } },
  relationsFrom: {
    where: { code: { in: MEMBERSHIP_CODES } },
    select: {
      toId: true,
      code: true,
      to: { select: { relationsTo: { where: { code: RelationCode.MEMBER, to: sameGroupEntities() }, select: { fromId: true } } } },
    },
  },
} satisfies Prisma.EntityInclude;

type EntityWithAudience = Prisma.EntityGetPayload<{ include: typeof AUDIENCE_INCLUDE }>;

/** The viewer's entity as read with AUDIENCE_INCLUDE, split into the plain entity and its audience. */
export function splitAudience({ blocking, blockedBy, relationsTo, relationsFrom, ...entity }: EntityWithAudience): { entity: Entity; audience: Audience } {
  const unique = (ids: number[]) => [...new Set(ids)];
  return {
    entity,
    audience: {
      blocked: unique([...blocking.map(({ blockedId }) => blockedId), ...blockedBy.map(({ blockerId }) => blockerId)]),
      friendOf: relationsTo.map(({ fromId }) => fromId),
      groups: unique(relationsFrom.map(({ toId }) => toId)),
      groupPeers: unique(relationsFrom.filter(({ code }) => code === RelationCode.MEMBER).flatMap(({ to }) => to.relationsTo.map(({ fromId }) => fromId))),
    },
  };
}
