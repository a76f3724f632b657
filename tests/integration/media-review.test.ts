import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Media review (`/admin/media/review/`, issue 21 part 4): the queue's tabs, every action with its
 * audit entry and notice, 409 for an action that does not apply, the queue refused below
 * MODERATOR, and a hidden medium gone from every path (node, lists, the record's photos, the
 * species' record thumbnails, REST, the file) for all but moderators, until it is restored.
 */

type Account = { cookie: string; entityId: number };

const QUEUE = `query ($tab: MediaReviewTab) {
  mediaReviewQueue(first: 50, tab: $tab) {
    totalCount
    edges { node { recId thumb review { hidden flag note ownerName ownerRecId recordRecId speciesName openReports reports reviewedAt } } }
  }
}`;
const REVIEW = `mutation ($id: ID!, $action: MediaReviewAction!, $note: String) {
  reviewMedia(id: $id, action: $action, note: $note) {
    __typename
    ... on ReviewMediaPayload { media { recId review { hidden flag note reviewedAt } } }
    ... on Error { code }
  }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { ... on Media { recId review { hidden } } } }`;
const MEDIA = `query ($recId: Int!) { media(recId: $recId) { recId } }`;
const LIST = `query ($uploaderId: Int) { mediaList(first: 50, uploaderId: $uploaderId) { totalCount edges { node { recId } } } }`;
const RECORD = `query ($id: ID!) { node(id: $id) { ... on Observation { media { recId } photoThumbnailUrl } } }`;
const SPECIES_RECORDS = `query ($speciesId: Int) { observations(first: 20, speciesId: $speciesId) { edges { node { recId photoThumbnailUrl } } } }`;
const CREATE_RECORD = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId } } ... on Error { code message } }
}`;
const PHOTO = readFileSync(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));

let t: TestApp;
let owner: Account;
let stranger: Account;
let reporter: Account;
let moderator: Account;
let admin: Account;
let speciesId: number;
let recordId: number;
let recordPhoto: number;
let postPhoto: number;
let reportedPhoto: number;

const as = (who: Account | null) => (who ? { cookie: who.cookie } : {});

async function person(name: string, role?: 'MODERATOR' | 'ADMIN'): Promise<Account> {
  const who = await t.register(name);
  if (role) await t.db.prisma.user.update({ where: { entityId: who.entityId }, data: { role } });
  return who;
}

async function upload(who: Account): Promise<{ id: number; thumb: string }> {
  const response = await fetch(`${t.url}/api/upload?${new URLSearchParams({ key: `review-${randomUUID()}`, file_name: 'lepke.jpg' })}`, {
    method: 'PUT',
    body: new Uint8Array(PHOTO),
    headers: { cookie: who.cookie, 'content-type': 'application/octet-stream' },
  });
  const body = (await response.json()) as { data: { id: number; thumb: string } };
  expect(response.status).toBe(201);
  return body.data;
}

const queue = async (tab: string, who: Account | null = moderator) => (await t.gql(QUEUE, { tab }, as(who))).body;
const queueIds = async (tab: string) => ((await queue(tab)).data.mediaReviewQueue.edges as { node: { recId: number } }[]).map(({ node }) => node.recId);
const review = async (id: number, action: string, note?: string, who: Account = moderator) =>
  (await t.gql(REVIEW, { id: encodeGlobalID('Media', id), action, note }, as(who))).body.data.reviewMedia;

let thumbOf: Record<number, string> = {};

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [owner, stranger, reporter, moderator, admin] = await Promise.all([
    person('Fotós Feri'),
    person('Idegen Ida'),
    person('Bejelentő Berta'),
    person('Moderátor Marci', 'MODERATOR'),
    person('Admin Anna', 'ADMIN'),
  ]);
  const [a, b, c] = [await upload(owner), await upload(owner), await upload(owner)];
  recordPhoto = a.id;
  postPhoto = b.id;
  reportedPhoto = c.id;
  thumbOf = { [a.id]: a.thumb, [b.id]: b.thumb, [c.id]: c.thumb };
  // a public, accepted record showing the first photo
  speciesId = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'papilio-machaon' }, select: { id: true } })).id;
  const input = {
    speciesId: String(speciesId),
    verbatimLat: '47.4979',
    verbatimLon: '19.0402',
    closestSettlement: 'Budapest',
    dateFrom: '2025-05-22',
    privacy: 9,
    mediaIds: [recordPhoto],
  };
  const reply = await t.gql(CREATE_RECORD, { clientId: randomUUID(), input }, as(owner));
  expect(reply.body.data.createObservation.__typename, JSON.stringify(reply.body)).toBe('ObservationPayload');
  recordId = reply.body.data.createObservation.observation.recId as number;
  await t.db.prisma.observation.update({ where: { id: recordId }, data: { status: 1 } });
  // a public post showing the other two
  const post = await t.gql(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename } }`,
    { input: { type: 'NOTE', title: 'Lepkék', body: '<p>Nézzétek</p>', privacy: 9, mediaIds: [postPhoto, reportedPhoto] } },
    as(owner),
  );
  expect(post.body.data.createPost.__typename).toBe('CreatePostPayload');
  await t.db.prisma.dispute.create({
    data: { reporterId: reporter.entityId, objectId: encodeGlobalID('Media', reportedPhoto), reason: 'Ez nem lepke, hanem egy macska' },
  });
});
afterAll(() => t?.close());

