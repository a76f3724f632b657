const STORAGE_KEY = 'lepke.chartGenerator.next';

/**
 * Where a chart generator run stopped, kept in this browser: the id of the next species to draw. Kept
 * as an id rather than an index, so a catalogue that changed since still resumes at the same species
 * (or from the start when it is gone).
 */
export function savedNextSpecies(): number | null {
  try {
    const id = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** null: the run finished or starts over. */
export function saveNextSpecies(id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // storage may be unavailable (private mode): a reload then starts from the first species
  }
}

/** The queue's index to resume at: the saved species' place, or 0. */
export function resumeIndex(queue: readonly { id: number }[], nextId: number | null): number {
  const index = nextId === null ? -1 : queue.findIndex((species) => species.id === nextId);
  return Math.max(0, index);
}
