/** Privacy levels (social-core §3): who may see an item. */
export const Privacy = {
  REMOVED: -1,
  ONLY_ME: 0,
  FRIENDS: 1,
  SAME_GROUP: 2,
  ANYBODY: 9,
} as const;
export type PrivacyLevel = (typeof Privacy)[keyof typeof Privacy];

/** The levels a person may give an item or a default, most restrictive first (REMOVED is no choice). */
export const PRIVACY_CHOICES: readonly number[] = [Privacy.ONLY_ME, Privacy.FRIENDS, Privacy.SAME_GROUP, Privacy.ANYBODY];

/** A level's name, as the texts of the UI key it. */
export type PrivacyName = 'onlyMe' | 'friends' | 'sameGroup' | 'anybody';

/** Unknown values count as the most restrictive level, so the lock never claims too much. */
export function privacyLevel(privacy: number): PrivacyName {
  switch (privacy) {
    case Privacy.ANYBODY:
      return 'anybody';
    case Privacy.SAME_GROUP:
      return 'sameGroup';
    case Privacy.FRIENDS:
      return 'friends';
    default:
      return 'onlyMe';
  }
}

/** A kind whose own `{kind}_pp` falls back to another kind's before anybody: a solution answers a lesson. */
const FALLBACK_KIND: Record<string, string> = { solution: 'lesson' };

/**
 * `{kind}_pp` profile settings give the default level per item kind, falling back to anybody; a
 * solution without its own `solution_pp` takes the lesson's (`lesson_pp`, which the settings page
 * sets for "lessons and solutions"). Settings that are not an object (none loaded yet) give anybody.
 */
export function defaultPrivacy(settings: unknown, kind: string): PrivacyLevel {
  const values: Record<string, unknown> = settings && typeof settings === 'object' ? (settings as Record<string, unknown>) : {};
  const levelOf = (key: string) => {
    const value = values[`${key}_pp`];
    return typeof value === 'number' && PRIVACY_CHOICES.includes(value) ? (value as PrivacyLevel) : undefined;
  };
  const fallback = FALLBACK_KIND[kind];
  return levelOf(kind) ?? (fallback === undefined ? undefined : levelOf(fallback)) ?? Privacy.ANYBODY;
}
