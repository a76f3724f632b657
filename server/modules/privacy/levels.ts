/** Privacy levels (social-core §3): who may see an item. */
export const Privacy = {
  REMOVED: -1,
  ONLY_ME: 0,
  FRIENDS: 1,
  SAME_GROUP: 2,
  ANYBODY: 9,
} as const;
export type PrivacyLevel = (typeof Privacy)[keyof typeof Privacy];

/** `{kind}_pp` profile settings give the default level per item kind, falling back to anybody. */
export function defaultPrivacy(settings: Record<string, unknown>, kind: string): PrivacyLevel {
  const value = settings[`${kind}_pp`];
  const levels: readonly number[] = Object.values(Privacy);
  return typeof value === 'number' && levels.includes(value) && value !== Privacy.REMOVED ? (value as PrivacyLevel) : Privacy.ANYBODY;
}
