import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 21 part 5: validators' assignments by region and taxon. Records held for review (an ADV
 * recorder's Colias or Pyrgus with a photo, by the default genus rule) reach the validators whose
 * assignment matches, everybody when none does; the review list's "mine" shows a validator's own share.
 */

interface Account {
  cookie: string;
  entityId: number;
}

const PHOTO = readFileSync(new URL('../../../shared/fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));
const BUDAPEST = { verbatimLat: '47.4979', verbatimLon: '19.0402', country: 'HU' };

let t: TestApp;
let admin: Account;
let regional: Account;
let pieridae: Account;
let idle: Account;
let recorder: Account;
let editor: Account;
const species = {} as Record<'Colias' | 'Pyrgus', { id: number; family: string }>;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  const as = async (name: string, role: 'ADMIN' | 'MODERATOR' | 'ADV' | 'EDITOR') => {
    const account = await t.register(name);
    await t.db.prisma.user.update({ where: { entityId: account.entityId }, data: { role } });
    return account;
  };
  admin = await as('Assigning admin', 'ADMIN');
  regional = await as('Pest validator', 'MODERATOR');
  pieridae = await as('Pieridae validator', 'MODERATOR');
  idle = await as('Unassigned validator', 'MODERATOR');
  recorder = await as('Advanced recorder', 'ADV');
  editor = await as('Editor', 'EDITOR');
  for (const genus of ['Colias', 'Pyrgus'] as const) {
    species[genus] = await t.db.prisma.species.findFirstOrThrow({ where: { genus }, orderBy: { id: 'asc' }, select: { id: true, family: true } });
  }
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.prisma.validatorAssignment.deleteMany();
});

