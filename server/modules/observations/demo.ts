import { viewerFor } from '../../auth/viewer.ts';
import type { Services } from '../../services.ts';
import { decide } from '../review/service.ts';
import { createObservationBatch, type ObservationInput } from './service.ts';

type DemoRecord = Omit<ObservationInput, 'clientId' | 'speciesId'> & { species: string };

/** Real demo records through the same entry rules as everyone's: accepted, pending and a rejected one. */
const RECORDS: Record<string, DemoRecord[]> = {
  'user@lepke.test': [
    { species: 'aglais-io', country: 'HU', closestSettlement: 'Budapest', location: 'Óbudai-sziget', verbatimLat: '47.5532', verbatimLon: '19.0512', dateFrom: '2025-07-14', individuals: 3, notes: 'Csalánoson napoztak.' },
    { species: 'papilio-machaon', country: 'HU', closestSettlement: 'Budaörs', location: 'Kopárok', verbatimLat: `47°27'48"N`, verbatimLon: `18°56'10"E`, dateFrom: '2025-06-02', individuals: 1 },
    { species: 'vanessa-cardui', country: 'HU', closestSettlement: 'Tihany', verbatimLat: '46.9136', verbatimLon: '17.8893', dateFrom: '2025-08-09', individuals: 12, notes: 'Erős vonulás a levendulásban.' },
    { species: 'leptidea-sinapis', country: 'HU', closestSettlement: 'Pilisszentkereszt', verbatimLat: '47.6912', verbatimLon: '18.8995', dateFrom: '2025-05-18', individuals: 2 },
    { species: 'parnassius-mnemosyne', country: 'HU', closestSettlement: 'Sátoraljaújhely', location: 'Zemplén, erdőszéli rét', verbatimLat: '48.4102', verbatimLon: '21.6433', dateFrom: '2025-05-25', individuals: 4, privacy: 1 },
  ],
  'adv@lepke.test': [
    { species: 'iphiclides-podalirius', country: 'HU', closestSettlement: 'Budaörs', verbatimLat: '47.4602', verbatimLon: '18.9321', dateFrom: '2025-07-03', individuals: 2, mediaIds: [] },
    { species: 'acherontia-atropos', country: 'HU', closestSettlement: 'Szeged', verbatimLat: '46.2530', verbatimLon: '20.1414', dateFrom: '2025-09-12', individuals: 1, lifeStage: 'IMAGO', notes: 'Lámpánál.' },
  ],
  'pro@lepke.test': [
    { species: 'lycaena-dispar', country: 'HU', closestSettlement: 'Tiszafüred', verbatimLat: '47.6189', verbatimLon: '20.7617', dateFrom: '2025-08-21', individuals: 2 },
    { species: 'zerynthia-polyxena', country: 'HU', closestSettlement: 'Gödöllő', verbatimLat: '47.5966', verbatimLon: '19.3552', dateFrom: '2025-04-26', individuals: 5, lifeStage: 'IMAGO' },
    { species: 'saturnia-pyri', country: 'HU', closestSettlement: 'Pécs', verbatimLat: '46.0727', verbatimLon: '18.2323', dateFrom: '2025-05-05', individuals: 1 },
  ],
  'ioana@lepke.test': [
    { species: 'gonepteryx-rhamni', country: 'RO', closestSettlement: 'Cluj-Napoca', location: 'Grădina Botanică', verbatimLat: '46.7625', verbatimLon: '23.5889', dateFrom: '2025-04-02', individuals: 1 },
  ],
  'elif@lepke.test': [
    { species: 'polyommatus-icarus', country: 'TR', closestSettlement: 'Göreme', verbatimLat: '38.6431', verbatimLon: '34.8289', dateFrom: '2025-06-15', individuals: 6 },
  ],
};

/**
 * Seeds the demo records after the demo community (their items dated on their observation day, so
 * they sit below the demo timeline's recent posts), then has the moderator accept one pending
 * record and reject another, so every status and the review history can be seen.
 */
export async function seedDemoObservations(services: Pick<Services, 'prisma' | 'bus'>): Promise<number> {
  const prisma = services.prisma;
  const uris = [...new Set(Object.values(RECORDS).flatMap((records) => records.map((record) => record.species)))];
  const species = new Map((await prisma.species.findMany({ where: { uri: { in: uris } }, select: { id: true, uri: true } })).map((row) => [row.uri, row.id]));
  let created = 0;
  for (const [email, records] of Object.entries(RECORDS)) {
    const user = await prisma.user.findUnique({ where: { email }, include: { entity: true } });
    if (!user) continue;
    const viewer = viewerFor(user, 'demo-seed');
    for (const [i, { species: uri, ...record }] of records.entries()) {
      const speciesId = species.get(uri);
      if (speciesId === undefined) continue;
      // One at a time: a record the entry rules refuse (the checklist may change) is left out, not the rest.
      const { saved } = await createObservationBatch(services, viewer, [{ ...record, speciesId, clientId: `demo-${user.entityId}-${i}` }]);
      for (const row of saved) {
        await prisma.timelineItem.update({ where: { id: row.itemId }, data: { time: new Date(row.dateFrom.getTime() + 10 * 3600_000) } });
      }
      created += saved.length;
    }
  }
  const moderator = await prisma.user.findUnique({ where: { email: 'moderator@lepke.test' }, include: { entity: true } });
  if (moderator) {
    const reviewer = viewerFor(moderator, 'demo-seed');
    const pending = await prisma.observation.findMany({ where: { status: 2, clientId: { startsWith: 'demo-' } }, orderBy: { id: 'asc' }, take: 2 });
    if (pending[0]) await decide(services, reviewer, pending[0].id, 'APPROVE');
    if (pending[1]) await decide(services, reviewer, pending[1].id, 'REJECT', 'A fotó alapján nem határozható meg biztosan; kérlek, tölts fel a fonákról is képet.');
  }
  return created;
}
