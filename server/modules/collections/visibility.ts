import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { JOURNAL_KEEPER_CODES } from '../articles/policy.ts';
import { visibleByPrivacy } from '../privacy/visibility.ts';

/** The admins of a group or project who curate its collections: its owner and co-admins (A, C, E), as for its journal. */
export const CURATOR_CODES = JOURNAL_KEEPER_CODES;

/**
 * The collections a viewer may see, as a filter inside every query (node, lists, counts, REST, the
 * media they show). A collection has the owned-row columns of a timeline item — `ownerId`, `owner`,
 * `entityId`, `entity`, `privacy` — so the privacy rule of timeline items, `visibleByPrivacy` (public, own,
 * friends-only of friends, same group, blocks) is applied to it unchanged; the tests of
 * tests/integration/collections.test.ts hold it to every level. Its entity's curators see it too.
 */
export function visibleCollections(viewer: Viewer): Prisma.CollectionWhereInput {
  const rule = visibleByPrivacy(viewer) as unknown as Prisma.CollectionWhereInput;
  const me = viewer.user?.entityId;
  if (me === undefined) return rule;
  return { OR: [rule, { entity: { relationsTo: { some: { fromId: me, code: { in: [...CURATOR_CODES] } } } } }] };
}
