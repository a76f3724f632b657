import type { Entity, User } from '../db/generated/prisma/client.ts';
import { UnauthorizedError } from '../errors.ts';
import type { RoleName } from '@domain/roles.ts';
import type { Audience } from '../modules/privacy/audience.ts';

export type AccountUser = User & { entity: Entity };

/** Who is asking: a guest, or a logged-in user with their person entity. */
export interface Viewer {
  role: RoleName;
  user: AccountUser | null;
  sessionId: string | null;
  /** whom the viewer's relations open items to, as read with the session; absent, the rule joins the relations itself */
  audience?: Audience;
}

export const GUEST: Viewer = { role: 'GUEST', user: null, sessionId: null };

export function viewerFor(user: AccountUser, sessionId: string, audience?: Audience): Viewer {
  return { role: user.role, user, sessionId, ...(audience ? { audience } : {}) };
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

/** The signed-in viewer's account; a guest is refused (UNAUTHORIZED, 401 on REST). */
export function signedInUser(viewer: Viewer): AccountUser {
  if (!viewer.user) throw new UnauthorizedError();
  return viewer.user;
}
