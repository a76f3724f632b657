/** A language code of the UI (hu, en, ro, tr). */
export type NameLanguage = 'hu' | 'en' | 'ro' | 'tr';
export const NAME_LANGUAGES: readonly NameLanguage[] = ['hu', 'en', 'ro', 'tr'];

export type CommonNames = Partial<Record<NameLanguage, string>>;

export interface ScientificName {
  genus: string;
  species: string;
  subspecies: string | null;
}

/** "Genus species [subspecies]" */
export function scientificName({ genus, species, subspecies }: ScientificName): string {
  return [genus, species, subspecies].filter(Boolean).join(' ');
}

/** The URL slug of a scientific name: papilio-machaon, zygaena-filipendulae-stephensi. */
export function speciesUri(name: ScientificName): string {
  return scientificName(name)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Reads the stored JSON of common names, keeping only the known languages' non-empty strings. */
export function commonNamesOf(value: unknown): CommonNames {
  if (!value || typeof value !== 'object') return {};
  const names: CommonNames = {};
  for (const language of NAME_LANGUAGES) {
    const name = (value as Record<string, unknown>)[language];
    if (typeof name === 'string' && name.trim()) names[language] = name.trim();
  }
  return names;
}

export function isNameLanguage(value: unknown): value is NameLanguage {
  return (NAME_LANGUAGES as readonly unknown[]).includes(value);
}

/** Common names as GraphQL and the web carry them: one entry a language. */
export interface CommonNameEntry {
  readonly language: string;
  readonly name: string;
}

/**
 * The common name a species is shown by in a UI language: that language's, else the English one,
 * else null (the caller shows the scientific name). Never another language's name: a Romanian reader
 * is not shown the Hungarian name of a species that has no Romanian or English one.
 */
export function commonNameIn(names: CommonNames | readonly CommonNameEntry[], language: string): string | null {
  const lookup = isEntryList(names) ? (wanted: string) => names.find((entry) => entry.language === wanted)?.name : (wanted: string) => names[wanted as NameLanguage];
  for (const wanted of language === 'en' ? ['en'] : [language, 'en']) {
    const name = lookup(wanted)?.trim();
    if (name) return name;
  }
  return null;
}

function isEntryList(names: CommonNames | readonly CommonNameEntry[]): names is readonly CommonNameEntry[] {
  return Array.isArray(names);
}

/** The name a species is shown by in a UI language: its common name there, else English, else the scientific name. */
export function displayName(names: CommonNames | readonly CommonNameEntry[], scientific: ScientificName, language: string): string {
  return commonNameIn(names, language) ?? scientificName(scientific);
}
