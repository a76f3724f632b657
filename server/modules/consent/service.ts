import type { Viewer } from '../../auth/viewer.ts';
import { NotFoundError, UnauthorizedError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { CONSENT_ITEMS, type ConsentItem, findConsentItem, pendingItems, recordName } from './items.ts';

export interface ConsentDecision {
  id: number;
  name: string;
  accepted: boolean;
  createdAt: Date;
}

/** An item with whether the user's latest decision on its current version accepts it. */
export type ConsentState = ConsentItem & { accepted: boolean };

function requireUserId(viewer: Viewer): number {
  if (!viewer.user) throw new UnauthorizedError();
  return viewer.user.id;
}

/**
 * The Consent row names (`name@version`) whose latest decision is an acceptance: a later
 * rejection withdraws an earlier acceptance.
 */
async function acceptedNames(services: Services, userId: number): Promise<string[]> {
  const decisions = await services.prisma.consent.findMany({
    where: { userId },
    select: { name: true, accepted: true },
    orderBy: { id: 'desc' },
  });
  const latest = new Map<string, boolean>();
  for (const { name, accepted } of decisions) if (!latest.has(name)) latest.set(name, accepted);
  return [...latest].filter(([, accepted]) => accepted).map(([name]) => name);
}

/** The consent items the viewer still has to accept (none for a guest: they have nothing to consent to yet). */
export async function pendingConsents(services: Services, viewer: Viewer): Promise<ConsentItem[]> {
  if (!viewer.user) return [];
  return pendingItems(await acceptedNames(services, viewer.user.id));
}

/** Every consent item with the viewer's standing decision on it (none for a guest). */
export async function consentStates(services: Services, viewer: Viewer): Promise<ConsentState[]> {
  if (!viewer.user) return [];
  const accepted = new Set(await acceptedNames(services, viewer.user.id));
  return CONSENT_ITEMS.map((item) => ({ ...item, accepted: accepted.has(recordName(item)) }));
}

/**
 * Records the viewer's decision on the current version of an item; the latest decision counts, so
 * `accepted: false` withdraws an acceptance and the item is pending again. A `block` item is what
 * the app cannot be used without: rejecting or withdrawing it ends every session of the user, in
 * the same transaction (the web app logs out on a rejection too). A `page` item (research data)
 * gates only the use it names.
 */
export async function decideConsent(services: Services, viewer: Viewer, name: string, accepted: boolean): Promise<ConsentDecision> {
  const userId = requireUserId(viewer);
  const item = findConsentItem(name);
  if (!item) throw new NotFoundError('DATA_NOT_FOUND', `No consent item named ${name}`);
  const record = await services.prisma.$transaction(async (tx) => {
    const created = await tx.consent.create({
      data: { userId, name: recordName(item), accepted },
      select: { id: true, accepted: true, createdAt: true },
    });
    if (!accepted && item.type === 'block') await tx.session.deleteMany({ where: { userId } });
    return created;
  });
  return { ...record, name: item.name };
}
