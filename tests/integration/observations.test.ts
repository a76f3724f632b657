import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Role } from '../../server/db/generated/prisma/enums.ts';
import { startTestApp, type TestApp } from './harness.ts';

interface Account {
  cookie: string;
  entityId: number;
}

/** A garden in Budapest (47.4979 N, 19.0402 E), and a second point 60 m north of it. */
const BUDAPEST = { verbatimLat: '47.4979', verbatimLon: '19.0402' };
const PHOTO = readFileSync(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));

/** Uploads the fixture photo as the account and answers its media id. */
async function uploadPhoto(account: { cookie: string }): Promise<number> {
  const response = await fetch(`${t.url}/api/upload?key=${randomUUID()}&file_name=colias.jpg`, {
    method: 'PUT',
    body: new Uint8Array(PHOTO),
    headers: { cookie: account.cookie, 'content-type': 'application/octet-stream' },
  });
  return ((await response.json()) as { data: { id: number } }).data.id;
}
const NEAR_BUDAPEST = { verbatimLat: '47.49844', verbatimLon: '19.0402' };
/** Exact coordinates of a protected species' record: they must never reach a stranger. */
const SECRET = { lat: '48.39871', lon: '21.43217' };

let t: TestApp;
let observer: Account;
let adv: Account;
let stranger: Account;
let validator: Account;
const speciesId: Record<string, number> = {};

async function withRole(account: Account, role: Role) {
  await t.db.prisma.user.update({ where: { entityId: account.entityId }, data: { role } });
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' }, countQueries: true });
  [observer, adv, stranger, validator] = await Promise.all([t.register('Observer'), t.register('Advanced'), t.register('Stranger'), t.register('Validator')]);
  await withRole(adv, 'ADV');
  await withRole(validator, 'MODERATOR');
  for (const uri of ['aglais-io', 'parnassius-mnemosyne', 'colias-hyale', 'papilio-machaon']) {
    speciesId[uri] = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri }, select: { id: true } })).id;
  }
});
afterAll(() => t?.close());

