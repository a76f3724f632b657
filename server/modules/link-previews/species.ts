import { NotFoundError } from '../../errors.ts';
import { commonNamesOf, scientificName } from '@domain/species/names.ts';
import type { Db } from '../objects/registry.ts';
import { plainText } from '../rich-text/sanitize.ts';
import { speciesKeyWhere } from '../species/service.ts';
import type { PreviewMeta } from './meta.ts';

/** A species' preview (the catalogue is everybody's): its names, the start of its description, its picture. */
export async function speciesPreview(db: Db, key: string): Promise<PreviewMeta | null> {
  let where;
  try {
    where = speciesKeyWhere(key);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  const species = await db.species.findUnique({
    where,
    select: { id: true, genus: true, species: true, subspecies: true, author: true, family: true, commonNames: true, description: true, thumbnailUrl: true },
  });
  if (!species) return null;
  const latin = scientificName(species);
  const common = commonNamesOf(species.commonNames).hu;
  return {
    title: common ? `${common} (${latin})` : latin,
    description: plainText(species.description) || [latin, species.author, species.family].filter(Boolean).join(' · '),
    path: `/species/${species.id}`,
    image: species.thumbnailUrl,
    type: 'article',
  };
}