const ADD = `mutation ($validatorRecId: Int!, $country: String, $region: String, $family: String, $genus: String) {
  addValidatorAssignment(validatorRecId: $validatorRecId, country: $country, region: $region, family: $family, genus: $genus) {
    __typename
    ... on ValidatorAssignment { recId country region family genus validator { recId } }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;

async function assign(who: Account, variables: Record<string, unknown>) {
  const reply = await t.gql(ADD, variables, { cookie: who.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.addValidatorAssignment;
}

let day = 0;
async function pendingRecord(genus: 'Colias' | 'Pyrgus', region: string | null): Promise<number> {
  const upload = await fetch(`${t.url}/api/upload?key=${randomUUID()}&file_name=photo.jpg`, {
    method: 'PUT',
    body: new Uint8Array(PHOTO),
    headers: { cookie: recorder.cookie, 'content-type': 'application/octet-stream' },
  });
  const media = ((await upload.json()) as { data: { id: number } }).data.id;
  const reply = await t.gql(
    `mutation ($clientId: String!, $input: ObservationInput!) {
      createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId status } } ... on Error { code } }
    }`,
    {
      clientId: randomUUID(),
      input: {
        ...BUDAPEST,
        region,
        dateFrom: `2025-${String(5 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day++ % 28)).padStart(2, '0')}`,
        speciesId: String(species[genus].id),
        mediaIds: [media],
      },
    },
    { cookie: recorder.cookie },
  );
  const created = reply.body.data?.createObservation;
  expect(created.observation.status).toBe(2);
  return created.observation.recId;
}

async function told(recordId: number): Promise<number[]> {
  const notices = await t.db.prisma.notification.findMany({ where: { token: 'OBSERVATION_PENDING_REVIEW', url: `/observation/review/${recordId}` } });
  return notices.map((notice) => notice.recipientId).sort((a, b) => a - b);
}

const everyValidator = () => [admin, regional, pieridae, idle].map((each) => each.entityId).sort((a, b) => a - b);

describe('who hears of a record awaiting review', () => {
  test('without assignments every validator is told (the old behaviour)', async () => {
    const record = await pendingRecord('Colias', 'Pest');
    expect(await told(record)).toEqual(everyValidator());
  });

  test('by region: a Pest record goes to the Pest validator only; a record elsewhere to everybody', async () => {
    expect(await assign(admin, { validatorRecId: regional.entityId, country: 'hu', region: 'Pest' })).toMatchObject({
      __typename: 'ValidatorAssignment',
      country: 'HU',
      region: 'Pest',
      family: null,
    });
    expect(await told(await pendingRecord('Pyrgus', 'pest'))).toEqual([regional.entityId]);
    expect(await told(await pendingRecord('Pyrgus', 'Baranya'))).toEqual(everyValidator());
  });

  test('by taxon: a family and a genus each take their records; both matching tells both', async () => {
    await assign(admin, { validatorRecId: pieridae.entityId, family: species.Colias.family });
    await assign(admin, { validatorRecId: regional.entityId, genus: 'Pyrgus' });
    expect(await told(await pendingRecord('Colias', null))).toEqual([pieridae.entityId]);
    expect(await told(await pendingRecord('Pyrgus', null))).toEqual([regional.entityId]);
    await assign(admin, { validatorRecId: idle.entityId, country: 'HU' });
    expect(await told(await pendingRecord('Colias', null))).toEqual([pieridae.entityId, idle.entityId].sort((a, b) => a - b));
  });
});

describe('the review list’s "mine" filter', () => {
  const QUEUE = `query ($mine: Boolean) { reviewQueue(list: pending, mine: $mine, first: 100) { totalCount edges { node { recId } } } }`;
  const queue = async (who: Account, mine: boolean) => {
    const reply = await t.gql(QUEUE, { mine }, { cookie: who.cookie });
    expect(reply.body.errors).toBeUndefined();
    return reply.body.data.reviewQueue.edges.map((edge: { node: { recId: number } }) => edge.node.recId) as number[];
  };

  test('shows the records of my assignments, server-side, in GraphQL and REST', async () => {
    const colias = await pendingRecord('Colias', 'Pest');
    const pyrgus = await pendingRecord('Pyrgus', 'Baranya');
    await assign(admin, { validatorRecId: pieridae.entityId, genus: 'colias' });
    const mine = await queue(pieridae, true);
    expect(mine).toContain(colias);
    expect(mine).not.toContain(pyrgus);
    expect(await queue(pieridae, false)).toEqual(expect.arrayContaining([colias, pyrgus]));
    // nobody assigned: "mine" is empty
    expect(await queue(idle, true)).toEqual([]);
    const rest = await t.rest('GET', '/api/observation/review?mine=true&size=100', { cookie: pieridae.cookie });
    expect(rest.status).toBe(200);
    const ids = rest.body.list.data.map((row: { id: number }) => row.id);
    expect(ids).toContain(colias);
    expect(ids).not.toContain(pyrgus);
  });
});

describe('managing assignments', () => {
  test('REST add, list and remove, each audited', async () => {
    const added = await t.rest('POST', '/api/admin/review/validator', { cookie: admin.cookie, body: { validator_id: regional.entityId, country: 'HU', region: 'Pest' } });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ validator_id: regional.entityId, country: 'HU', region: 'Pest', family: null, genus: null });
    const listed = await t.rest('GET', '/api/admin/review/validator', { cookie: admin.cookie });
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([added.body.data.id]);
    const removed = await t.rest('DELETE', `/api/admin/review/validator/${added.body.data.id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect(await t.db.prisma.validatorAssignment.count()).toBe(0);
    expect((await t.rest('DELETE', `/api/admin/review/validator/${added.body.data.id}`, { cookie: admin.cookie })).status).toBe(404);
    const entries = await t.db.prisma.auditEntry.findMany({ where: { action: { in: ['VALIDATOR_ASSIGN', 'VALIDATOR_UNASSIGN'] } }, orderBy: { id: 'asc' } });
    expect(entries.slice(-2)).toMatchObject([
      { action: 'VALIDATOR_ASSIGN', actorId: admin.entityId, subject: 'Pest validator', details: { region: 'Pest', country: 'HU' } },
      { action: 'VALIDATOR_UNASSIGN', actorId: admin.entityId, subject: 'Pest validator' },
    ]);
  });

  test('below ADMIN is 403 in REST and forbidden in GraphQL', async () => {
    for (const who of [regional, editor, recorder]) {
      expect((await t.rest('GET', '/api/admin/review/validator', { cookie: who.cookie })).status).toBe(403);
      const post = await t.rest('POST', '/api/admin/review/validator', { cookie: who.cookie, body: { validator_id: regional.entityId, country: 'HU' } });
      expect(post.status).toBe(403);
      expect(post.body.error_code).toBe('FORBIDDEN');
      expect(await assign(who, { validatorRecId: regional.entityId, country: 'HU' })).toEqual({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    }
    expect((await t.rest('GET', '/api/admin/review/validator')).status).toBe(401);
    expect(await t.db.prisma.validatorAssignment.count()).toBe(0);
  });

  test.each([
    [{ validator_id: 1e9, country: 'HU' }, 'validatorId', 'NOT_A_VALIDATOR'],
    [{ validator_id: undefined, country: 'HU' }, 'validator_id', 'FIELD_REQUIRED'],
    [{ country: 'XX' }, 'country', 'FORMAT_ERROR'],
    [{ region: 'Pest' }, 'country', 'FIELD_REQUIRED'],
    [{}, 'country', 'ASSIGNMENT_EMPTY'],
    [{ genus: 'Nonexistentia' }, 'genus', 'UNKNOWN_TAXON'],
    [{ family: 'Nonexistidae' }, 'family', 'UNKNOWN_TAXON'],
  ])('bad input %j is 422 with a token on its field', async (body, field, code) => {
    const reply = await t.rest('POST', '/api/admin/review/validator', { cookie: admin.cookie, body: { validator_id: regional.entityId, ...body } });
    expect(reply.status).toBe(422);
    expect(reply.body.fields).toEqual([{ field, code }]);
  });

  test('a user who is not a validator cannot be assigned (GraphQL)', async () => {
    expect(await assign(admin, { validatorRecId: editor.entityId, country: 'HU' })).toEqual({
      __typename: 'ValidationError',
      fields: [{ field: 'validatorId', code: 'NOT_A_VALIDATOR' }],
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('the rules screen’s parameter errors', () => {
  test('a parameter out of range names its field', async () => {
    const reply = await t.gql(
      `mutation ($params: JSON) { updateReviewRule(kind: FLIGHT_PERIOD, params: $params) { __typename ... on ValidationError { fields { field code } } } }`,
      { params: { graceDays: 99 } },
      { cookie: admin.cookie },
    );
    expect(reply.body.data.updateReviewRule).toEqual({ __typename: 'ValidationError', fields: [{ field: 'params.graceDays', code: 'VALUE_MAX' }] });
  });
});
