/**
 * The admin screens' texts (ids under these prefixes) are compiled into a catalog part of their own
 * (`compiled/admin/{language}.json`, codegen/index.ts), fetched when an admin screen opens
 * (`AdminTexts.tsx`), so nobody else's first load carries them.
 */
export const ADMIN_TEXT_PREFIXES = ['adminMessage.', 'adminNotifications.', 'chartGenerator.'] as const;

export function isAdminText(id: string): boolean {
  return ADMIN_TEXT_PREFIXES.some((prefix) => id.startsWith(prefix));
}
