import { formatDms, parseCoordinatePair } from '@domain/geo/coordinates.ts';
import { gridCells } from '@domain/geo/grid.ts';

/** One pasted line: a coordinate pair, optionally followed by a label after a tab or semicolon. */
export type VisualLine =
  | { line: number; text: string; label: string; ok: true; lat: number; lon: number; dms: string; eea10km: string | null; utm2_5km: string | null }
  | { line: number; text: string; label: string; ok: false; error: string };

/** A list can be long (a season's notebook); the map stays usable up to this many points. */
export const VISUAL_MAX_LINES = 2000;

function splitLabel(text: string): { coordinates: string; label: string } {
  const at = text.search(/[\t;|]/);
  return at < 0 ? { coordinates: text, label: '' } : { coordinates: text.slice(0, at), label: text.slice(at + 1).trim() };
}

/** Every non-empty line of the text, parsed the way the observation form parses coordinates. */
export function parseVisualLines(text: string): VisualLine[] {
  const found: VisualLine[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const trimmed = raw.trim();
    if (!trimmed) continue;
    if (found.length === VISUAL_MAX_LINES) break;
    const { coordinates, label } = splitLabel(trimmed);
    const parsed = parseCoordinatePair(coordinates);
    if (!parsed.ok) {
      found.push({ line: index + 1, text: trimmed, label, ok: false, error: parsed.error });
      continue;
    }
    const cells = gridCells(parsed.lat, parsed.lon);
    found.push({
      line: index + 1,
      text: trimmed,
      label,
      ok: true,
      lat: parsed.lat,
      lon: parsed.lon,
      dms: formatDms(parsed.lat, parsed.lon),
      eea10km: cells.eea10km,
      utm2_5km: cells.utm2_5km,
    });
  }
  return found;
}
