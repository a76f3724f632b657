/**
 * Texts that only some screens show are compiled into catalog parts of their own
 * (`compiled/{part}/{language}.json`, codegen/index.ts), fetched when such a screen opens
 * (`PartTexts.tsx`), so nobody's first load carries them: the admin screens' texts, and those of the
 * account screens (account, password, sessions, removal, settings) and of the blog's, stories', content pages' and bibliography's screens.
 */
export const CATALOG_PARTS = {
  admin: ['adminMessage.', 'adminNotifications.', 'chartGenerator.'],
  account: ['account.', 'accountRemoval.', 'passwords.', 'profileSettings.', 'sessions.'],
  publishing: ['articles.', 'bibliography.'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogPart = keyof typeof CATALOG_PARTS;

export const CATALOG_PART_NAMES = Object.keys(CATALOG_PARTS) as CatalogPart[];

/** The part a text is compiled into; null for the first load's catalog. */
export function catalogPartOf(id: string): CatalogPart | null {
  return CATALOG_PART_NAMES.find((part) => CATALOG_PARTS[part].some((prefix) => id.startsWith(prefix))) ?? null;
}
