import type { Species } from '../../db/generated/prisma/client.ts';
import { commonNamesOf, scientificName } from '@domain/species/names.ts';

/** A species in the spec's field names (recording §3). */
export function speciesForRest(species: Species) {
  return {
    id: species.id,
    uri: species.uri,
    genus: species.genus,
    species: species.species,
    subspecies: species.subspecies,
    name: scientificName(species),
    dauthor: species.author,
    family: species.family,
    subfamily: species.subfamily,
    group: species.group,
    distribution: species.distribution,
    common_name: commonNamesOf(species.commonNames),
    thumbnail_url: species.thumbnailUrl,
    timegraph_image_url: species.timegraphImageUrl,
    stat: { cnt: species.statCount, year_from: species.statYearFrom, year_to: species.statYearTo },
    iucn: species.iucn,
    red_list_hu: species.redListHu,
    protection: species.protection,
    protection_value: species.protectionValue,
    difficulty: species.difficulty,
    description: species.description,
    external_ref: species.externalRef,
  };
}
