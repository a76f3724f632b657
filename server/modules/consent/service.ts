import type { Viewer } from '../../auth/viewer.ts';
import { NotFoundError, UnauthorizedError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { type ConsentItem, findConsentItem, pendingItems, recordName } from './items.ts';

export interface ConsentDecision {
  id: number;
  name: string;
  accepted: boolean;
  createdAt: Date;
}

function requireUserId(viewer: Viewer): number {
  if (!viewer.user) throw new UnauthorizedError();
  return viewer.user.id;
}

/** The consent items the viewer still has to accept (none for a guest: they have nothing to consent to yet). */
export async function pendingConsents(services: Services, viewer: Viewer): Promise<ConsentItem[]> {
  if (!viewer.user) return [];
  const accepted = await services.prisma.consent.findMany({
    where: { userId: viewer.user.id, accepted: true },
    select: { name: true },
  });
  return pendingItems(accepted.map(({ name }) => name));
}

/**
 * Records the viewer's decision on the current version of an item. A rejection is kept as a record
 * too, but the item stays pending: a rejected `block` item keeps the app closed, so the web app
 * logs the user out instead.
 */
export async function decideConsent(services: Services, viewer: Viewer, name: string, accepted: boolean): Promise<ConsentDecision> {
  const userId = requireUserId(viewer);
  const item = findConsentItem(name);
  if (!item) throw new NotFoundError('DATA_NOT_FOUND', `No consent item named ${name}`);
  const record = await services.prisma.consent.create({
    data: { userId, name: recordName(item), accepted },
    select: { id: true, accepted: true, createdAt: true },
  });
  return { ...record, name: item.name };
}
