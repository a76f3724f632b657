/**
 * The values of a changed form, kept while the tab reloads or the person is on the map picker
 * (/map/get_position_1/), and the point picked there. The picker is its own route, so the form is
 * unmounted meanwhile: it stashes its values here (session storage: this tab only) and takes them
 * back, with the picked point, when it opens again at the same address.
 */
import type { ObservationFormValues } from './observation-form-values.ts';

const DRAFT_KEY = 'lepke.observationForm.draft';
const PICK_KEY = 'lepke.mapPicker.pick';
/** A draft older than this is not restored: the person has moved on. */
export const DRAFT_MAX_AGE_MS = 30 * 60_000;

export interface FormDraft {
  /** the form's address (pathname), so a draft only returns to its own form */
  path: string;
  values: ObservationFormValues;
  clientId: string;
  changed: boolean;
  savedAt: number;
}

export interface PickedPoint {
  lat: number;
  lon: number;
  pickedAt: number;
}

function read<T>(key: string): T | null {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage may be unavailable (private mode): the picker then starts the form afresh
  }
}

export function stashDraft(draft: Omit<FormDraft, 'savedAt'>, now = Date.now()): void {
  write(DRAFT_KEY, { ...draft, savedAt: now });
}

/** The draft of the form at `path`, when there is a fresh one (it stays until clearDraft). */
export function peekDraft(path: string, now = Date.now()): FormDraft | null {
  const draft = read<FormDraft>(DRAFT_KEY);
  if (!draft || draft.path !== path || typeof draft.savedAt !== 'number' || now - draft.savedAt > DRAFT_MAX_AGE_MS) return null;
  return draft;
}

export function clearDraft(): void {
  write(DRAFT_KEY, null);
}

export function storePick(lat: number, lon: number, now = Date.now()): void {
  write(PICK_KEY, { lat, lon, pickedAt: now } satisfies PickedPoint);
}

/** The point picked on the map since the draft was stashed, if any. */
export function peekPick(since: number): PickedPoint | null {
  const pick = read<PickedPoint>(PICK_KEY);
  if (!pick || !Number.isFinite(pick.lat) || !Number.isFinite(pick.lon) || pick.pickedAt < since) return null;
  return pick;
}

export function clearPick(): void {
  write(PICK_KEY, null);
}
