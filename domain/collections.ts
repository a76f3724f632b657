import { ARTICLE_LICENCES } from './articles.ts';

/**
 * Collections (recording §3 "collection"): curated, ordered sets of records, photos, species and
 * articles — a project's highlights, a teaching set — with a cover, a description, a privacy level
 * and a licence.
 */

/** The kinds of thing a collection holds. */
export const COLLECTION_ITEM_KINDS = ['OBSERVATION', 'MEDIA', 'SPECIES', 'ARTICLE'] as const;
export type CollectionItemKind = (typeof COLLECTION_ITEM_KINDS)[number];

/** The most items one collection holds: a longer set is more than one. */
export const COLLECTION_MAX_ITEMS = 200;

export const COLLECTION_TITLE_MAX_LENGTH = 200;
/** An item's caption. */
export const COLLECTION_NOTE_MAX_LENGTH = 500;

/** A collection's licence: the articles' vocabulary (the records' licences, or CUSTOM with its own text). */
export const COLLECTION_LICENCES = ARTICLE_LICENCES;
export type CollectionLicence = (typeof COLLECTION_LICENCES)[number];

/** Where a collection is seen in the app, and where its curators edit it (`0` for a new one). */
export const collectionPath = (id: number): string => `/collection/${id}`;
export const collectionEditPath = (id: number): string => `/collection/${id}/item/edit/`;
