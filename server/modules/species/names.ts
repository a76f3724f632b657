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
