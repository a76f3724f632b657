import { Readable } from 'node:stream';
import { type Viewer, viewerFor } from '../../auth/viewer.ts';
import type { Services } from '../../services.ts';
import { renderButterfly, type WingPattern } from '../media/demo-art.ts';
import { uploadMedia } from '../media/service.ts';
import { decide } from '../review/service.ts';
import { seedDemoHistory } from './demo-history.ts';
import { createObservationBatch, type ObservationInput } from './service.ts';

type DemoRecord = Omit<ObservationInput, 'clientId' | 'speciesId'> & {
  species: string;
  /** a drawn photo of it, uploaded through the media pipeline; featured ones show on the observer's profile */
  photo?: WingPattern & { featured?: boolean };
};

/** The species' upper sides in their main colours. */
const WINGS = {
  io: {
    fore: '#b3261e',
    hind: '#8c2a1c',
    edge: '#3a1f14',
    spots: [
      { color: '#1f3f8a', r: 38, ring: '#f2d13b' },
      { color: '#111111', r: 30, ring: '#5c7fd1' },
    ],
  },
  machaon: {
    fore: '#f2d13b',
    hind: '#f2d13b',
    edge: '#1b1b1b',
    spots: [
      { color: '#1b1b1b', r: 14 },
      { color: '#d0312d', r: 16, ring: '#2f5aa8' },
    ],
  },
  cardui: {
    fore: '#e67e22',
    hind: '#d9731f',
    edge: '#2b2118',
    spots: [
      { color: '#ffffff', r: 16 },
      { color: '#2b2118', r: 12 },
    ],
  },
  sinapis: { fore: '#f5f5ee', hind: '#f1f1e6', edge: '#9e9e9e', spots: [{ color: '#8a8a8a', r: 18 }] },
  podalirius: {
    fore: '#f7ecc2',
    hind: '#f3e6b5',
    edge: '#1b1b1b',
    spots: [
      { color: '#1b1b1b', r: 10 },
      { color: '#2f5aa8', r: 14, ring: '#e67e22' },
    ],
  },
  dispar: { fore: '#e8591a', hind: '#e05a1e', edge: '#2b2118', spots: [{ color: '#2b2118', r: 10 }] },
  polyxena: {
    fore: '#f2d13b',
    hind: '#f0cd36',
    edge: '#1b1b1b',
    spots: [
      { color: '#d0312d', r: 14, ring: '#1b1b1b' },
      { color: '#2f5aa8', r: 12 },
    ],
  },
  icarus: { fore: '#5b8def', hind: '#6a97f0', edge: '#f5f5f5', spots: [{ color: '#f5f5f5', r: 6 }] },
  atropos: {
    fore: '#4a3b2a',
    hind: '#e9b824',
    edge: '#1b1b1b',
    spots: [
      { color: '#d9c79e', r: 12 },
      { color: '#1b1b1b', r: 10 },
    ],
    scene: 'dusk',
  },
  rhamni: { fore: '#f4e04d', hind: '#eedc4c', edge: '#c9b02f', spots: [{ color: '#e67e22', r: 9 }] },
} satisfies Record<string, WingPattern>;

