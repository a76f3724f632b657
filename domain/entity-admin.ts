/**
 * The filters of entity administration (`/admin/entity/list/`, issue 21 part 2), shared by the server
 * and the admin screen: member-count sizes, last-activity bands and the archive state.
 */
export const ENTITY_SIZES = ['small', 'medium', 'large'] as const;
export type EntitySize = (typeof ENTITY_SIZES)[number];

const SIZE_RANGES: Record<EntitySize, { min: number; max: number | null }> = {
  small: { min: 0, max: 9 },
  medium: { min: 10, max: 99 },
  large: { min: 100, max: null },
};

/** The member counts a size covers (max null: no upper bound). */
export function sizeRange(size: EntitySize): { min: number; max: number | null } {
  return SIZE_RANGES[size];
}

/** month: active in the last 30 days; year: in the last year; dormant: nothing for a year. */
export const ENTITY_ACTIVITIES = ['month', 'year', 'dormant'] as const;
export type EntityActivity = (typeof ENTITY_ACTIVITIES)[number];

/** active (the default): not archived; archived: only archived ones; all: both. */
export const ENTITY_ARCHIVE_STATES = ['active', 'archived', 'all'] as const;
export type EntityArchiveState = (typeof ENTITY_ARCHIVE_STATES)[number];