const CREATE = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) {
    __typename
    ... on ObservationPayload {
      observation { id recId status flags dateFrom dateTo lifeStage place { lat lon verbatimLat eea1km eea10km eea100km utm10km utm2_5km generalised } }
      entryCheck { status flags mediaRequired }
    }
    ... on Error { code message }
    ... on ValidationError { fields { field code message } }
  }
}`;

async function create(who: Account, input: Record<string, unknown>, clientId = randomUUID()) {
  const reply = await t.gql(CREATE, { clientId, input: { dateFrom: '2025-07-14', ...input } }, { cookie: who.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.createObservation;
}

describe('creating a record', () => {
  test("a USER's record of a common species inside every rule is accepted at once, with its grid cells", async () => {
    const result = await create(observer, { speciesId: String(speciesId['aglais-io']), ...BUDAPEST, lifeStage: 'IMAGO' });
    expect(result.__typename).toBe('ObservationPayload');
    expect(result.observation).toMatchObject({ status: 1, flags: [], dateFrom: '2025-07-14', dateTo: '2025-07-14' });
    expect(result.observation.place).toMatchObject({ lat: 47.4979, lon: 19.0402, generalised: false });
    expect(result.observation.place.eea1km).toMatch(/^1kmE\d{4}N\d{4}$/);
    expect(result.observation.place.eea10km).toMatch(/^10kmE\d{3}N\d{3}$/);
    expect(result.observation.place.utm10km).toMatch(/^34T/);
    const species = await t.db.prisma.species.findUniqueOrThrow({ where: { id: speciesId['aglais-io'] } });
    expect(species).toMatchObject({ statCount: 1, statYearFrom: 2025, statYearTo: 2025 });
  });

  test('the same client id twice makes one record', async () => {
    const clientId = randomUUID();
    const input = { speciesId: String(speciesId['papilio-machaon']), ...BUDAPEST, dateFrom: '2025-06-02' };
    const first = await create(observer, input, clientId);
    const second = await create(observer, input, clientId);
    expect(second.observation.id).toBe(first.observation.id);
    expect(await t.db.prisma.observation.count({ where: { clientId } })).toBe(1);
    expect((await create(stranger, input, clientId)).code).toBe('CLIENT_ID_TAKEN');
  });

  test('a protected species is flagged, not held for review; a USER needs no media', async () => {
    const result = await create(observer, { speciesId: String(speciesId['parnassius-mnemosyne']), ...BUDAPEST, dateFrom: '2025-05-20' });
    expect(result.observation.status).toBe(1);
    expect(result.observation.flags).toContain('PROTECTED_SPECIES');
    expect(result.entryCheck.mediaRequired).toBe(false);
  });

  test('ADV recording a Colias needs media (MEDIA_REQUIRED) and, with it, is pending', async () => {
    const input = { speciesId: String(speciesId['colias-hyale']), ...BUDAPEST, dateFrom: '2025-08-01' };
    const refused = await create(adv, input);
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'media', code: 'MEDIA_REQUIRED' }] });
    // Someone else's photo is no evidence of this record.
    const othersPhoto = await uploadPhoto(observer);
    expect(await create(adv, { ...input, mediaIds: [othersPhoto] })).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'media', code: 'DATA_NOT_FOUND' }] });
    const photoId = await uploadPhoto(adv);
    const saved = await create(adv, { ...input, mediaIds: [photoId] });
    expect(saved.observation.status).toBe(2);
    expect(saved.observation.flags).toContain('GENUS_NEEDS_REVIEW');

    // Others see the photo's derivatives on the record, not its original (with the EXIF GPS).
    const MEDIA = `query ($id: ID!) { node(id: $id) { ... on Observation { media { recId thumb pres orig } } } }`;
    const seen = await t.gql(MEDIA, { id: saved.observation.id }, { cookie: stranger.cookie });
    expect(seen.body.data.node.media).toEqual([{ recId: photoId, thumb: expect.stringMatching(/\/thumb$/), pres: expect.stringMatching(/\/pres$/), orig: null }]);
    const own = await t.gql(MEDIA, { id: saved.observation.id }, { cookie: adv.cookie });
    expect(own.body.data.node.media[0].orig).toMatch(/\/orig$/);
  });

  /** Away from the other tests' records, so none of them is a possible duplicate. */
  const LAKE_BALATON = { verbatimLat: '46.9', verbatimLon: '17.9' };
  test("a list shows the record's own first photo, to whoever sees the record; without one, nothing (the species' thumbnail)", async () => {
    const [first, second] = [await uploadPhoto(observer), await uploadPhoto(observer)];
    const thumbOf = async (id: number) => `/media/files/${(await t.db.prisma.media.findUniqueOrThrow({ where: { id } })).dbKey}/thumb`;
    const withPhotos = await create(observer, { speciesId: String(speciesId['aglais-io']), ...LAKE_BALATON, dateFrom: '2024-06-03', mediaIds: [first, second] });
    const without = await create(observer, { speciesId: String(speciesId['aglais-io']), ...LAKE_BALATON, dateFrom: '2024-06-04' });
    const LIST = `query ($uploader: Int!) { observations(uploaderId: $uploader, first: 50) { edges { node { recId photoThumbnailUrl } } } }`;
    const thumbnails = async (who: Account) => {
      const edges = (await t.gql(LIST, { uploader: observer.entityId }, { cookie: who.cookie })).body.data.observations.edges as {
        node: { recId: number; photoThumbnailUrl: string | null };
      }[];
      return Object.fromEntries(edges.map(({ node }) => [node.recId, node.photoThumbnailUrl]));
    };
    const [mine, theirs] = [await thumbnails(observer), await thumbnails(stranger)];
    expect(mine[withPhotos.observation.recId]).toBe(await thumbOf(first));
    // the photo follows its record: a stranger who sees the record sees its photo too
    expect(theirs[withPhotos.observation.recId]).toBe(await thumbOf(first));
    expect(mine[without.observation.recId]).toBeNull();
  });

  test('an adult in January is flagged as outside the flight period', async () => {
    const result = await create(observer, { speciesId: String(speciesId['papilio-machaon']), ...BUDAPEST, dateFrom: '2025-01-12' });
    expect(result.observation.flags).toContain('OUTSIDE_FLIGHT_PERIOD');
    expect(result.observation.status).toBe(1);
  });

  test('coordinates: the parser’s messages, the boundary, and an empty text clearing the point', async () => {
    const base = { speciesId: String(speciesId['aglais-io']) };
    expect(await create(observer, { ...base, verbatimLat: '47°75′N', verbatimLon: '19°E' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'verbatimLat', code: 'COORD_BAD_FORMAT', message: 'Minutes out of range' }],
    });
    expect(await create(observer, { ...base, verbatimLat: 'not a place' })).toMatchObject({
      fields: [{ code: 'COORD_BAD_FORMAT', message: 'Could not parse string' }],
    });
    expect(await create(observer, { ...base, ...BUDAPEST, country: 'RO' })).toMatchObject({
      fields: [{ field: 'verbatimLat', code: 'COORD_OUTSIDE_BOUNDARY', message: 'Coordinates are outside of the acceptable boundary' }],
    });
    const empty = await create(observer, { ...base, verbatimLat: '', verbatimLon: '' });
    expect(empty.observation.place).toMatchObject({ lat: null, lon: null, eea10km: null });
  });

  test('dates: unparsable, reversed and future dates are refused with their tokens', async () => {
    const base = { speciesId: String(speciesId['aglais-io']), ...BUDAPEST };
    expect((await create(observer, { ...base, dateFrom: '2025.13.01' })).fields).toEqual([{ field: 'dateFrom', code: 'DATE_FORMAT_ERROR', message: null }]);
    expect((await create(observer, { ...base, dateFrom: '2025-07-14', dateTo: '2025-07-01' })).fields[0].code).toBe('DATE_RANGE_ERROR');
    expect((await create(observer, { ...base, dateFrom: '2999-01-01' })).fields[0].code).toBe('DATE_IN_FUTURE');
    const roman = await create(observer, { ...base, dateFrom: '2025.VII.15.' });
    expect(roman.observation.dateFrom).toBe('2025-07-15');
  });

  test('a record of the same species by the same observer within 100 m that day is flagged before saving', async () => {
    const input = { speciesId: String(speciesId['aglais-io']), dateFrom: '2025-07-20' };
    const first = await create(observer, { ...input, ...BUDAPEST });
    const again = await create(observer, { ...input, ...NEAR_BUDAPEST });
    expect(again.code).toBe('POSSIBLE_DUPLICATE');
    const check = await t.gql(
      `query ($input: ObservationInput!) { observationEntryCheck(input: $input) { ... on ObservationEntryCheck { duplicates { recId distanceM } } } }`,
      { input: { ...input, ...NEAR_BUDAPEST } },
      { cookie: observer.cookie },
    );
    expect(check.body.data.observationEntryCheck.duplicates).toEqual([{ recId: first.observation.recId, distanceM: 60 }]);
    const confirmed = await create(observer, { ...input, ...NEAR_BUDAPEST, confirmDuplicate: true });
    expect(confirmed.__typename).toBe('ObservationPayload');
  });

  test('a guest cannot add records', async () => {
    const reply = await t.gql(CREATE, { clientId: randomUUID(), input: { dateFrom: '2025-07-14', speciesText: 'x' } });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});

describe('review', () => {
  const REVIEW = `mutation ($id: ID!, $decision: ReviewDecision!, $reason: String) {
    reviewObservation(id: $id, decision: $decision, reason: $reason) {
      __typename
      ... on ReviewPayload { observation { status reviewer { recId } reviewedAt } event { action message } }
      ... on Error { code }
    }
  }`;
  const review = async (who: Account, id: string, decision: string, reason?: string) => (await t.gql(REVIEW, { id, decision, reason }, { cookie: who.cookie })).body;

  test('validators approve, reject with a reason, revoke with a reason; the observer is notified and can appeal', async () => {
    // ADV's Colias record with its photo waits for review (recording §5).
    const { observation } = await create(adv, { speciesId: String(speciesId['colias-hyale']), ...BUDAPEST, dateFrom: '2025-05-21', mediaIds: [await uploadPhoto(adv)] });
    expect(observation.status).toBe(2);
    expect((await review(stranger, observation.id, 'APPROVE')).data.reviewObservation.code).toBe('FORBIDDEN');
    expect((await review(validator, observation.id, 'REJECT')).data.reviewObservation.code).toBe('REVIEW_REASON_REQUIRED');
    const rejected = (await review(validator, observation.id, 'REJECT', 'The photo shows Colias crocea')).data.reviewObservation;
    expect(rejected.observation).toMatchObject({ status: 0, reviewer: { recId: validator.entityId } });
    expect(rejected.event).toEqual({ action: 'REJECT', message: 'The photo shows Colias crocea' });
    expect(await t.db.prisma.notification.count({ where: { recipientId: adv.entityId, token: 'OBSERVATION_REJECTED' } })).toBe(1);

    const appeal = await t.gql(
      `mutation ($id: ID!) { appealReview(id: $id, reason: "It is hyale: pale yellow") { ... on ReviewPayload { observation { status } } } }`,
      { id: observation.id },
      { cookie: adv.cookie },
    );
    expect(appeal.body.data.appealReview.observation.status).toBe(2);
    expect(await t.db.prisma.dispute.count({ where: { reporterId: adv.entityId } })).toBe(1);

    // The appeal goes to another validator than the one who rejected it (issue 21).
    expect((await review(validator, observation.id, 'APPROVE')).data.reviewObservation.code).toBe('REVIEW_APPEAL_SAME_VALIDATOR');
    const second = await t.register('Second validator');
    await withRole(second, 'MODERATOR');
    const approved = (await review(second, observation.id, 'APPROVE')).data.reviewObservation;
    expect(approved.observation.status).toBe(1);
    expect((await review(validator, observation.id, 'REJECT', 'again')).data.reviewObservation.code).toBe('REVIEW_NOT_ALLOWED');
    const revoked = (await review(validator, observation.id, 'REVOKE', 'Duplicate of a museum record')).data.reviewObservation;
    expect(revoked.observation.status).toBe(3);

    const history = await t.rest('GET', `/api/observation/review/comment/${observation.recId}`, { cookie: adv.cookie });
    expect(history.body.list.data.map((event: { action: string }) => event.action)).toEqual(['REJECT', 'APPEAL', 'APPROVE', 'REVOKE']);
    // Each decision is in the audit log with its reason; the appeal is the observer's, not a keeper's act.
    const audit = await t.db.prisma.auditEntry.findMany({ where: { objectId: observation.id }, orderBy: { id: 'asc' } });
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.reason, (entry.details as { decision: string }).decision])).toEqual([
      ['REVIEW_DECISION', validator.entityId, 'The photo shows Colias crocea', 'REJECT'],
      ['REVIEW_DECISION', second.entityId, null, 'APPROVE'],
      ['REVIEW_DECISION', validator.entityId, 'Duplicate of a museum record', 'REVOKE'],
    ]);
    expect((await t.rest('GET', `/api/observation/review/comment/${observation.recId}`, { cookie: stranger.cookie })).status).toBe(404);
  });

  test('the review list answers validators only, pending records oldest first', async () => {
    const list = await t.gql(`{ reviewQueue(list: pending, first: 50) { totalCount edges { node { status } } } }`, {}, { cookie: validator.cookie });
    expect(list.body.data.reviewQueue.totalCount).toBeGreaterThan(0);
    expect(list.body.data.reviewQueue.edges.every(({ node }: { node: { status: number } }) => node.status === 2)).toBe(true);
    const refused = await t.gql(`{ reviewQueue(list: pending, first: 5) { totalCount } }`, {}, { cookie: stranger.cookie });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/api/observation/review?list=pending', { cookie: stranger.cookie })).status).toBe(403);
  });
});

describe("a protected species' exact place", () => {
  let recId: number;
  let globalId: string;

  beforeAll(async () => {
    const { observation } = await create(observer, {
      speciesId: String(speciesId['parnassius-mnemosyne']),
      verbatimLat: SECRET.lat,
      verbatimLon: SECRET.lon,
      closestSettlement: 'Titkosfalva',
      location: 'a rét a patak mellett',
      dateFrom: '2025-05-22',
      privacy: 9,
    });
    recId = observation.recId;
    globalId = observation.id;
    // Accepted, so every public list shows it.
    await t.db.prisma.observation.update({ where: { id: recId }, data: { status: 1 } });
  });

  /** Every read path a stranger (and a guest) can take to the record. */
  async function everyResponse(cookie: string | undefined): Promise<string[]> {
    const fields =
      'recId species { scientificName } place { lat lon verbatimLat verbatimLon location closestSettlement eea1km utm2_5km eea10km generalised informationWithheld }';
    const gql = async (query: string, variables: Record<string, unknown> = {}) => JSON.stringify((await t.gql(query, variables, { cookie })).body);
    const rest = async (path: string) => JSON.stringify((await t.rest('GET', path, { cookie })).body);
    return [
      await gql(`query ($id: ID!) { node(id: $id) { ... on Observation { ${fields} } } }`, { id: globalId }),
      await gql(`{ observations(first: 100) { edges { node { ${fields} } } } }`),
      await gql(`query ($s: Int) { observations(first: 100, speciesId: $s) { edges { node { ${fields} } } } }`, { s: speciesId['parnassius-mnemosyne'] }),
      await gql(`{ timeline(first: 100) { edges { node { title summary observation { ${fields} } } } } }`),
      await gql(`{ searchTimeline(query: "Parnassius", first: 100) { edges { node { title summary observation { ${fields} } } } } }`),
      await rest('/api/observation'),
      await rest(`/api/observation?species=${speciesId['parnassius-mnemosyne']}`),
      await rest(`/api/observation/${recId}`),
      await rest('/api/timeline'),
      await rest('/api/home'),
      await rest('/api/timeline?query=Parnassius'),
    ];
  }

  test('reaches no stranger and no guest through any read path; they get the 10 km cell', async () => {
    for (const cookie of [stranger.cookie, undefined]) {
      const responses = await everyResponse(cookie);
      for (const body of responses) {
        // A failed read would pass the greps vacuously.
        expect(body).not.toMatch(/"errors"|"error_code"/);
        expect(body).toContain('Parnassius');
        expect(body).not.toContain(SECRET.lat);
        expect(body).not.toContain(SECRET.lon);
        expect(body).not.toContain('48.3987');
        expect(body).not.toContain('21.4321');
        expect(body).not.toContain('Titkosfalva');
        expect(body).not.toContain('a patak mellett');
      }
      // The record itself is listed, generalised.
      expect(responses[0]).toContain('"generalised":true');
      expect(responses[0]).toContain('10kmE');
    }
  });

  test('the observer and validators see it exactly', async () => {
    for (const who of [observer, validator]) {
      const reply = await t.rest('GET', `/api/observation/${recId}`, { cookie: who.cookie });
      expect(reply.body.data).toMatchObject({ lat: Number(SECRET.lat), lon: Number(SECRET.lon), closest_settlement: 'Titkosfalva', generalised: false });
    }
  });
});

describe('saved and last used locations', () => {
  test('POST /api/my/location saves a place with the fields of the spec; the list and the history answer the owner', async () => {
    const saved = await t.rest('POST', '/api/my/location', {
      cookie: observer.cookie,
      body: {
        country: 'HU',
        region: 'Pest',
        closest_settlement: 'Budapest',
        location: 'Gellért-hegy',
        verbatim_lat: '47.4869',
        verbatim_lon: '19.0472',
        location_source: 'MAP',
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ message: 'SAVED', data: { lat: 47.4869, lon: 19.0472, closest_settlement: 'Budapest' } });
    const mine = await t.rest('GET', '/api/my/location', { cookie: observer.cookie });
    expect(mine.body.list.data).toHaveLength(1);
    expect((await t.rest('GET', '/api/my/location', { cookie: stranger.cookie })).body.list.data).toHaveLength(0);
    const history = await t.rest('GET', '/api/my/location/history', { cookie: observer.cookie });
    expect(history.body.list.data.length).toBeGreaterThan(0);
    expect((await t.rest('GET', '/api/my/location')).status).toBe(401);
  });
});

describe('editing and deleting a record', () => {
  const UPDATE = `mutation ($id: ID!, $input: ObservationInput!) { updateObservation(id: $id, input: $input) { __typename ... on ObservationPayload { observation { status flags individuals } } ... on Error { code } } }`;
  const DELETE = `mutation ($id: ID!) { deleteObservation(id: $id) { __typename ... on DeleteObservationPayload { deletedId } ... on Error { code } } }`;

  test('only the uploader edits; the rules run again', async () => {
    const { observation } = await create(observer, { speciesId: String(speciesId['aglais-io']), ...BUDAPEST, dateFrom: '2025-08-03' });
    expect(observation.status).toBe(1);
    const input = { speciesId: String(speciesId['aglais-io']), ...BUDAPEST, dateFrom: '2025-01-03', individuals: 3 };
    expect((await t.gql(UPDATE, { id: observation.id, input }, { cookie: stranger.cookie })).body.data.updateObservation.code).toBe('FORBIDDEN');
    const updated = (await t.gql(UPDATE, { id: observation.id, input }, { cookie: observer.cookie })).body.data.updateObservation;
    expect(updated.observation).toEqual({ status: 1, flags: ['OUTSIDE_FLIGHT_PERIOD'], individuals: 3 });
  });

  test('only the uploader (or an admin) deletes, with the timeline item', async () => {
    const { observation } = await create(observer, { speciesId: String(speciesId['aglais-io']), ...BUDAPEST, dateFrom: '2025-08-04' });
    const { itemId } = await t.db.prisma.observation.findUniqueOrThrow({ where: { id: observation.recId } });
    expect((await t.gql(DELETE, { id: observation.id }, { cookie: stranger.cookie })).body.data.deleteObservation.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { id: observation.id }, { cookie: observer.cookie })).body.data.deleteObservation.deletedId).toBe(observation.id);
    expect(await t.db.prisma.timelineItem.findUnique({ where: { id: itemId } })).toBeNull();
    expect((await t.rest('DELETE', `/api/my/observation/${observation.recId}`, { cookie: observer.cookie })).status).toBe(404);
  });

  test('REST: GET /api/observation/0 answers a new record’s defaults; POST and GET round-trip in the spec’s names', async () => {
    const defaults = await t.rest('GET', '/api/observation/0', { cookie: observer.cookie });
    expect(defaults.body.data).toMatchObject({ id: 0, country: 'EU', life_stage: 'IMAGO', licence: 'CC_BY_4_0', privacy_status: 9 });
    const created = await t.rest('POST', '/api/my/observation', {
      cookie: observer.cookie,
      body: {
        client_id: randomUUID(),
        species_id: speciesId['aglais-io'],
        verbatim_lat: `47°29'52.4"N`,
        verbatim_lon: `19°02'24.7"E`,
        observation_date_from: '2025.08.05.',
        individuals: '2',
        life_stage: 'imago',
        country: 'HU',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ observation_date_from: '2025-08-05', individuals: 2, country: 'HU', status: 1, owned_by_me: true });
    expect(created.body.data.lat).toBeCloseTo(47 + 29 / 60 + 52.4 / 3600, 9);
    expect(created.body.entry_check).toEqual({ flags: [], status: 1, media_required: false, media_missing: false });
    const bad = await t.rest('POST', '/api/my/observation', {
      cookie: observer.cookie,
      body: { client_id: randomUUID(), species_id: speciesId['aglais-io'], observation_date_from: 'yesterday' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error_code: 'VALIDATION_ERROR', fields: [{ field: 'dateFrom', code: 'DATE_FORMAT_ERROR' }] });
    const mine = await t.rest('GET', '/api/my/observation?_size=500', { cookie: observer.cookie });
    expect(mine.body.list.data.every((row: { uploader: number }) => row.uploader === observer.entityId)).toBe(true);
    expect((await t.rest('GET', '/api/my/observation')).status).toBe(401);
  });

  test('REST edit: the record keeps its media unless they are named or removed with _files_to_remove; a removed one stays in the media list', async () => {
    const [first, second, third] = [await uploadPhoto(observer), await uploadPhoto(observer), await uploadPhoto(observer)];
    const body = {
      species_id: speciesId['aglais-io'],
      ...{ verbatim_lat: BUDAPEST.verbatimLat, verbatim_lon: BUDAPEST.verbatimLon },
      observation_date_from: '2025-08-06',
    };
    const created = await t.rest('POST', '/api/my/observation', {
      cookie: observer.cookie,
      body: { ...body, client_id: randomUUID(), media: `${first}|${second}|${third}` },
    });
    expect(created.body.data.media).toEqual([first, second, third]);
    const id = created.body.data.id;

    const untouched = await t.rest('PUT', `/api/my/observation/${id}`, { cookie: observer.cookie, body: { ...body, individuals: 3 } });
    expect(untouched.body.data).toMatchObject({ individuals: 3, media: [first, second, third] });
    const removed = await t.rest('PUT', `/api/my/observation/${id}`, { cookie: observer.cookie, body: { ...body, _files_to_remove: `${first}|${third}` } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.media).toEqual([second]);
    expect(await t.db.prisma.media.count({ where: { id: { in: [first, third] } } })).toBe(2);
  });
});

