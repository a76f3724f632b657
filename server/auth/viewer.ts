import type { Entity, User } from '../db/generated/prisma/client.ts';
import type { RoleName } from './roles.ts';

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
