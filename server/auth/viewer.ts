import type { Entity, User } from '../db/generated/prisma/client.ts';
import { UnauthorizedError } from '../errors.ts';
import type { RoleName } from '@domain/roles.ts';

export type AccountUser = User & { entity: Entity };

/** Who is asking: a guest, or a logged-in user with their person entity. */
export interface Viewer {
  role: RoleName;
  user: AccountUser | null;
  sessionId: string | null;
}

export const GUEST: Viewer = { role: 'GUEST', user: null, sessionId: null };

export function viewerFor(user: AccountUser, sessionId: string): Viewer {
  return { role: user.role, user, sessionId };
}

export function viewerEntityId(viewer: Viewer): number | null {
  return viewer.user?.entityId ?? null;
}

/** The entity a logged-in viewer acts as; a guest is refused (UNAUTHORIZED, 401 on REST). */
export function actingEntityId(viewer: Viewer): number {
  const entityId = viewer.user?.entityId;
  if (entityId === undefined) throw new UnauthorizedError();
  return entityId;
}
