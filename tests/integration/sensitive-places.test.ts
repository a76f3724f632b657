/**
 * Sensitive places stay generalised through everything that shows them: the media of a
 * generalised record (no original, no place, no metadata in any derivative), and every record of
 * a species the moment an admin makes it sensitive (or a record's species changes to one).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Role } from '../../server/db/generated/prisma/enums.ts';
import { startTestApp, type TestApp } from './harness.ts';

interface Account {
  cookie: string;
  entityId: number;
}

const PHOTOS = new URL('../fixtures/photos/', import.meta.url);
/** A Pixel photo whose EXIF carries GPS (50.2996 N, 14.8203 E). */
const GPS_PHOTO = readFileSync(new URL('IMG_20180725_163423-tiny.jpg', PHOTOS));
/** Where the animal was: these must never reach anybody but the observer and validators. */
const SECRET = { lat: '48.39871', lon: '21.43217', settlement: 'Titkosfalva', location: 'a rét a patak mellett', geounit: 'Rejtett-völgy' };

let t: TestApp;
let observer: Account;
let stranger: Account;
let validator: Account;
let admin: Account;

async function withRole(account: Account, role: Role) {
  await t.db.prisma.user.update({ where: { entityId: account.entityId }, data: { role } });
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [observer, stranger, validator, admin] = await Promise.all([t.register('Observer'), t.register('Stranger'), t.register('Validator'), t.register('Admin')]);
  await withRole(validator, 'MODERATOR');
  await withRole(admin, 'ADMIN');
});
afterAll(() => t?.close());
// Each test reads the global lists (timeline, search): the records of the one before are gone.
afterEach(async () => {
  await t.db.prisma.observation.deleteMany({});
  await t.db.prisma.timelineItem.deleteMany({});
});

/** The chunk names of a WebP file (RIFF): metadata would sit in EXIF, XMP and ICCP chunks. */
function webpChunks(bytes: Uint8Array): string[] {
  const text = (start: number) => String.fromCharCode(...bytes.subarray(start, start + 4));
  expect([text(0), text(8)]).toEqual(['RIFF', 'WEBP']);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; at += 8 + view.getUint32(at + 4, true) + (view.getUint32(at + 4, true) % 2)) chunks.push(text(at));
  return chunks;
}

/** A derivative carries no metadata of its original: no EXIF (so no GPS), no XMP, no ICC profile. */
async function expectNoMetadata(bytes: Uint8Array) {
  if (String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF') {
    expect(webpChunks(bytes).filter((chunk) => ['EXIF', 'XMP ', 'ICCP'].includes(chunk))).toEqual([]);
  } else {
    expect(await exifr.gps(bytes)).toBeUndefined();
    expect(await exifr.parse(bytes, { tiff: true, xmp: true, iptc: true })).toBeUndefined();
  }
}

const speciesIdOf = async (uri: string) => (await t.db.prisma.species.findUniqueOrThrow({ where: { uri }, select: { id: true } })).id;

/** Uploads a file as the observer, with the camera's place in its params and a named place in its info. */
async function upload(bytes: Uint8Array, fileName: string): Promise<{ id: number; db_key: string; orig: string; thumb: string | null; pres: string | null }> {
  const response = await fetch(
    `${t.url}/api/upload?${new URLSearchParams({ key: randomUUID(), file_name: fileName, attributes: JSON.stringify({ lat: Number(SECRET.lat), lon: Number(SECRET.lon), alt: 312, direction: 45 }) })}`,
    {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { cookie: observer.cookie, 'content-type': 'application/octet-stream' },
    },
  );
  const { data } = (await response.json()) as { data: { id: number; db_key: string; orig: string; thumb: string | null; pres: string | null } };
  const info = await t.rest('POST', `/api/media/${data.id}`, {
    cookie: observer.cookie,
    body: { location: SECRET.location, geounit: SECRET.geounit, geosubunit: SECRET.settlement },
  });
  expect(info.status).toBe(200);
  return data;
}

