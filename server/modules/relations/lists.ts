import type { Viewer } from '../../auth/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import type { PageQuery } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { ADMIN_CODES, RelationCode } from '@domain/entities.ts';
import { notBlockedWith } from '../privacy/visibility.ts';
import { authorizeJoinRequests } from './policy.ts';

/** Relation letters whose holders an entity page lists; join requests only to the entity's deciders. */
const LISTED_CODES: readonly string[] = [RelationCode.MEMBER, RelationCode.FRIEND, RelationCode.JOIN_REQUEST_SENT, ...ADMIN_CODES];

/** The entities holding `code` towards an entity (its members, friends, join requests, admins), oldest first; blocked ones left out. */
export function listRelated(services: Services, viewer: Viewer, entityId: number, code: string, { page, size }: PageQuery) {
  return listRelatedWindow(services, viewer, entityId, code, { skip: page * size, take: size });
}

/** The same list by offset (`skip`) and count (`take`), as a GraphQL connection pages it. */
export async function listRelatedWindow(services: Services, viewer: Viewer, entityId: number, code: string, { skip, take }: { skip: number; take: number }) {
  if (!LISTED_CODES.includes(code)) throw new NotFoundError();
  if (code === RelationCode.JOIN_REQUEST_SENT) await authorizeJoinRequests(viewer, 'decide', { db: services.prisma, entityId });
  const me = viewer.user?.entityId;
  const where = { toId: entityId, code, ...(me === undefined ? {} : { from: notBlockedWith(me) }) };
  const [rows, total] = await Promise.all([
    services.prisma.entityRelation.findMany({ where, select: { from: true }, orderBy: { id: 'asc' }, skip, take }),
    services.prisma.entityRelation.count({ where }),
  ]);
  return { entities: rows.map((row) => row.from), total };
}
