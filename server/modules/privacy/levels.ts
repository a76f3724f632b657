/** Privacy levels (social-core §3): who may see an item. */
export const Privacy = {
  REMOVED: -1,
  ONLY_ME: 0,
  FRIENDS: 1,
  SAME_GROUP: 2,
  ANYBODY: 9,
} as const;
export type PrivacyLevel = (typeof Privacy)[keyof typeof Privacy];

/** A kind whose own `{kind}_pp` falls back to another kind's before anybody: a solution answers a lesson. */
const FALLBACK_KIND: Record<string, string> = { solution: 'lesson' };

/**
 * `{kind}_pp` profile settings give the default level per item kind, falling back to anybody; a
 * solution without its own `solution_pp` takes the lesson's (`lesson_pp`, which the settings page
 * sets for "lessons and solutions").
 */
export function defaultPrivacy(settings: Record<string, unknown>, kind: string): PrivacyLevel {
  const levels: readonly number[] = Object.values(Privacy);
  const levelOf = (key: string) => {
    const value = settings[`${key}_pp`];
    return typeof value === 'number' && levels.includes(value) && value !== Privacy.REMOVED ? (value as PrivacyLevel) : undefined;
  };
  const fallback = FALLBACK_KIND[kind];
  return levelOf(kind) ?? (fallback === undefined ? undefined : levelOf(fallback)) ?? Privacy.ANYBODY;
}