/** Real demo records through the same entry rules as everyone's: accepted, pending and a rejected one. */
const RECORDS: Record<string, DemoRecord[]> = {
  'user@lepke.test': [
    {
      species: 'aglais-io',
      photo: { ...WINGS.io, featured: true },
      country: 'HU',
      closestSettlement: 'Budapest',
      location: 'Óbudai-sziget',
      verbatimLat: '47.5532',
      verbatimLon: '19.0512',
      dateFrom: '2025-07-14',
      individuals: 3,
      notes: 'Csalánoson napoztak.',
    },
    {
      species: 'papilio-machaon',
      photo: { ...WINGS.machaon, featured: true },
      country: 'HU',
      closestSettlement: 'Budaörs',
      location: 'Kopárok',
      verbatimLat: `47°27'48"N`,
      verbatimLon: `18°56'10"E`,
      dateFrom: '2025-06-02',
      individuals: 1,
    },
    {
      species: 'vanessa-cardui',
      photo: { ...WINGS.cardui },
      country: 'HU',
      closestSettlement: 'Tihany',
      verbatimLat: '46.9136',
      verbatimLon: '17.8893',
      dateFrom: '2025-08-09',
      individuals: 12,
      notes: 'Erős vonulás a levendulásban.',
    },
    {
      species: 'leptidea-sinapis',
      photo: { ...WINGS.sinapis },
      country: 'HU',
      closestSettlement: 'Pilisszentkereszt',
      verbatimLat: '47.6912',
      verbatimLon: '18.8995',
      dateFrom: '2025-05-18',
      individuals: 2,
    },
    {
      species: 'parnassius-mnemosyne',
      country: 'HU',
      closestSettlement: 'Sátoraljaújhely',
      location: 'Zemplén, erdőszéli rét',
      verbatimLat: '48.4102',
      verbatimLon: '21.6433',
      dateFrom: '2025-05-25',
      individuals: 4,
      privacy: 1,
    },
  ],
  'adv@lepke.test': [
    {
      species: 'iphiclides-podalirius',
      photo: { ...WINGS.podalirius, featured: true },
      country: 'HU',
      closestSettlement: 'Budaörs',
      verbatimLat: '47.4602',
      verbatimLon: '18.9321',
      dateFrom: '2025-07-03',
      individuals: 2,
    },
    {
      species: 'acherontia-atropos',
      photo: { ...WINGS.atropos },
      country: 'HU',
      closestSettlement: 'Szeged',
      verbatimLat: '46.2530',
      verbatimLon: '20.1414',
      dateFrom: '2025-09-12',
      individuals: 1,
      lifeStage: 'IMAGO',
      notes: 'Lámpánál.',
    },
  ],
  'pro@lepke.test': [
    {
      species: 'lycaena-dispar',
      photo: { ...WINGS.dispar, featured: true },
      country: 'HU',
      closestSettlement: 'Tiszafüred',
      verbatimLat: '47.6189',
      verbatimLon: '20.7617',
      dateFrom: '2025-08-21',
      individuals: 2,
    },
    {
      species: 'zerynthia-polyxena',
      photo: { ...WINGS.polyxena },
      country: 'HU',
      closestSettlement: 'Gödöllő',
      verbatimLat: '47.5966',
      verbatimLon: '19.3552',
      dateFrom: '2025-04-26',
      individuals: 5,
      lifeStage: 'IMAGO',
    },
    { species: 'saturnia-pyri', country: 'HU', closestSettlement: 'Pécs', verbatimLat: '46.0727', verbatimLon: '18.2323', dateFrom: '2025-05-05', individuals: 1 },
  ],
  'ioana@lepke.test': [
    {
      species: 'gonepteryx-rhamni',
      photo: { ...WINGS.rhamni, featured: true },
      country: 'RO',
      closestSettlement: 'Cluj-Napoca',
      location: 'Grădina Botanică',
      verbatimLat: '46.7625',
      verbatimLon: '23.5889',
      dateFrom: '2025-04-02',
      individuals: 1,
    },
  ],
  'elif@lepke.test': [
    {
      species: 'polyommatus-icarus',
      photo: { ...WINGS.icarus, featured: true },
      country: 'TR',
      closestSettlement: 'Göreme',
      verbatimLat: '38.6431',
      verbatimLon: '34.8289',
      dateFrom: '2025-06-15',
      individuals: 6,
    },
  ],
};

/** A drawn photo of a demo record, uploaded like a camera's with the record's place and day in its params. */
async function uploadDemoPhoto(
  services: Pick<Services, 'prisma' | 'storage' | 'config'>,
  viewer: Viewer,
  clientId: string,
  uri: string,
  record: Omit<DemoRecord, 'species' | 'photo'>,
  { featured = false, ...pattern }: WingPattern & { featured?: boolean },
) {
  const bytes = await renderButterfly(pattern, clientId.length + uri.length);
  const attributes = { lat: Number(record.verbatimLat) || undefined, lon: Number(record.verbatimLon) || undefined, date: record.dateFrom };
  const media = await uploadMedia(services, viewer, { clientKey: `${clientId}-photo`, fileName: `${uri}.jpg`, attributes }, Readable.from(bytes));
  return featured ? services.prisma.media.update({ where: { id: media.id }, data: { featured: true } }) : media;
}

/**
 * Seeds the demo records after the demo community (their items dated on their observation day, so
 * they sit below the demo timeline's recent posts), then has the moderator accept one pending
 * record and reject another, so every status and the review history can be seen; then the
 * archive of earlier years (`demo-history.ts`).
 */
export async function seedDemoObservations(services: Pick<Services, 'prisma' | 'bus' | 'storage' | 'config' | 'push' | 'logger' | 'mailer'>): Promise<number> {
  const prisma = services.prisma;
  const uris = [...new Set(Object.values(RECORDS).flatMap((records) => records.map((record) => record.species)))];
  const species = new Map((await prisma.species.findMany({ where: { uri: { in: uris } }, select: { id: true, uri: true } })).map((row) => [row.uri, row.id]));
  let created = 0;
  for (const [email, records] of Object.entries(RECORDS)) {
    const user = await prisma.user.findUnique({ where: { email }, include: { entity: true } });
    if (!user) continue;
    const viewer = viewerFor(user, 'demo-seed');
    for (const [i, { species: uri, photo, ...record }] of records.entries()) {
      const speciesId = species.get(uri);
      if (speciesId === undefined) continue;
      const clientId = `demo-${user.entityId}-${i}`;
      const mediaIds = photo ? [(await uploadDemoPhoto(services, viewer, clientId, uri, record, photo)).id] : [];
      // One at a time: a record the entry rules refuse (the checklist may change) is left out, not the rest.
      const { saved } = await createObservationBatch(services, viewer, [{ ...record, mediaIds, speciesId, clientId }]);
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
  return created + (await seedDemoHistory(prisma));
}