describe('the review rules are data', () => {
  const UPDATE = `mutation ($kind: ReviewRuleKind!, $enabled: Boolean, $roles: [Role!], $params: JSON) {
    updateReviewRule(kind: $kind, enabled: $enabled, roles: $roles, params: $params) {
      __typename
      ... on ReviewRule { kind enabled roles params }
      ... on Error { code }
    }
  }`;

  test('admins read and change them, and the next record follows; others are refused', async () => {
    const admin = await t.register('Rule keeper');
    await withRole(admin, 'ADMIN');
    const rules = await t.gql('{ reviewRules { kind enabled roles params } }', {}, { cookie: admin.cookie });
    expect(rules.body.data.reviewRules.map((rule: { kind: string }) => rule.kind)).toEqual([
      'GENUS',
      'FLIGHT_PERIOD',
      'OUTSIDE_KNOWN_SQUARES',
      'DIFFICULTY',
      'PROTECTED',
      'THREATENED',
    ]);
    expect((await t.gql('{ reviewRules { kind } }', {}, { cookie: validator.cookie })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { kind: 'FLIGHT_PERIOD', enabled: false }, { cookie: validator.cookie })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const january = { speciesId: String(speciesId['papilio-machaon']), ...BUDAPEST, dateFrom: '2025-01-20' };
    expect((await create(observer, january)).observation.flags).toEqual(['OUTSIDE_FLIGHT_PERIOD']);
    const off = await t.gql(UPDATE, { kind: 'FLIGHT_PERIOD', enabled: false }, { cookie: admin.cookie });
    expect(off.body.data.updateReviewRule).toMatchObject({ kind: 'FLIGHT_PERIOD', enabled: false });
    expect((await create(observer, { ...january, dateFrom: '2025-01-21' })).observation).toMatchObject({ status: 1, flags: [] });
    await t.gql(UPDATE, { kind: 'FLIGHT_PERIOD', enabled: true }, { cookie: admin.cookie });

    const bad = await t.gql(UPDATE, { kind: 'DIFFICULTY', params: { above: 'one' } }, { cookie: admin.cookie });
    expect(bad.body.data.updateReviewRule.code).toBe('VALIDATION_ERROR');
    expect((await t.gql(UPDATE, { kind: 'DIFFICULTY', roles: ['GUEST'] }, { cookie: admin.cookie })).body.data.updateReviewRule.code).toBe('VALIDATION_ERROR');
  });
});

describe('imports', () => {
  const IMPORT = `mutation ($csv: String!) { importSightings(csv: $csv) { __typename ... on ImportReport { imported skipped errors { row reason detail } } ... on Error { code } } }`;
  const importCsv = async (csv: string, who: Account = observer) => (await t.gql(IMPORT, { csv }, { cookie: who.cookie })).body.data.importSightings;

  test('a species list: names to ids, unmatched and empty names to the error list', async () => {
    const reply = await t.rest('POST', '/api/species/import', {
      body: 'Aglais io\nPapilio  machaon\n\nAglais nonexistens\nParnassius\n',
      headers: { 'content-type': 'text/plain' },
    });
    expect(reply.body.data.matches).toMatchObject([
      { row: 1, name: 'Aglais io', speciesId: speciesId['aglais-io'], scientificName: 'Aglais io', uri: 'aglais-io' },
      { row: 2, name: 'Papilio  machaon', speciesId: speciesId['papilio-machaon'] },
    ]);
    expect(reply.body.data.errors).toEqual([
      { row: 3, reason: 'Empty name', code: 'EMPTY_NAME', column: null, detail: '' },
      { row: 4, reason: 'Unknown spnames', code: 'UNKNOWN_SPECIES', column: null, detail: 'Aglais nonexistens' },
      { row: 5, reason: 'Unknown spnames', code: 'UNKNOWN_SPECIES', column: null, detail: 'Parnassius' },
    ]);
  });

  test('a sightings file with bad rows saves nothing and reports every row', async () => {
    const before = await t.db.prisma.observation.count();
    const report = await importCsv(
      [
        'species;latitude;longitude;date;individuals;life_stage;location;notes',
        'Aglais io;47.51;19.05;14/07/2025;2;imago;Óbuda;ok',
        'Aglais io;47.51;19.05;14/07/2025;2',
        'Aglais nonexistens;47.51;19.05;14/07/2025;1;imago;x;y',
        'Aglais io;147.51;19.05;14/07/2025;1;imago;x;y',
        'Aglais io;47.51;19.05;2025-07-14;1;imago;x;y',
      ].join('\n'),
    );
    expect(report).toEqual({
      __typename: 'ImportReport',
      imported: 0,
      skipped: 0,
      errors: [
        { row: 3, reason: 'Incorrect column count', detail: '5' },
        { row: 4, reason: 'Unknown spnames', detail: 'Aglais nonexistens' },
        { row: 5, reason: 'Coordinate error', detail: '147.51 19.05' },
        { row: 6, reason: 'Date error', detail: '2025-07-14' },
      ],
    });
    expect(await t.db.prisma.observation.count()).toBe(before);
  });

  test('a good file is saved whole, once: the same file again saves nothing twice', async () => {
    const csv = ['Aglais io,47.52,19.06,15/07/2025,3,imago,Óbuda,first', 'Papilio machaon,46.77,23.62,16/07/2025,1,,Kolozsvár,"note, with a comma"'].join('\n');
    expect(await importCsv(csv)).toMatchObject({ imported: 2, skipped: 0, errors: [] });
    expect(await importCsv(csv)).toMatchObject({ imported: 0, skipped: 2, errors: [] });
    const rows = await t.db.prisma.observation.findMany({ where: { clientId: { startsWith: 'import-' } }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.individuals, row.notes, row.location, row.dataSource])).toEqual([
      [3, 'first', 'Óbuda', 'csv import'],
      [1, 'note, with a comma', 'Kolozsvár', 'csv import'],
    ]);
    expect(rows[0]!.eea10km).toMatch(/^10kmE/);
  });

  test('coordinates as typed: DMS with quotes, a pair in one column; the country from the point', async () => {
    const csv = [
      `Aglais io;47°31'12"N;19°03'36"E;18/07/2025;1;imago;Óbuda;dms`,
      `Aglais io;47.5200 19.0600;;19/07/2025;1;imago;Óbuda;pair in one column`,
      `Aglais io;47°49'20"N;18°44'58"E;20/07/2025;1;imago;Štúrovo;across the Danube`,
      `Aglais io,"46°46'16""N","23°37'25""E",21/07/2025,1,imago,Kolozsvár,quoted`,
    ].join('\n');
    expect(await importCsv(csv)).toMatchObject({ imported: 4, errors: [] });
    const rows = await t.db.prisma.observation.findMany({
      where: { dataSource: 'csv import', notes: { in: ['dms', 'pair in one column', 'across the Danube', 'quoted'] } },
      orderBy: { dateFrom: 'asc' },
    });
    expect(rows.map((row) => [row.notes, row.country, row.verbatimLat, row.verbatimLon])).toEqual([
      ['dms', 'HU', `47°31'12"N`, `19°03'36"E`],
      ['pair in one column', 'HU', '47.5200', '19.0600'],
      ['across the Danube', 'SK', `47°49'20"N`, `18°44'58"E`],
      ['quoted', 'RO', `46°46'16"N`, `23°37'25"E`],
    ]);
    expect(rows[0]!.lat).toBeCloseTo(47.52, 6);
    expect(rows[0]!.lon).toBeCloseTo(19.06, 6);
  });

  test('a broken line is a row error with its line number, not a failed file', async () => {
    const report = await importCsv(
      [
        `Aglais io;47.51;19.05;14/07/2025;2;imago;Óbuda;ok`,
        `Aglais io;19.05E;47.51N;14/07/2025;2;imago;x;latitude and longitude swapped`,
        `Aglais io;47 19;;14/07/2025;2;imago;x;ambiguous`,
        `Aglais io;"47.51;19.05;14/07/2025;2;imago;x;y`,
      ].join('\n'),
    );
    expect(report).toMatchObject({ __typename: 'ImportReport', imported: 0 });
    expect(report.errors.map((error: { row: number; reason: string }) => [error.row, error.reason])).toEqual([
      [4, 'Unclosed quote'],
      [2, 'Coordinate error'],
      [3, 'Coordinate error'],
    ]);
  });

  test('a row the entry rules refuse (ADV, Colias, no media) fails the whole file', async () => {
    const report = await importCsv('Aglais io;47.53;19.07;17/07/2025;1;imago;a;b\nColias hyale;47.53;19.07;17/07/2025;1;imago;a;b', adv);
    expect(report).toMatchObject({ imported: 0, errors: [{ row: 2, reason: 'Rejected by the entry rules', detail: 'MEDIA_REQUIRED' }] });
    expect(await t.db.prisma.observation.count({ where: { uploaderId: adv.entityId, dateFrom: new Date('2025-07-17T00:00:00Z') } })).toBe(0);
  });
});

describe('SQL statements for one page of records', () => {
  beforeAll(async () => {
    for (let day = 1; day <= 20; day++) {
      await create(observer, { speciesId: String(speciesId['aglais-io']), ...BUDAPEST, dateFrom: `2024-07-${String(day).padStart(2, '0')}`, privacy: 9 });
    }
  });

  const PAGE = `query ($first: Int!) { observations(first: $first) { totalCount edges { node { recId status dateFrom species { scientificName commonName } uploader { displayName } place { lat lon generalised eea10km } item { likedByViewer commentCount evaluationCount } } } } }`;

  async function statementsFor(first: number): Promise<number> {
    t.resetQueryCount();
    const reply = await t.gql(PAGE, { first }, { cookie: stranger.cookie });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.observations.edges).toHaveLength(first);
    return t.queryCount();
  }

  test('are as many for 20 records as for 5: nothing is loaded per record', async () => {
    expect(await statementsFor(20)).toBe(await statementsFor(5));
  });

  test('are at most 4 for a page of 20 (records with species and uploader, and the count)', async () => {
    expect(await statementsFor(20)).toBeLessThanOrEqual(4);
  });
});
