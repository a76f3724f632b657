import type { Viewer } from '../../auth/viewer.ts';
import type { Article, Collection, CollectionItem, Entity, Media, Observation, Species } from '../../db/generated/prisma/client.ts';
import { collectionPath } from '@domain/collections.ts';
import { articleRecord } from '../articles/present.ts';
import { mediaForRest } from '../media/present.ts';
import { mediaUrls } from '../media/service.ts';
import { observationForRest, PRESENTED_RECORD_INCLUDE, type PresentedRecord } from '../observations/present.ts';
import { speciesForRest } from '../species/present.ts';
import { itemKind } from './service.ts';

const NAMED = { select: { id: true, displayName: true } } as const;

/** What `collectionRecord` reads beside the collection's own columns (the cover is asked through the viewer's media rule). */
export const COLLECTION_INCLUDE = { owner: NAMED, entity: NAMED } as const;

/** What `itemRecord` reads: each kind's own presenter's (a record's place is cut by `presentPlace`). */
export const ITEM_INCLUDE = { observation: { include: PRESENTED_RECORD_INCLUDE }, media: true, species: true, article: { include: { author: NAMED } } } as const;

type Named = Pick<Entity, 'id' | 'displayName'>;
export type PresentedCollection = Collection & { owner: Named; entity: Named | null };
export type PresentedItem = CollectionItem & {
  observation: (Observation & Omit<PresentedRecord, keyof Observation>) | null;
  media: Media | null;
  species: Species | null;
  article: (Article & { author: Named | null }) | null;
};

/** A collection over REST (recording §3), with the count of the items the viewer sees and its cover if they see it. */
export function collectionRecord(collection: PresentedCollection, extra: { itemCount: number; cover: Media | null; viewerCanEdit: boolean }) {
  const cover = extra.cover ? mediaUrls(extra.cover) : null;
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    access: collection.privacy,
    license: collection.license,
    license_text: collection.licenseText,
    owned_by: collection.owner.id,
    owned_by_name: collection.owner.displayName,
    entity_id: collection.entity?.id ?? null,
    entity_name: collection.entity?.displayName ?? null,
    cover_media: extra.cover ? { id: extra.cover.id, thumb: cover!.thumb, pres: cover!.pres } : null,
    item_count: extra.itemCount,
    created_at: collection.createdAt.toISOString(),
    updated_at: collection.updatedAt.toISOString(),
    url: collectionPath(collection.id),
    viewer_can_edit: extra.viewerCanEdit,
  };
}

/** One item over REST: its place, caption and kind, and the thing in its own module's shape. */
export function itemRecord(viewer: Viewer, item: PresentedItem) {
  return {
    id: item.id,
    position: item.position,
    note: item.note,
    kind: itemKind(item),
    observation: item.observation ? observationForRest(viewer, item.observation) : undefined,
    media: item.media ? mediaForRest(item.media, viewer) : undefined,
    species: item.species ? speciesForRest(item.species) : undefined,
    article: item.article ? articleRecord(item.article) : undefined,
  };
}
