import { ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { speciesUri } from '@domain/species/names.ts';

/** The most names or rows one import may hold. */
export const IMPORT_MAX_ROWS = 5000;

/** A problem of one line of an imported file. */
export interface NameListProblem {
  /** 1-based line of the file */
  row: number;
  reason: string;
  /** the offending text */
  detail: string;
}

export interface SpeciesMatch {
  row: number;
  name: string;
  speciesId: number;
}

/** Maps "Genus species [subspecies]" names to catalogue ids through their URI; each name once. */
export async function speciesIds(services: Services, names: string[]): Promise<Map<string, number>> {
  const uris = [...new Set(names.map((name) => speciesKey(name)).filter((key): key is string => key !== null))];
  const rows = uris.length ? await services.prisma.species.findMany({ where: { uri: { in: uris } }, select: { id: true, uri: true } }) : [];
  return new Map(rows.map((row) => [row.uri, row.id]));
}

/** The URI a name stands for: a capitalised genus, a lower-case epithet and an optional lower-case subspecies. */
export function speciesKey(name: string): string | null {
  const match = /^([A-Z][a-z]+)\s+([a-z][a-z-]+)(?:\s+([a-z][a-z-]+))?$/.exec(name.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  return speciesUri({ genus: match[1]!, species: match[2]!, subspecies: match[3] ?? null });
}

/**
 * A species list, one name per line (recording §5): each name is matched to a catalogue id;
 * unmatched names and empty lines between names go to the error list.
 */
export async function matchSpeciesList(services: Services, text: string): Promise<{ matches: SpeciesMatch[]; errors: NameListProblem[] }> {
  const lines = text.split(/\r?\n/);
  while (lines.length && !lines.at(-1)!.trim()) lines.pop();
  if (lines.length > IMPORT_MAX_ROWS) throw new ValidationError([{ field: 'text', code: 'TOO_MANY_ITEMS' }]);
  const ids = await speciesIds(services, lines);
  const matches: SpeciesMatch[] = [];
  const errors: NameListProblem[] = [];
  lines.forEach((line, i) => {
    const name = line.trim();
    const key = speciesKey(name);
    const id = key === null ? undefined : ids.get(key);
    if (!name) errors.push({ row: i + 1, reason: 'Empty name', detail: '' });
    else if (id === undefined) errors.push({ row: i + 1, reason: 'Unknown spnames', detail: name });
    else matches.push({ row: i + 1, name, speciesId: id });
  });
  return { matches, errors };
}
