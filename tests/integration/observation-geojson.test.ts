/**
 * `/map/get_geojson/` over REST (issue 15 part 5): the map filter's records as a GeoJSON download,
 * for signed-in people only, each record as the viewer may see it: one's own exact, another
 * person's generalised record at its public point, records one may not read absent.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { PRIVACY_RECORD_NAME } from '../../server/modules/consent/items.ts';
import { generalise } from '../../server/modules/observations/sensitivity.ts';
import { gridCells } from '@domain/geo/grid.ts';
import { startTestApp, type TestApp } from './harness.ts';

type Person = 'stranger' | 'owner' | 'bulk';

interface Feature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { id: number; species_name: string; date_from: string; status: number; life_stage: string; generalised: boolean; url: string };
}

let t: TestApp;
const cookies = {} as Record<Person, string>;
const entityIds = {} as Record<Person, number>;
const speciesIds: number[] = [];
const ids = {} as Record<'public' | 'onlyMe' | 'sensitive' | 'otherSpecies', number>;
let made = 0;

async function record(owner: Person, { privacy = 9, species = 0, sensitive = false, status = 1 } = {}): Promise<number> {
  const { prisma } = t.db;
  made += 1;
  const lat = 47.1 + made * 0.01;
  const lon = 18.2;
  const grid = gridCells(lat, lon);
  const item = await prisma.timelineItem.create({ data: { ownerId: entityIds[owner], category: 'OBSERVATION', title: `geojson ${made}`, privacy } });
  const row = await prisma.observation.create({
    data: {
      clientId: `geojson-${made}`,
      speciesId: speciesIds[species]!,
      status,
      country: 'HU',
      lat,
      lon,
      dateFrom: new Date('2025-05-01T00:00:00Z'),
      dateTo: new Date('2025-05-02T00:00:00Z'),
      uploaderId: entityIds[owner],
      sensitive,
      ...grid,
      ...generalise({ sensitive, species: null, lat, lon, eea10km: grid.eea10km }),
      itemId: item.id,
    },
  });
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  const { prisma } = t.db;
  for (const person of ['stranger', 'owner', 'bulk'] as const) {
    const now = new Date();
    const user = await prisma.user.create({
      data: {
        email: `${person}@geojson.lepke.test`,
        passwordHash: 'no-password',
        role: 'USER',
        privacyAcceptedAt: now,
        entity: { create: { type: 0, displayName: `GeoJSON ${person}` } },
        consents: { create: { name: PRIVACY_RECORD_NAME, accepted: true, createdAt: now } },
      },
    });
    const session = await createSession(prisma, user.id, 24 * 60 * 60 * 1000, {});
    cookies[person] = `${SESSION_COOKIE}=${session.token}`;
    entityIds[person] = user.entityId;
  }
  const species = await prisma.species.findMany({ orderBy: { id: 'asc' }, take: 2, where: { protection: null, iucn: null, redListHu: null } });
  speciesIds.push(...species.map((row) => row.id));
  ids.public = await record('owner');
  ids.onlyMe = await record('owner', { privacy: 0 });
  ids.sensitive = await record('owner', { sensitive: true });
  ids.otherSpecies = await record('owner', { species: 1 });
});
afterAll(() => t?.close());

async function download(who: Person, query = `uploader=${entityIds.owner}`) {
  const reply = await t.rest('GET', `/api/map/get_geojson?${query}`, { cookie: cookies[who] });
  expect(reply.status).toBe(200);
  return reply;
}
const byId = (features: Feature[]) => new Map(features.map((feature) => [feature.id, feature]));

describe('/api/map/get_geojson', () => {
  test('is for signed-in people: a guest is told UNAUTHORIZED', async () => {
    const reply = await t.rest('GET', '/api/map/get_geojson');
    expect(reply.status).toBe(401);
    expect(reply.body.error_code).toBe('UNAUTHORIZED');
  });

  test('is a GeoJSON file download', async () => {
    const reply = await download('owner');
    expect(reply.headers.get('content-type')).toMatch(/^application\/geo\+json/);
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="?lepke-observations\.geojson"?$/);
    expect(reply.body).toMatchObject({ type: 'FeatureCollection', truncated: false, limit: 10000 });
  });

  test('gives the owner its records exactly, a stranger the generalised one at its public point and none it may not read', async () => {
    const stored = await t.db.prisma.observation.findUniqueOrThrow({ where: { id: ids.sensitive } });
    expect(stored.publicLat).not.toBeNull();
    expect([stored.publicLat, stored.publicLon]).not.toEqual([stored.lat, stored.lon]);

    const own = byId((await download('owner')).body.features as Feature[]);
    expect([...own.keys()].sort()).toEqual([ids.public, ids.onlyMe, ids.sensitive, ids.otherSpecies].sort());
    expect(own.get(ids.sensitive)).toMatchObject({
      geometry: { type: 'Point', coordinates: [stored.lon, stored.lat] },
      properties: { id: ids.sensitive, generalised: false, date_from: '2025-05-01', status: 1, life_stage: 'IMAGO' },
    });
    expect(own.get(ids.sensitive)!.properties.url).toBe(`${t.url}/observation/${ids.sensitive}`);

    const reply = await download('stranger');
    const seen = byId(reply.body.features as Feature[]);
    expect([...seen.keys()].sort()).toEqual([ids.public, ids.sensitive, ids.otherSpecies].sort());
    expect(seen.get(ids.sensitive)).toMatchObject({ geometry: { coordinates: [stored.publicLon, stored.publicLat] }, properties: { generalised: true } });
    expect(JSON.stringify(reply.body)).not.toContain(String(stored.lat));
  });

  test('applies the map filter', async () => {
    const features = (await download('stranger', `uploader=${entityIds.owner}&species=${speciesIds[1]}`)).body.features as Feature[];
    expect(features.map((feature) => feature.id)).toEqual([ids.otherSpecies]);
    expect(features[0]!.properties.species_name).toBeTruthy();
    const bad = await t.rest('GET', '/api/map/get_geojson?date_from=yesterday', { cookie: cookies.stranger });
    expect(bad.status).toBe(422);
  });

  test('writes more records than one database batch, each once', async () => {
    const { prisma } = t.db;
    const count = 1050;
    const items = await prisma.timelineItem.createManyAndReturn({
      data: Array.from({ length: count }, (_, i) => ({ ownerId: entityIds.bulk, category: 'OBSERVATION', title: `bulk ${i}`, privacy: 9 })),
      select: { id: true },
    });
    await prisma.observation.createMany({
      data: items.map((item, i) => ({
        clientId: `geojson-bulk-${i}`,
        speciesId: speciesIds[0]!,
        status: 1,
        country: 'HU',
        lat: 46 + i / 10_000,
        lon: 20,
        // Several records a day: the order's ties are broken by id across batches.
        dateFrom: new Date(Date.UTC(2024, 0, 1 + (i % 7))),
        dateTo: new Date(Date.UTC(2024, 0, 1 + (i % 7))),
        uploaderId: entityIds.bulk,
        itemId: item.id,
      })),
    });
    const features = (await download('stranger', `uploader=${entityIds.bulk}`)).body.features as Feature[];
    expect(features).toHaveLength(count);
    expect(new Set(features.map((feature) => feature.id)).size).toBe(count);
  });
});
