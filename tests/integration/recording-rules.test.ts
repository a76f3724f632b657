import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Role } from '../../server/db/generated/prisma/enums.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** Recording §4–§5 through the real create path, the flags, the review queue and the species merge. */

interface Account {
  cookie: string;
  entityId: number;
}

const BUDAPEST = { verbatimLat: '47.4979', verbatimLon: '19.0402' };
const PHOTO = readFileSync(new URL('../../../shared/fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));
const ROLES: Role[] = ['USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'];
const LISTED_GENERA = ['Colias', 'Cupido', 'Melitaea', 'Plebejus', 'Pyrgus', 'Spialia'];

let t: TestApp;
const accounts = {} as Record<Role, Account>;
let validator: Account;
const genusSpecies: Record<string, number> = {};

async function upload(account: Account, fileName: string, body: Uint8Array<ArrayBuffer>): Promise<number> {
  const response = await fetch(`${t.url}/api/upload?key=${randomUUID()}&file_name=${fileName}`, {
    method: 'PUT',
    body,
    headers: { cookie: account.cookie, 'content-type': 'application/octet-stream' },
  });
  const reply = (await response.json()) as { data: { id: number } };
  return reply.data.id;
}
const uploadPhoto = (account: Account) => upload(account, 'colias.jpg', new Uint8Array(PHOTO));

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  for (const role of ROLES) {
    accounts[role] = await t.register(`Recorder ${role}`);
    await t.db.prisma.user.update({ where: { entityId: accounts[role].entityId }, data: { role } });
  }
  validator = await t.register('Second validator');
  await t.db.prisma.user.update({ where: { entityId: validator.entityId }, data: { role: 'MODERATOR' } });
  for (const genus of [...LISTED_GENERA, 'Papilio']) {
    genusSpecies[genus] = (await t.db.prisma.species.findFirstOrThrow({ where: { genus }, orderBy: { id: 'asc' }, select: { id: true } })).id;
  }
});
afterAll(() => t?.close());

