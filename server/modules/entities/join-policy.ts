import type { Prisma } from '../../db/generated/prisma/client.ts';
import { COMMUNITY_ENTITY, GROUP_ENTITY, PROJECT_ENTITY } from '@domain/entities.ts';

/**
 * How a person joins an entity, by its type: the community and groups are open, so joining makes a
 * member at once; a project is curated, so joining leaves a join request (j) that one of its
 * administrators with A, C or E accepts or rejects. Persons are befriended, not joined.
 */
export type JoinPolicy = 'open' | 'request';

const JOIN_POLICY: Partial<Record<number, JoinPolicy>> = {
  [COMMUNITY_ENTITY]: 'open',
  [GROUP_ENTITY]: 'open',
  [PROJECT_ENTITY]: 'request',
};

/** The policy of an entity type; undefined for a type nobody joins (a person). */
export function joinPolicy(entityType: number): JoinPolicy | undefined {
  return JOIN_POLICY[entityType];
}

/**
 * The entity types whose shared membership makes two people "the same group" for privacy 2
 * (social-core §3): only those a person enters with an administrator's approval. A membership
 * anybody can take on their own (the site-wide community, an open group) would hand same-group
 * items to whoever clicks "join".
 */
export const SAME_GROUP_TYPES: readonly number[] = Object.entries(JOIN_POLICY)
  .filter(([type, policy]) => policy === 'request' && Number(type) !== COMMUNITY_ENTITY)
  .map(([type]) => Number(type));

/** The entities whose members share a group in the sense of privacy 2, as a Prisma filter. */
export function sameGroupEntities(): Prisma.EntityWhereInput {
  return { type: { in: [...SAME_GROUP_TYPES] } };
}