const CREATE = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { id recId } } ... on Error { code message } }
}`;
const UPDATE = `mutation ($id: ID!, $input: ObservationInput!) {
  updateObservation(id: $id, input: $input) { __typename ... on ObservationPayload { observation { recId place { generalised } } } ... on Error { code message } }
}`;

/** A public, accepted record of the species at the secret place, showing the media. */
async function record(
  speciesId: number,
  mediaIds: number[],
  extra: Record<string, unknown> = {},
): Promise<{ id: string; recId: number; input: Record<string, unknown> }> {
  const input = {
    speciesId: String(speciesId),
    verbatimLat: SECRET.lat,
    verbatimLon: SECRET.lon,
    closestSettlement: SECRET.settlement,
    location: SECRET.location,
    dateFrom: '2025-05-22',
    privacy: 9,
    mediaIds,
    ...extra,
  };
  const reply = await t.gql(CREATE, { clientId: randomUUID(), input }, { cookie: observer.cookie });
  expect(reply.body.data.createObservation.__typename, JSON.stringify(reply.body)).toBe('ObservationPayload');
  const { id, recId } = reply.body.data.createObservation.observation;
  await t.db.prisma.observation.update({ where: { id: recId }, data: { status: 1 } });
  return { id, recId, input };
}

const MEDIA_FIELDS = 'recId orig thumb pres lat lon alt direction accuracy location geounit geosubunit exif';

/** Every read path of a record and its media, as the viewer gets them, each as its JSON text. */
async function everyResponse(cookie: string | undefined, recordId: { id: string; recId: number }, mediaIds: number[], speciesId: number): Promise<string[]> {
  const place = 'place { lat lon verbatimLat verbatimLon location closestSettlement eea1km utm2_5km generalised informationWithheld }';
  const fields = `recId ${place} media { ${MEDIA_FIELDS} }`;
  const gql = async (query: string, variables: Record<string, unknown> = {}) => JSON.stringify((await t.gql(query, variables, { cookie })).body);
  const rest = async (path: string) => JSON.stringify((await t.rest('GET', path, { cookie })).body);
  return [
    await gql(`query ($id: ID!) { node(id: $id) { ... on Observation { ${fields} } } }`, { id: recordId.id }),
    await gql(`query ($s: Int) { observations(first: 100, speciesId: $s) { edges { node { ${fields} } } } }`, { s: speciesId }),
    await gql(`{ timeline(first: 100) { edges { node { title summary observation { ${fields} } } } } }`),
    await gql(`{ searchTimeline(query: "${SECRET.settlement}", first: 100) { totalCount edges { node { title } } } }`),
    await gql(`{ mediaList(uploaderId: ${observer.entityId}, first: 50) { edges { node { ${MEDIA_FIELDS} } } } }`),
    ...(await Promise.all(mediaIds.map((id) => gql(`{ media(recId: ${id}) { ${MEDIA_FIELDS} } }`)))),
    await rest(`/api/observation?species=${speciesId}`),
    await rest(`/api/observation/${recordId.recId}`),
    await rest('/api/timeline'),
    await rest(`/api/timeline?query=${SECRET.settlement}`),
    await rest(`/api/entity/media/${observer.entityId}`),
    ...(await Promise.all(mediaIds.map((id) => rest(`/api/media/${id}`)))),
  ];
}

/** The secret place and the camera's are nowhere in what a stranger or a guest reads. */
async function expectWithheld(recordId: { id: string; recId: number }, mediaIds: number[], speciesId: number) {
  for (const cookie of [stranger.cookie, undefined]) {
    for (const body of await everyResponse(cookie, recordId, mediaIds, speciesId)) {
      expect(body).not.toMatch(/"errors"|"error_code"/);
      for (const secret of [SECRET.lat, SECRET.lon, '48.3987', '21.4321', SECRET.settlement, SECRET.location, SECRET.geounit, '"/media/files/[0-9a-f]+/orig"']) {
        expect(body).not.toMatch(new RegExp(secret));
      }
    }
    for (const id of mediaIds) {
      const { dbKey } = await t.db.prisma.media.findUniqueOrThrow({ where: { id } });
      const original = await fetch(`${t.url}/media/files/${dbKey}/orig`, { headers: cookie ? { cookie } : {} });
      await original.arrayBuffer();
      expect(original.status).toBe(403);
    }
  }
}

describe('the media of a generalised record', () => {
  test('show others no original of any type, no place, and derivatives without metadata; the observer and validators see all', async () => {
    const photo = await upload(GPS_PHOTO, 'parnassius.jpg');
    const pdf = await upload(new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'site-notes.pdf');
    const speciesId = await speciesIdOf('parnassius-mnemosyne');
    const saved = await record(speciesId, [photo.id, pdf.id]);
    await expectWithheld(saved, [photo.id, pdf.id], speciesId);

    // The derivatives carry no metadata of the GPS-tagged original: no EXIF, no GPS, no XMP.
    for (const url of [photo.thumb!, photo.pres!]) {
      const response = await fetch(t.url + url, { headers: { cookie: stranger.cookie } });
      expect(response.status).toBe(200);
      await expectNoMetadata(new Uint8Array(await response.arrayBuffer()));
    }
    expect(await exifr.gps(GPS_PHOTO)).toMatchObject({ latitude: expect.closeTo(50.2996, 3) });
    // Nor does a crop of it, original or derivatives.
    const crop = await t.rest('POST', `/api/image/edit/${photo.db_key}`, { cookie: observer.cookie, body: { points: [0, 0, 300, 300], format: 'jpeg' } });
    expect(crop.status, JSON.stringify(crop.body)).toBe(201);
    for (const url of [crop.body.data.orig, crop.body.data.thumb, crop.body.data.pres]) {
      await expectNoMetadata(new Uint8Array(await (await fetch(t.url + url, { headers: { cookie: observer.cookie } })).arrayBuffer()));
    }

    for (const who of [observer, validator]) {
      const reply = await t.rest('GET', `/api/media/${photo.id}`, { cookie: who.cookie });
      expect(reply.body.data).toMatchObject({ orig: photo.orig, lat: Number(SECRET.lat), location: SECRET.location, geounit: SECRET.geounit });
      expect((await fetch(t.url + pdf.orig, { headers: { cookie: who.cookie } })).status).toBe(200);
    }
  });
});

describe('generalisation follows the species', () => {
  /** The species as the admin's edit form sends it back, with `change` applied. */
  async function saveSpecies(id: number, change: Record<string, unknown>) {
    const row = await t.db.prisma.species.findUniqueOrThrow({ where: { id } });
    const body = {
      genus: row.genus,
      species: row.species,
      subspecies: row.subspecies,
      dauthor: row.author,
      family: row.family,
      subfamily: row.subfamily,
      group: row.group,
      iucn: row.iucn,
      red_list_hu: row.redListHu,
      protection: row.protection,
      protection_value: row.protectionValue,
      ...change,
    };
    const reply = await t.rest('PUT', `/api/species/${id}`, { cookie: admin.cookie, body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  test('a species made sensitive generalises its old records and their media at once; made common again, only records whose observer asked stay generalised', async () => {
    const speciesId = await speciesIdOf('aglais-io');
    const photo = await upload(GPS_PHOTO, 'io.jpg');
    const open = await record(speciesId, [photo.id]);
    const asked = await record(speciesId, [], { sensitive: true, verbatimLat: '47.4979', verbatimLon: '19.0402' });

    // A common species: the place is public, the settlement in the timeline title.
    const before = await t.rest('GET', `/api/observation/${open.recId}`, { cookie: stranger.cookie });
    expect(before.body.data).toMatchObject({ lat: Number(SECRET.lat), closest_settlement: SECRET.settlement, generalised: false });
    expect((await t.gql(`{ searchTimeline(query: "${SECRET.settlement}", first: 10) { totalCount } }`)).body.data.searchTimeline.totalCount).toBe(1);

    await saveSpecies(speciesId, { protection: 'STRICTLY_PROTECTED' });
    const generalised = await t.db.prisma.observation.findUniqueOrThrow({ where: { id: open.recId } });
    expect(generalised.informationWithheld).toMatch(/protected or threatened species/);
    expect(generalised.publicLat).not.toBeNull();
    await expectWithheld(open, [photo.id], speciesId);

    // Red list alone does it too; taking every mark away undoes it, but not for the observer who asked.
    await saveSpecies(speciesId, { protection: null, red_list_hu: 'VU' });
    await expectWithheld(open, [photo.id], speciesId);
    await saveSpecies(speciesId, { red_list_hu: null });
    const after = await t.rest('GET', `/api/observation/${open.recId}`, { cookie: stranger.cookie });
    expect(after.body.data).toMatchObject({ lat: Number(SECRET.lat), closest_settlement: SECRET.settlement, generalised: false });
    expect((await t.rest('GET', `/api/media/${photo.id}`, { cookie: stranger.cookie })).body.data.location).toBe(SECRET.location);
    const stillAsked = await t.rest('GET', `/api/observation/${asked.recId}`, { cookie: stranger.cookie });
    expect(stillAsked.body.data).toMatchObject({ lat: expect.not.closeTo(47.4979, 3), generalised: true });
  });

  test('a record whose species is changed to a sensitive one is generalised with its media, and back', async () => {
    const [common, sensitive] = [await speciesIdOf('papilio-machaon'), await speciesIdOf('parnassius-mnemosyne')];
    const photo = await upload(GPS_PHOTO, 'machaon.jpg');
    const saved = await record(common, [photo.id]);
    expect((await t.rest('GET', `/api/media/${photo.id}`, { cookie: stranger.cookie })).body.data.location).toBe(SECRET.location);

    const edit = async (speciesId: number) => {
      const reply = await t.gql(UPDATE, { id: saved.id, input: { ...saved.input, speciesId: String(speciesId) } }, { cookie: observer.cookie });
      expect(reply.body.data.updateObservation.__typename, JSON.stringify(reply.body)).toBe('ObservationPayload');
    };
    await edit(sensitive);
    await expectWithheld(saved, [photo.id], sensitive);
    await edit(common);
    expect((await t.rest('GET', `/api/media/${photo.id}`, { cookie: stranger.cookie })).body.data).toMatchObject({ location: SECRET.location, orig: null });
  });
});
