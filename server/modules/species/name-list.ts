import { ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { IMPORT_MAX_ROWS, IMPORT_REASONS } from '@domain/imports.ts';
import type { ImportProblem } from '../observations/imports.ts';
import { scientificName, speciesUri } from '@domain/species/names.ts';

/** The most names or rows one import may hold. */
export { IMPORT_MAX_ROWS };

/** A problem of one line of a species list: as a sightings file's, without a column. */
export type NameListProblem = Omit<ImportProblem, 'column'> & { column: null };

export interface SpeciesMatch {
  row: number;
  name: string;
  speciesId: number;
  /** the catalogue's name and URI of the species matched */
  scientificName: string;
  uri: string;
}

/** The catalogue URIs a typed name may stand for: its subspecies' (when it names one) and its species'. */
export interface NameKeys {
  species: string;
  subspecies: string | null;
}

/**
 * How both imports read a name (recording §5): "Genus species [subspecies]" in any case and
 * spacing; the genus is capitalised and the epithets lower-cased before matching. A subspecies
 * the catalogue does not list is accepted and stands for its species.
 */
export function speciesKeys(name: string): NameKeys | null {
  const match = /^(\p{L}+)\s+(\p{L}[\p{L}-]*)(?:\s+(\p{L}[\p{L}-]*))?$/u.exec(name.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const genus = match[1]!.charAt(0).toUpperCase() + match[1]!.slice(1).toLowerCase();
  const species = match[2]!.toLowerCase();
  const subspecies = match[3]?.toLowerCase() ?? null;
  return {
    species: speciesUri({ genus, species, subspecies: null }),
    subspecies: subspecies === null ? null : speciesUri({ genus, species, subspecies }),
  };
}

/** The catalogue id a name matches: its subspecies when the catalogue lists it, else its species. */
export type SpeciesMatcher = (name: string) => number | undefined;

/** One query for all the names of a file; then each name is matched with `speciesKeys`. */
export async function speciesMatcher(services: Services, names: string[]): Promise<SpeciesMatcher> {
  const keys = names.map((name) => speciesKeys(name)).filter((key): key is NameKeys => key !== null);
  const uris = [...new Set(keys.flatMap((key) => (key.subspecies ? [key.species, key.subspecies] : [key.species])))];
  const rows = uris.length ? await services.prisma.species.findMany({ where: { uri: { in: uris } }, select: { id: true, uri: true } }) : [];
  const ids = new Map(rows.map((row) => [row.uri, row.id]));
  return (name) => {
    const key = speciesKeys(name);
    if (!key) return undefined;
    return (key.subspecies ? ids.get(key.subspecies) : undefined) ?? ids.get(key.species);
  };
}

/**
 * A species list, one name per line (recording §5): each name is matched to a catalogue id;
 * unmatched names and empty lines between names go to the error list.
 */
export async function matchSpeciesList(services: Services, text: string): Promise<{ matches: SpeciesMatch[]; errors: NameListProblem[] }> {
  const lines = text.split(/\r?\n/);
  while (lines.length && !lines.at(-1)!.trim()) lines.pop();
  if (lines.length > IMPORT_MAX_ROWS) throw new ValidationError([{ field: 'text', code: 'TOO_MANY_ITEMS' }]);
  const match = await speciesMatcher(services, lines);
  const ids = lines.map((line) => match(line.trim()));
  const found = await services.prisma.species.findMany({
    where: { id: { in: [...new Set(ids.filter((id): id is number => id !== undefined))] } },
    select: { id: true, uri: true, genus: true, species: true, subspecies: true },
  });
  const catalogue = new Map(found.map((row) => [row.id, row]));
  const matches: SpeciesMatch[] = [];
  const errors: NameListProblem[] = [];
  lines.forEach((line, i) => {
    const name = line.trim();
    const id = ids[i];
    const species = id === undefined ? undefined : catalogue.get(id);
    if (!name) errors.push({ row: i + 1, reason: 'Empty name', code: IMPORT_REASONS['Empty name'], column: null, detail: '' });
    else if (id === undefined || !species) errors.push({ row: i + 1, reason: 'Unknown spnames', code: IMPORT_REASONS['Unknown spnames'], column: null, detail: name });
    else matches.push({ row: i + 1, name, speciesId: id, scientificName: scientificName(species), uri: species.uri });
  });
  return { matches, errors };
}