const CREATE = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) {
    __typename
    ... on ObservationPayload { observation { id recId status flags } entryCheck { status flags mediaRequired mediaMissing } }
    ... on Error { code message }
    ... on ValidationError { fields { field code message } }
  }
}`;

async function create(who: Account, input: Record<string, unknown>) {
  const reply = await t.gql(CREATE, { clientId: randomUUID(), input: { ...BUDAPEST, dateFrom: '2025-07-10', ...input } }, { cookie: who.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.createObservation;
}

describe('recording §5 with the default rules, every role × genus row through createObservation', () => {
  const rows = ROLES.flatMap((role) => [...LISTED_GENERA.map((genus) => [role, genus] as const), [role, 'Papilio'] as const]);

  test.each(rows)('%s recording a %s species', async (role, genus) => {
    const who = accounts[role];
    const input = { speciesId: String(genusSpecies[genus]) };
    const demands = role === 'ADV' && genus !== 'Papilio';
    const first = await create(who, input);
    if (demands) {
      expect(first).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'media', code: 'MEDIA_REQUIRED' }] });
      const saved = await create(who, { ...input, mediaIds: [await uploadPhoto(who)] });
      expect(saved.entryCheck).toMatchObject({ status: 2, mediaRequired: true, mediaMissing: false });
      expect(saved.observation.status).toBe(2);
      expect(saved.observation.flags).toContain('GENUS_NEEDS_REVIEW');
    } else {
      expect(first.__typename).toBe('ObservationPayload');
      expect(first.entryCheck).toMatchObject({ status: 1, mediaRequired: false, mediaMissing: false });
      expect(first.observation.status).toBe(1);
      if (genus === 'Papilio') expect(first.observation.flags).not.toContain('GENUS_NEEDS_REVIEW');
      else expect(first.observation.flags).toContain('GENUS_NEEDS_REVIEW');
    }
  });

  test.each(ROLES)('%s recording an empty or unidentified (-1) species: no media, accepted', async (role) => {
    for (const species of [{ speciesText: 'valami sárga lepke' }, { speciesId: '-1', speciesText: 'ismeretlen' }]) {
      const saved = await create(accounts[role], species);
      expect(saved.entryCheck).toEqual({ status: 1, flags: [], mediaRequired: false, mediaMissing: false });
      expect(saved.observation).toMatchObject({ status: 1, flags: [] });
    }
  });

  test('the extra checks flag a record for every role and leave its status to the spec', async () => {
    // An adult swallowtail in January is outside its flight period.
    for (const role of ROLES) {
      const saved = await create(accounts[role], { speciesId: String(genusSpecies.Papilio), dateFrom: '2025-01-12' });
      expect(saved.observation).toMatchObject({ status: 1, flags: ['OUTSIDE_FLIGHT_PERIOD'] });
    }
  });

  test('an admin makes a flag demand review for chosen roles (a rule row); the other roles are untouched', async () => {
    const UPDATE = `mutation ($kind: ReviewRuleKind!, $reviewRoles: [Role!]) {
      updateReviewRule(kind: $kind, reviewRoles: $reviewRoles) { __typename ... on ReviewRule { kind roles reviewRoles } ... on Error { code } }
    }`;
    const rules = await t.gql('{ reviewRules { kind roles reviewRoles } }', {}, { cookie: accounts.ADMIN.cookie });
    expect(rules.body.data.reviewRules).toContainEqual({ kind: 'GENUS', roles: [], reviewRoles: ['ADV'] });
    expect(rules.body.data.reviewRules).toContainEqual({ kind: 'FLIGHT_PERIOD', roles: [], reviewRoles: [] });
    const changed = await t.gql(UPDATE, { kind: 'FLIGHT_PERIOD', reviewRoles: ['USER'] }, { cookie: accounts.ADMIN.cookie });
    expect(changed.body.data.updateReviewRule).toEqual({ __typename: 'ReviewRule', kind: 'FLIGHT_PERIOD', roles: [], reviewRoles: ['USER'] });
    try {
      const january = { speciesId: String(genusSpecies.Papilio), dateFrom: '2025-01-13' };
      expect(await create(accounts.USER, january)).toMatchObject({ fields: [{ field: 'media', code: 'MEDIA_REQUIRED' }] });
      expect((await create(accounts.PRO, january)).observation.status).toBe(1);
    } finally {
      await t.gql(UPDATE, { kind: 'FLIGHT_PERIOD', reviewRoles: [] }, { cookie: accounts.ADMIN.cookie });
    }
  });
});

describe('the media requirement is met by a photo or video only', () => {
  const CHECK = `query ($input: ObservationInput!) { observationEntryCheck(input: $input) { ... on ObservationEntryCheck { status mediaRequired mediaMissing } } }`;

  test('a CSV or PDF attached does not count; a photo does, in the entry check and on saving', async () => {
    const adv = accounts.ADV;
    const csv = await upload(adv, 'counts.csv', new TextEncoder().encode('species;count\nColias hyale;3\n'));
    const pdf = await upload(adv, 'note.pdf', new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
    const photo = await uploadPhoto(adv);
    const input = { ...BUDAPEST, dateFrom: '2025-07-11', speciesId: String(genusSpecies.Colias) };

    const check = async (mediaIds: number[]) => (await t.gql(CHECK, { input: { ...input, mediaIds } }, { cookie: adv.cookie })).body.data.observationEntryCheck;
    expect(await check([])).toEqual({ status: 2, mediaRequired: true, mediaMissing: true });
    expect(await check([csv, pdf])).toEqual({ status: 2, mediaRequired: true, mediaMissing: true });
    expect(await check([csv, photo])).toEqual({ status: 2, mediaRequired: true, mediaMissing: false });

    expect(await create(adv, { ...input, mediaIds: [csv, pdf] })).toMatchObject({ fields: [{ field: 'media', code: 'MEDIA_REQUIRED' }] });
    expect((await create(adv, { ...input, mediaIds: [pdf, photo] })).observation.status).toBe(2);
  });
});

describe('review: flags in the queue, nobody reviews their own record', () => {
  const QUEUE = `query ($flag: ObservationFlag) { reviewQueue(list: pending, first: 100, flag: $flag) { totalCount edges { node { recId flags uploader { id } } } } }`;
  const REVIEW = `mutation ($id: ID!, $decision: ReviewDecision!, $reason: String) {
    reviewObservation(id: $id, decision: $decision, reason: $reason) { __typename ... on ReviewPayload { observation { status } } ... on Error { code } }
  }`;

  test('validators filter the queue by flag (GraphQL and REST), and never see their own records in it', async () => {
    const own = await create(accounts.MODERATOR, { speciesId: String(genusSpecies.Colias), dateFrom: '2025-06-01' });
    expect(own.observation.status).toBe(1);
    // The moderator's own pending record: an ADV's rules for once, through the rule row.
    await t.db.prisma.observation.update({ where: { id: own.observation.recId }, data: { status: 2 } });
    const advRecord = await create(accounts.ADV, { speciesId: String(genusSpecies.Colias), dateFrom: '2025-01-14', mediaIds: [await uploadPhoto(accounts.ADV)] });
    const inSeason = await create(accounts.ADV, { speciesId: String(genusSpecies.Colias), dateFrom: '2025-07-14', mediaIds: [await uploadPhoto(accounts.ADV)] });
    expect(inSeason.observation.flags).not.toContain('OUTSIDE_FLIGHT_PERIOD');
    expect(advRecord.observation.flags).toEqual(expect.arrayContaining(['GENUS_NEEDS_REVIEW', 'OUTSIDE_FLIGHT_PERIOD']));

    const all = (await t.gql(QUEUE, {}, { cookie: accounts.MODERATOR.cookie })).body.data.reviewQueue;
    const ids = all.edges.map((edge: { node: { recId: number } }) => edge.node.recId);
    expect(ids).toEqual(expect.arrayContaining([advRecord.observation.recId, inSeason.observation.recId]));
    expect(ids).not.toContain(own.observation.recId);

    const flagged = (await t.gql(QUEUE, { flag: 'OUTSIDE_FLIGHT_PERIOD' }, { cookie: accounts.MODERATOR.cookie })).body.data.reviewQueue;
    expect(flagged.edges.length).toBeGreaterThan(0);
    expect(flagged.edges.every((edge: { node: { flags: string[] } }) => edge.node.flags.includes('OUTSIDE_FLIGHT_PERIOD'))).toBe(true);
    expect(flagged.edges.map((edge: { node: { recId: number } }) => edge.node.recId)).not.toContain(inSeason.observation.recId);

    const rest = await t.rest('GET', '/api/observation/review?list=pending&flag=OUTSIDE_FLIGHT_PERIOD&_size=100', { cookie: accounts.MODERATOR.cookie });
    expect(rest.status).toBe(200);
    expect(rest.body.list.data.map((row: { id: number }) => row.id)).toEqual(flagged.edges.map((edge: { node: { recId: number } }) => edge.node.recId));
    expect(rest.body.list.data.every((row: { flags: string[] }) => row.flags.includes('OUTSIDE_FLIGHT_PERIOD'))).toBe(true);
    expect((await t.rest('GET', '/api/observation/review?flag=NOPE', { cookie: accounts.MODERATOR.cookie })).status).toBe(422);
  });

  test('approving, rejecting or revoking one’s own record is FORBIDDEN (GraphQL and REST)', async () => {
    const mine = await create(accounts.MODERATOR, { speciesId: String(genusSpecies.Papilio), dateFrom: '2025-06-02' });
    const id = mine.observation.id;
    await t.db.prisma.observation.update({ where: { id: mine.observation.recId }, data: { status: 2 } });
    for (const decision of ['APPROVE', 'REJECT'] as const) {
      const reply = await t.gql(REVIEW, { id, decision, reason: 'mine' }, { cookie: accounts.MODERATOR.cookie });
      expect(reply.body.data.reviewObservation).toEqual({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    }
    const rest = await t.rest('POST', `/api/observation/review/${mine.observation.recId}/approve`, { cookie: accounts.MODERATOR.cookie, body: {} });
    expect(rest.status).toBe(403);
    expect(rest.body.error_code).toBe('FORBIDDEN');
    await t.db.prisma.observation.update({ where: { id: mine.observation.recId }, data: { status: 1 } });
    const revoke = await t.gql(REVIEW, { id, decision: 'REVOKE', reason: 'mine' }, { cookie: accounts.MODERATOR.cookie });
    expect(revoke.body.data.reviewObservation.code).toBe('FORBIDDEN');
    // Another validator may.
    const other = await t.gql(REVIEW, { id, decision: 'REVOKE', reason: 'wrong species' }, { cookie: validator.cookie });
    expect(other.body.data.reviewObservation).toEqual({ __typename: 'ReviewPayload', observation: { status: 3 } });
  });

  test('a review comment’s validation error names the message field', async () => {
    const record = await create(accounts.USER, { speciesId: String(genusSpecies.Papilio), dateFrom: '2025-06-03' });
    const COMMENT = `mutation ($id: ID!, $message: String!) { addReviewComment(id: $id, message: $message) { __typename ... on ValidationError { fields { field code } } } }`;
    const empty = await t.gql(COMMENT, { id: record.observation.id, message: '  ' }, { cookie: validator.cookie });
    expect(empty.body.data.addReviewComment).toEqual({ __typename: 'ValidationError', fields: [{ field: 'message', code: 'FIELD_REQUIRED' }] });
    const long = await t.rest('POST', `/api/observation/review/comment/${record.observation.recId}`, { cookie: validator.cookie, body: { message: 'x'.repeat(5001) } });
    expect(long.status).toBe(422);
    expect(long.body.fields).toEqual([{ field: 'message', code: 'DATA_TOO_LONG' }]);
  });
});

describe('numbers give the spec’s error keys', () => {
  test('individuals: -1 is VALUE_MIN, 1e9 VALUE_MAX, "abc" NOT_A_NUMBER (GraphQL and REST)', async () => {
    const input = { speciesId: String(genusSpecies.Papilio) };
    expect(await create(accounts.USER, { ...input, individuals: -1 })).toMatchObject({ fields: [{ field: 'individuals', code: 'VALUE_MIN' }] });
    expect(await create(accounts.USER, { ...input, individuals: 1e9 })).toMatchObject({ fields: [{ field: 'individuals', code: 'VALUE_MAX' }] });
    expect(await create(accounts.USER, { ...input, alt: 12_000 })).toMatchObject({ fields: [{ field: 'alt', code: 'VALUE_MAX' }] });
    const body = { client_id: randomUUID(), species_id: genusSpecies.Papilio, observation_date_from: '2025-07-10', country: 'HU' };
    for (const [individuals, code] of [
      ['abc', 'NOT_A_NUMBER'],
      ['-1', 'VALUE_MIN'],
      ['1000000000', 'VALUE_MAX'],
    ] as const) {
      const reply = await t.rest('POST', '/api/my/observation', { cookie: accounts.USER.cookie, body: { ...body, client_id: randomUUID(), individuals } });
      expect(reply.status).toBe(422);
      expect(reply.body.fields).toEqual([{ field: 'individuals', code }]);
    }
  });
});

describe('validators are told of records waiting for review', () => {
  const SETTINGS = `mutation ($input: UpdateProfileSettingsInput!) {
    updateProfileSettings(input: $input) { __typename ... on ProfileSettingsPayload { viewer { notificationSettings { reviewQueue } } } ... on Error { code } }
  }`;
  const notices = (account: Account, recId: number) =>
    t.db.prisma.notification.findMany({ where: { recipientId: account.entityId, url: `/observation/review/${recId}` }, select: { token: true, url: true } });

  test('each validator gets a notice linking to the record in the review screen, unless they turned it off', async () => {
    const off = await t.gql(SETTINGS, { input: { notifications: { reviewQueue: false } } }, { cookie: accounts.ADMIN.cookie });
    expect(off.body.data.updateProfileSettings).toEqual({ __typename: 'ProfileSettingsPayload', viewer: { notificationSettings: { reviewQueue: false } } });
    const on = await t.gql('{ viewer { notificationSettings { reviewQueue } } }', {}, { cookie: validator.cookie });
    expect(on.body.data.viewer.notificationSettings).toEqual({ reviewQueue: true });

    const pending = await create(accounts.ADV, { speciesId: String(genusSpecies.Cupido), dateFrom: '2025-07-15', mediaIds: [await uploadPhoto(accounts.ADV)] });
    expect(pending.observation.status).toBe(2);
    const recId = pending.observation.recId;
    const link = { token: 'OBSERVATION_PENDING_REVIEW', url: `/observation/review/${recId}` };
    expect(await notices(validator, recId)).toEqual([link]);
    expect(await notices(accounts.MODERATOR, recId)).toEqual([link]);
    expect(await notices(accounts.ADMIN, recId)).toEqual([]);
    expect(await notices(accounts.ADV, recId)).toEqual([]);
    // The list shows it with its link.
    const list = await t.rest('GET', '/api/notification/', { cookie: validator.cookie });
    expect(list.body.list.data.some((row: { url: string }) => row.url === link.url)).toBe(true);

    // An accepted record tells nobody.
    const accepted = await create(accounts.USER, { speciesId: String(genusSpecies.Cupido), dateFrom: '2025-07-16' });
    expect(await notices(validator, accepted.observation.recId)).toEqual([]);
    await t.gql(SETTINGS, { input: { notifications: { reviewQueue: true } } }, { cookie: accounts.ADMIN.cookie });
  });
});
