/**
 * Texts that only some screens show are compiled into catalog parts of their own
 * (`compiled/{part}/{language}.json`, codegen/index.ts), fetched when such a screen opens
 * (`PartTexts.tsx`), so nobody's first load carries them: the admin screens' texts, and those of the
 * account screens (account, password, sessions, removal, settings), of the blog's, stories', content pages', bibliography's and collections' screens,
 * of the points-on-a-map screens (`/visual/`), of the editors of recording §7 (media info batches, genus notes, locality names, contributors), of the search screen and its tag suggestions, of the species quiz, of the timeline items' report sheet, of the
 * statistics screens (their links elsewhere are `chartLinks.`), of the image editors (`imageLinks.`), of the
 * profile editor (`profileLinks.`), of the samples' screens (/my/sample/), of the people screens (`/admin/user/`),
 * of the review rules' and validators' assignments' screen, of the import screens (CSV sightings, species lists)
 * and of the map's screens and its animation (their links elsewhere are `mapLinks.`).
 */
export const CATALOG_PARTS = {
  admin: ['adminAudit.', 'adminDisputes.', 'adminEntities.', 'adminMedia.', 'adminMessage.', 'adminNotifications.', 'chartGenerator.'],
  account: ['account.', 'accountRemoval.', 'passwords.', 'profileSettings.', 'sessions.', 'twoFactorSetup.'],
  publishing: ['articles.', 'bibliography.', 'collections.'],
  visual: ['visual.'],
  editing: ['contributions.', 'genus.', 'locality.', 'mediaBatch.'],
  search: ['search.', 'tags.'],
  quiz: ['quiz.'],
  reports: ['commentReport.', 'timelineReport.'],
  charts: ['charts.'],
  images: ['images.'],
  profileEdit: ['profileEdit.'],
  samples: ['samples.'],
  adminUsers: ['adminUsers.'],
  reviewRules: ['reviewRules.'],
  imports: ['imports.'],
  map: ['observationMap.', 'mapAnimation.'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogPart = keyof typeof CATALOG_PARTS;

export const CATALOG_PART_NAMES = Object.keys(CATALOG_PARTS) as CatalogPart[];

/** The part a text is compiled into; null for the first load's catalog. */
export function catalogPartOf(id: string): CatalogPart | null {
  return CATALOG_PART_NAMES.find((part) => CATALOG_PARTS[part].some((prefix) => id.startsWith(prefix))) ?? null;
}
