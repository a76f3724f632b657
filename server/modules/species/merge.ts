import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Species } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { recountSpecies, regeneraliseSpeciesRecords } from '../observations/service.ts';
import { publishTimelineItemChanged } from '../timeline/events.ts';
import { scientificName } from '@domain/species/names.ts';
import { authorizeSpecies } from './policy.ts';

/**
 * Deletes a species without records. One with records is refused (SPECIES_HAS_RECORDS, 409):
 * merging it into another species keeps what was seen.
 */
export async function deleteSpecies(services: Services, viewer: Viewer, id: number): Promise<Species> {
  authorizeSpecies(viewer, 'edit');
  return services.prisma.$transaction(async (tx) => {
    const found = await tx.species.findUnique({ where: { id } });
    if (!found) throw new NotFoundError();
    if (await tx.observation.count({ where: { speciesId: id } })) {
      throw new ConflictError('SPECIES_HAS_RECORDS', 'The species has records: merge it into another species instead');
    }
    await tx.species.delete({ where: { id } });
    return found;
  });
}

/**
 * A taxon change: the species' records move to the target species, each keeping the old name in
 * its history (a TAXON_CHANGE review event), their places generalised anew for the target's
 * sensitivity; its known squares join the target's, and the species is deleted.
 */
export async function mergeSpecies(services: Services, viewer: Viewer, id: number, intoId: number): Promise<{ species: Species; moved: number }> {
  authorizeSpecies(viewer, 'edit');
  const me = actingEntityId(viewer);
  if (id === intoId) throw new ValidationError([{ field: 'intoId', code: 'FORMAT_ERROR' }]);
  const { target, itemIds } = await services.prisma.$transaction(
    async (tx) => {
      const [source, target] = await Promise.all([tx.species.findUnique({ where: { id } }), tx.species.findUnique({ where: { id: intoId } })]);
      if (!source || !target) throw new NotFoundError();
      const records = await tx.observation.findMany({ where: { speciesId: id }, select: { id: true, itemId: true } });
      const message = `${scientificName(source)} → ${scientificName(target)}`;
      await tx.observation.updateMany({ where: { speciesId: id }, data: { speciesId: intoId } });
      // places, titles and media follow the target's sensitivity
      await regeneraliseSpeciesRecords(tx, intoId);
      if (records.length) {
        await tx.reviewEvent.createMany({ data: records.map((record) => ({ observationId: record.id, actorId: me, action: 'TAXON_CHANGE' as const, message })) });
      }
      const squares = await tx.knownSquare.findMany({ where: { speciesId: id }, select: { cell10km: true } });
      await tx.knownSquare.createMany({ data: squares.map(({ cell10km }) => ({ speciesId: intoId, cell10km })), skipDuplicates: true });
      await tx.species.delete({ where: { id } });
      await recountSpecies(tx, [intoId]);
      return { target: await tx.species.findUniqueOrThrow({ where: { id: intoId } }), itemIds: records.map((record) => record.itemId) };
    },
    { timeout: 120_000 },
  );
  for (const itemId of itemIds) publishTimelineItemChanged(services, itemId);
  return { species: target, moved: itemIds.length };
}