describe('the queue', () => {
  test('new media newest first with owner, record and species; the reported tab shows open reports; nothing hidden yet', async () => {
    const fresh = await queue('new');
    expect(fresh.data.mediaReviewQueue.totalCount).toBe(3);
    const nodes = fresh.data.mediaReviewQueue.edges.map(({ node }: { node: Record<string, unknown> }) => node);
    expect(nodes.map((node: { recId: number }) => node.recId)).toEqual([reportedPhoto, postPhoto, recordPhoto]);
    const withRecord = nodes.find((node: { recId: number }) => node.recId === recordPhoto);
    expect(withRecord.thumb).toBe(thumbOf[recordPhoto]);
    expect(withRecord.review).toMatchObject({
      hidden: false,
      flag: null,
      ownerName: 'Fotós Feri',
      ownerRecId: owner.entityId,
      recordRecId: recordId,
      speciesName: 'Papilio machaon',
      openReports: 0,
    });
    expect(await queueIds('reported')).toEqual([reportedPhoto]);
    expect((await queue('reported')).data.mediaReviewQueue.edges[0].node.review).toMatchObject({ openReports: 1, reports: ['Ez nem lepke, hanem egy macska'] });
    expect(await queueIds('hidden')).toEqual([]);
  });

  test('REST answers the same queue', async () => {
    const { status, body } = await t.rest('GET', '/api/admin/media/review?tab=new', as(moderator));
    expect(status).toBe(200);
    expect(body.list.data.map((row: { id: number }) => row.id)).toEqual([reportedPhoto, postPhoto, recordPhoto]);
    expect(body.list.data[2]).toMatchObject({ owner_name: 'Fotós Feri', record_id: recordId, species_name: 'Papilio machaon', hidden_at: null, review_flag: null });
    expect((await t.rest('GET', '/api/admin/media/review?tab=bogus', as(moderator))).status).toBe(422);
  });

  test('refused to a guest (401) and a user (403), the owner included; the review state is null for them', async () => {
    expect((await queue('new', null)).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await queue('new', owner)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/api/admin/media/review', {})).status).toBe(401);
    expect((await t.rest('GET', '/api/admin/media/review', as(stranger))).status).toBe(403);
    expect((await t.rest('POST', `/api/admin/media/review/${postPhoto}/hide`, { ...as(owner), body: {} })).status).toBe(403);
    expect((await review(postPhoto, 'hide', undefined, owner)).code).toBe('FORBIDDEN');
    const node = (await t.gql(NODE, { id: encodeGlobalID('Media', postPhoto) }, as(owner))).body.data.node;
    expect(node).toEqual({ recId: postPhoto, review: null });
  });
});

describe('actions', () => {
  test('approve marks it reviewed (out of the new tab); approving again is 409; audited', async () => {
    const done = await review(postPhoto, 'approve');
    expect(done.__typename).toBe('ReviewMediaPayload');
    expect(done.media.review.reviewedAt).not.toBeNull();
    expect(await queueIds('new')).not.toContain(postPhoto);
    expect((await review(postPhoto, 'approve')).code).toBe('MEDIA_REVIEW_NOT_APPLICABLE');
    expect((await t.rest('POST', `/api/admin/media/review/${postPhoto}/approve`, { ...as(moderator), body: {} })).status).toBe(409);
    expect((await t.rest('POST', `/api/admin/media/review/${postPhoto}/restore`, { ...as(moderator), body: {} })).status).toBe(409);
    const audit = await t.db.prisma.auditEntry.findFirst({ where: { action: 'MEDIA_APPROVE' } });
    expect(audit).toMatchObject({ actorId: moderator.entityId, objectId: encodeGlobalID('Media', postPhoto) });
  });

  test('wrong species with a note tells the owner; the same flag again is 409; not a lepidopteran replaces it; approve clears it', async () => {
    const flagged = await review(recordPhoto, 'wrongSpecies', 'Ez egy fecskefarkú lepke helyett kardoslepke');
    expect(flagged.media.review).toMatchObject({ flag: 'WRONG_SPECIES', note: 'Ez egy fecskefarkú lepke helyett kardoslepke' });
    expect((await review(recordPhoto, 'wrongSpecies')).code).toBe('MEDIA_REVIEW_NOT_APPLICABLE');
    const notice = await t.db.prisma.notification.findFirst({ where: { recipientId: owner.entityId, token: 'MODERATION_MEDIA_WRONG_SPECIES' } });
    expect(notice).not.toBeNull();
    const rest = await t.rest('POST', `/api/admin/media/review/${recordPhoto}/notLepidoptera`, { ...as(moderator), body: { note: 'Ez egy lepkeszúnyog' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ review_flag: 'NOT_LEPIDOPTERA', review_note: 'Ez egy lepkeszúnyog' });
    expect(await t.db.prisma.notification.count({ where: { recipientId: owner.entityId, token: 'MODERATION_MEDIA_NOT_LEPIDOPTERA' } })).toBe(1);
    expect(await t.db.prisma.auditEntry.count({ where: { action: 'MEDIA_FLAG', objectId: encodeGlobalID('Media', recordPhoto) } })).toBe(2);
    expect((await review(recordPhoto, 'approve')).media.review).toMatchObject({ flag: null, note: null });
    expect((await review(recordPhoto, 'wrongSpecies', 'x'.repeat(1001))).code).toBe('VALIDATION_ERROR');
  });

  test('unknown media answer 404, an unknown action 422', async () => {
    expect((await review(999_999, 'approve')).code).toBe('DATA_NOT_FOUND');
    expect((await t.rest('POST', '/api/admin/media/review/999999/hide', { ...as(moderator), body: {} })).status).toBe(404);
    expect((await t.rest('POST', `/api/admin/media/review/${postPhoto}/burn`, { ...as(moderator), body: {} })).status).toBe(422);
  });
});

describe('a hidden medium', () => {
  const paths = async (who: Account | null) => {
    const id = recordPhoto;
    const [node, single, list, record, species, rest, file] = await Promise.all([
      t.gql(NODE, { id: encodeGlobalID('Media', id) }, as(who)),
      t.gql(MEDIA, { recId: id }, as(who)),
      t.gql(LIST, { uploaderId: owner.entityId }, as(who)),
      t.gql(RECORD, { id: encodeGlobalID('Observation', recordId) }, as(who)),
      t.gql(SPECIES_RECORDS, { speciesId }, as(who)),
      t.rest('GET', `/api/media/${id}`, as(who)),
      fetch(t.url + thumbOf[id], { headers: who ? { cookie: who.cookie } : {} }),
    ]);
    const speciesRecord = (species.body.data.observations.edges as { node: { recId: number; photoThumbnailUrl: string | null } }[]).find(
      ({ node }) => node.recId === recordId,
    );
    return {
      node: node.body.data.node !== null,
      single: single.body.data.media !== null,
      list: (list.body.data.mediaList.edges as { node: { recId: number } }[]).some(({ node }) => node.recId === id),
      record: (record.body.data.node.media as { recId: number }[]).some((media) => media.recId === id),
      recordThumb: record.body.data.node.photoThumbnailUrl === thumbOf[id],
      species: speciesRecord?.node.photoThumbnailUrl === thumbOf[id],
      rest: rest.status === 200,
      file: file.status === 200,
    };
  };
  const everywhere = { node: true, single: true, list: true, record: true, recordThumb: true, species: true, rest: true, file: true };
  const nowhere = { node: false, single: false, list: false, record: false, recordThumb: false, species: false, rest: false, file: false };

  test('before: everybody sees it on every path', async () => {
    for (const who of [null, stranger, owner, moderator]) expect(await paths(who)).toEqual(everywhere);
  });

  test('hidden: gone from every path for guests, users and its owner; moderators and admins still see it', async () => {
    const hidden = await review(recordPhoto, 'hide', 'Nem ide való');
    expect(hidden.media.review.hidden).toBe(true);
    for (const who of [null, stranger, owner]) expect(await paths(who)).toEqual(nowhere);
    for (const who of [moderator, admin]) expect(await paths(who)).toEqual(everywhere);
    expect(await queueIds('hidden')).toEqual([recordPhoto]);
    const restList = await t.rest('GET', `/api/entity/media/${owner.entityId}`, as(owner));
    expect(restList.status).toBe(200);
    expect(restList.body.list.data.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([postPhoto]));
    expect(restList.body.list.data.map((row: { id: number }) => row.id)).not.toContain(recordPhoto);
    expect((await review(recordPhoto, 'hide')).code).toBe('MEDIA_REVIEW_NOT_APPLICABLE');
    expect((await review(recordPhoto, 'approve')).code).toBe('MEDIA_REVIEW_NOT_APPLICABLE');
    expect(await t.db.prisma.notification.count({ where: { recipientId: owner.entityId, token: 'MODERATION_MEDIA_HIDDEN' } })).toBe(1);
    expect(await t.db.prisma.auditEntry.count({ where: { action: 'MEDIA_HIDE', objectId: encodeGlobalID('Media', recordPhoto), reason: 'Nem ide való' } })).toBe(1);
  });

  test('restore brings it back everywhere, tells the owner; restoring again is 409', async () => {
    expect((await review(recordPhoto, 'restore')).media.review.hidden).toBe(false);
    for (const who of [null, stranger, owner, moderator]) expect(await paths(who)).toEqual(everywhere);
    expect((await review(recordPhoto, 'restore')).code).toBe('MEDIA_REVIEW_NOT_APPLICABLE');
    expect(await t.db.prisma.notification.count({ where: { recipientId: owner.entityId, token: 'MODERATION_MEDIA_RESTORED' } })).toBe(1);
    expect(await t.db.prisma.auditEntry.count({ where: { action: 'MEDIA_RESTORE' } })).toBe(1);
  });

  test("hiding a reported medium resolves its open reports, tells the reporter, and takes it from the post's timeline card", async () => {
    const card = await t.db.prisma.timelineItem.findFirstOrThrow({ where: { post: { mediaIds: { has: reportedPhoto } } } });
    await t.db.prisma.timelineItem.update({ where: { id: card.id }, data: { thumbnailImageUrl: thumbOf[reportedPhoto] } });
    const rest = await t.rest('POST', `/api/admin/media/review/${reportedPhoto}/hide`, { ...as(moderator), body: { note: 'Nem lepke' } });
    expect(rest.status).toBe(200);
    expect(rest.body.hidden_at).not.toBeNull();
    const dispute = await t.db.prisma.dispute.findFirstOrThrow({ where: { objectId: encodeGlobalID('Media', reportedPhoto) } });
    expect(dispute).toMatchObject({ status: 'resolved', resolution: 'hide', resolvedById: moderator.entityId });
    expect(await queueIds('reported')).toEqual([]);
    expect(await t.db.prisma.notification.count({ where: { recipientId: reporter.entityId, token: 'MODERATION_REPORT_HANDLED' } })).toBe(1);
    expect((await t.db.prisma.timelineItem.findUniqueOrThrow({ where: { id: card.id } })).thumbnailImageUrl).toBeNull();
    expect((await fetch(t.url + thumbOf[reportedPhoto])).status).toBe(404);
    // the dispute queue shows it hidden too
    expect(await review(reportedPhoto, 'restore', undefined, admin)).toMatchObject({ __typename: 'ReviewMediaPayload' });
    expect((await t.db.prisma.timelineItem.findUniqueOrThrow({ where: { id: card.id } })).thumbnailImageUrl).toBe(thumbOf[reportedPhoto]);
    expect((await t.db.prisma.dispute.findFirstOrThrow({ where: { objectId: encodeGlobalID('Media', reportedPhoto) } })).resolution).toBe('restore');
  });

  test("a moderator may not hide an admin's medium; an admin may", async () => {
    const own = await upload(admin);
    expect((await review(own.id, 'hide')).code).toBe('DISPUTE_TARGET_ADMIN');
    const other = await person('Másik Admin', 'ADMIN');
    expect((await review(own.id, 'hide', undefined, other)).__typename).toBe('ReviewMediaPayload');
  });
});
