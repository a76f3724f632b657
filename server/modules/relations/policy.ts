import { type Abilities, authorize } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { hasRole } from '@domain/roles.ts';
import type { Db } from '../objects/registry.ts';
import { isBlockedBetween } from './blocks.ts';

/** Admin letters that decide join requests (M moderates posts, R advertises: neither admits members). */
export const REQUEST_DECIDERS: readonly string[] = ['A', 'C', 'E'];

export type JoinRequestAction = 'decide';

/** An entity's join requests (social-core §4): an administrator with A, C or E, or a site ADMIN, sees and decides them. */
export async function joinRequestsPolicy(viewer: Viewer, { db, entityId }: { db: Db; entityId: number }): Promise<Abilities<JoinRequestAction>> {
  const me = viewer.user?.entityId;
  if (me === undefined) return { decide: false };
  if (hasRole(viewer.role, 'ADMIN')) return { decide: true };
  const decider = await db.entityRelation.findFirst({
    where: { fromId: me, toId: entityId, code: { in: [...REQUEST_DECIDERS] } },
    select: { id: true },
  });
  return { decide: decider !== null };
}

export const authorizeJoinRequests = (viewer: Viewer, action: JoinRequestAction, entity: { db: Db; entityId: number }) =>
  authorize(joinRequestsPolicy, viewer, action, entity);

export type ContactAction = 'contact';

/** Requests, messages, comments and likes between blocked entities are refused (social-core §4). */
export async function contactPolicy(viewer: Viewer, { db, otherId }: { db: Db; otherId: number }): Promise<Abilities<ContactAction>> {
  const me = viewer.user?.entityId;
  return { contact: me !== undefined && !(await isBlockedBetween(db, me, otherId)) };
}

export const authorizeContact = (viewer: Viewer, other: { db: Db; otherId: number }) =>
  authorize(contactPolicy, viewer, 'contact', other, 'BLOCKED', 'One of you has blocked the other');
