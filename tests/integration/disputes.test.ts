import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Disputes (`/admin/dispute/`, issue 21 part 1): a report's whole life, dismissal, a handled card
 * answering 409, the queue refused below MODERATOR, sanctions on an admin refused to a moderator,
 * and an appeal decided by another validator than the one appealed against.
 */

type Account = { cookie: string; entityId: number };

const QUEUE = `query ($status: DisputeStatus, $kind: DisputeKind) {
  disputes(first: 20, status: $status, kind: $kind) {
    totalCount
    edges { node { id recId kind status objectId earlierReports authorReports resolution resolutionReason
      reports { reporterRecId reporterName reason }
      content { exists title text authorRecId authorName context hidden } } }
  }
}`;
const ACT = `mutation ($id: ID!, $action: DisputeAction!, $reason: String!) {
  actOnDispute(id: $id, action: $action, reason: $reason) {
    __typename
    ... on ActOnDisputePayload { dispute { status resolution content { hidden } } }
    ... on Error { code }
  }
}`;
const REPORT_ITEM = `mutation ($id: ID!, $reason: String!) {
  reportTimelineItem(id: $id, reason: $reason) { __typename ... on ReportTimelineItemPayload { reportedId } ... on Error { code } }
}`;
const POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { ... on CreatePostPayload { item { id recId } } } }`;
const TIMELINE = `{ timeline(first: 50) { edges { node { id title } } } }`;
const PHOTO = readFileSync(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));

interface Card {
  id: string;
  recId: number;
  kind: string;
  status: string;
  earlierReports: number;
  authorReports: number;
  resolution: string | null;
  reports: { reporterName: string; reason: string }[];
  content: { title: string; text: string; context: string; hidden: boolean; authorRecId: number | null };
}

let t: TestApp;
let author: Account;
let reporter: Account;
let second: Account;
let third: Account;
let moderator: Account;
let admin: Account;
let validatorA: Account;
let validatorB: Account;

async function person(name: string, role?: 'ADV' | 'MODERATOR' | 'ADMIN'): Promise<Account> {
  const who = await t.register(name);
  if (role) await t.db.prisma.user.update({ where: { entityId: who.entityId }, data: { role } });
  return who;
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [author, reporter, second, third, moderator, admin, validatorA, validatorB] = await Promise.all([
    person('Szerző Sára'),
    person('Bejelentő Béla'),
    person('Második Márta'),
    person('Harmadik Hugó'),
    person('Moderátor Mira', 'MODERATOR'),
    person('Admin Ádám', 'ADMIN'),
    person('Ellenőr Elek', 'MODERATOR'),
    person('Ellenőr Emma', 'MODERATOR'),
  ]);
});
afterAll(() => t?.close());

const post = async (who: Account, title: string) =>
  (await t.gql(POST, { input: { type: 'NOTE', title, body: `<p>${title} szövege</p>`, privacy: 9 } }, { cookie: who.cookie })).body.data.createPost.item as {
    id: string;
    recId: number;
  };
const queue = async (who: Account, vars: Record<string, unknown> = {}) => (await t.gql(QUEUE, vars, { cookie: who.cookie })).body;
const cards = async (vars: Record<string, unknown> = {}) => ((await queue(moderator, vars)).data.disputes.edges as { node: Card }[]).map((edge) => edge.node);
const act = async (who: Account, id: string, action: string, reason = 'A közösségi szabályok szerint') =>
  (await t.gql(ACT, { id, action, reason }, { cookie: who.cookie })).body.data.actOnDispute;
const timelineTitles = async (who: Account) =>
  ((await t.gql(TIMELINE, {}, { cookie: who.cookie })).body.data.timeline.edges as { node: { title: string } }[]).map((e) => e.node.title);
const tokensOf = async (who: Account) =>
  (await t.db.prisma.notification.findMany({ where: { recipientId: who.entityId }, orderBy: { id: 'asc' } }))
    .map((row) => row.token)
    .filter((token) => token.startsWith('MODERATION'));

describe('a report of a post', () => {
  test('filed → one card with both reporters → hidden for a third person → both told → restored → visible again', async () => {
    const item = await post(author, 'Sértő bejegyzés');
    const filed = (await t.gql(REPORT_ITEM, { id: item.id, reason: 'Sértő szöveg' }, { cookie: reporter.cookie })).body.data.reportTimelineItem;
    expect(filed.__typename).toBe('ReportTimelineItemPayload');
    await t.gql(REPORT_ITEM, { id: item.id, reason: 'Kéretlen reklám' }, { cookie: second.cookie });
    // An empty reason is refused as bad input.
    const empty = (await t.gql(REPORT_ITEM, { id: item.id, reason: ' ' }, { cookie: third.cookie })).body.data.reportTimelineItem;
    expect(empty.code).toBe('VALIDATION_ERROR');

    const [card] = await cards({ kind: 'POST' });
    expect(card).toMatchObject({
      kind: 'POST',
      status: 'open',
      earlierReports: 0,
      content: { exists: true, title: 'Sértő bejegyzés', text: 'Sértő bejegyzés szövege', authorRecId: author.entityId, authorName: 'Szerző Sára', hidden: false },
    });
    expect(card!.reports.map((r: { reporterName: string; reason: string }) => [r.reporterName, r.reason])).toEqual([
      ['Bejelentő Béla', 'Sértő szöveg'],
      ['Második Márta', 'Kéretlen reklám'],
    ]);
    expect(await timelineTitles(third)).toContain('Sértő bejegyzés');

    // A reason is required.
    expect((await act(moderator, card!.id, 'hide', '')).code).toBe('VALIDATION_ERROR');
    const hidden = await act(moderator, card!.id, 'hide');
    expect(hidden).toMatchObject({ __typename: 'ActOnDisputePayload', dispute: { status: 'resolved', resolution: 'hide', content: { hidden: true } } });
    // Gone for everybody but moderators: the timeline, the node, REST.
    expect(await timelineTitles(third)).not.toContain('Sértő bejegyzés');
    expect(await timelineTitles(author)).not.toContain('Sértő bejegyzés');
    expect((await t.gql('query ($id: ID!) { node(id: $id) { id } }', { id: item.id }, { cookie: third.cookie })).body.data.node).toBeNull();
    expect(await timelineTitles(moderator)).toContain('Sértő bejegyzés');
    // The reporters and the author are told.
    expect(await tokensOf(reporter)).toEqual(['MODERATION_REPORT_HANDLED']);
    expect(await tokensOf(second)).toEqual(['MODERATION_REPORT_HANDLED']);
    expect(await tokensOf(author)).toEqual(['MODERATION_CONTENT_HIDDEN']);
    expect((await cards({ kind: 'POST' })).length).toBe(0);

    // Handled: the same action again is a conflict.
    expect((await act(moderator, card!.id, 'hide')).code).toBe('DISPUTE_ALREADY_HANDLED');
    expect((await act(moderator, card!.id, 'dismiss')).code).toBe('DISPUTE_ALREADY_HANDLED');
    const rest = await t.rest('POST', `/api/admin/dispute/${card!.recId}/warn`, { cookie: moderator.cookie, body: { reason: 'x' } });
    expect(rest.status).toBe(409);
    expect(rest.body.error_code).toBe('DISPUTE_ALREADY_HANDLED');

    const restored = await act(moderator, card!.id, 'restore', 'Mégsem sértő');
    expect(restored.dispute).toMatchObject({ resolution: 'restore', content: { hidden: false } });
    expect(await timelineTitles(third)).toContain('Sértő bejegyzés');
    expect((await act(moderator, card!.id, 'restore')).code).toBe('DISPUTE_ALREADY_HANDLED');
    expect(await tokensOf(author)).toEqual(['MODERATION_CONTENT_HIDDEN', 'MODERATION_CONTENT_RESTORED']);

    const audit = await t.db.prisma.auditEntry.findMany({ where: { objectId: item.id }, orderBy: { id: 'asc' } });
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.reason])).toEqual([
      ['CONTENT_HIDE', moderator.entityId, 'A közösségi szabályok szerint'],
      ['CONTENT_RESTORE_VISIBLE', moderator.entityId, 'Mégsem sértő'],
    ]);
    const resolved = await cards({ status: 'resolved', kind: 'POST' });
    expect(resolved[0]).toMatchObject({ resolution: 'restore', resolutionReason: 'Mégsem sértő' });
  });

  test('dismissed: the reporter is told, the author not; a new report of the thing counts the earlier one', async () => {
    const item = await post(author, 'Ártatlan bejegyzés');
    await t.gql(REPORT_ITEM, { id: item.id, reason: 'Nem tetszik' }, { cookie: third.cookie });
    const [card] = await cards({ kind: 'POST' });
    const before = (await tokensOf(author)).length;
    const rest = await t.rest('POST', `/api/admin/dispute/${card!.recId}/dismiss`, { cookie: moderator.cookie, body: { reason: 'Nem sérti a szabályokat' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'dismissed', resolution: 'dismiss', content: { author: { id: author.entityId } } });
    expect(await tokensOf(third)).toEqual(['MODERATION_REPORT_HANDLED']);
    expect((await tokensOf(author)).length).toBe(before);
    expect(await timelineTitles(second)).toContain('Ártatlan bejegyzés');
    const audit = await t.db.prisma.auditEntry.findFirstOrThrow({ where: { objectId: item.id } });
    expect(audit).toMatchObject({ action: 'DISPUTE_DISMISS', reason: 'Nem sérti a szabályokat' });

    await t.gql(REPORT_ITEM, { id: item.id, reason: 'Mégis' }, { cookie: second.cookie });
    const [again] = await cards({ kind: 'POST' });
    expect(again).toMatchObject({ earlierReports: 1 });
    expect(again!.authorReports).toBeGreaterThanOrEqual(1);
    const list = await t.rest('GET', '/api/admin/dispute?kind=POST', { cookie: moderator.cookie });
    expect(list.body.list.data[0]).toMatchObject({ kind: 'POST', earlier_reports: 1, reports: [{ reason: 'Mégis' }] });
  });

  test('a hidden comment is gone from its thread and count; warn tells the author', async () => {
    const item = await post(author, 'Kommentelt bejegyzés');
    const added = await t.rest('POST', `/api/comment/${item.recId}`, { cookie: second.cookie, body: { message: 'Csúnya hozzászólás' } });
    expect(added.status).toBeLessThan(300);
    const comment = await t.db.prisma.comment.findFirstOrThrow({ where: { message: 'Csúnya hozzászólás' } });
    const reported = await t.gql(
      'mutation ($input: ReportCommentInput!) { reportComment(input: $input) { __typename ... on Error { code } } }',
      { input: { id: Buffer.from(`Comment:${comment.id}`).toString('base64'), reason: 'Sértő' } },
      { cookie: reporter.cookie },
    );
    expect(reported.body.data.reportComment.__typename).toBe('ReportCommentPayload');
    const [card] = await cards({ kind: 'COMMENT' });
    expect(card).toMatchObject({ content: { text: 'Csúnya hozzászólás', authorRecId: second.entityId, context: 'Kommentelt bejegyzés' } });
    expect((await act(moderator, card!.id, 'hide')).__typename).toBe('ActOnDisputePayload');
    const thread = await t.rest('GET', `/api/comment/${item.recId}`, { cookie: third.cookie });
    expect(JSON.stringify(thread.body)).not.toContain('Csúnya hozzászólás');
    expect((await t.db.prisma.timelineItem.findUniqueOrThrow({ where: { id: item.recId } })).commentCount).toBe(0);

    // Another report of the same author: warn them.
    const other = await post(second, 'Második bejegyzése');
    await t.gql(REPORT_ITEM, { id: other.id, reason: 'Ismét' }, { cookie: reporter.cookie });
    const [next] = await cards({ kind: 'POST' }).then((all) => all.filter((c) => c.content.title === 'Második bejegyzése'));
    expect(next!.authorReports).toBe(1);
    expect((await act(moderator, next!.id, 'warn', 'Kérjük, maradj tárgyszerű')).dispute.resolution).toBe('warn');
    const warning = await t.db.prisma.notification.findFirstOrThrow({ where: { recipientId: second.entityId, token: 'MODERATION_WARNING' } });
    expect(warning.text).toBe('Kérjük, maradj tárgyszerű');
    const sanction = await t.db.prisma.sanction.findFirstOrThrow({ where: { targetId: second.entityId, kind: 'WARN' } });
    expect(sanction).toMatchObject({ byId: moderator.entityId, reason: 'Kérjük, maradj tárgyszerű', until: null });
  });
});

describe('who handles disputes', () => {
  test('below MODERATOR: 401 for a guest, 403 for a member, in GraphQL and REST', async () => {
    expect((await t.gql(QUEUE, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await queue(reporter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/api/admin/dispute', { cookie: reporter.cookie })).status).toBe(403);
    expect((await t.rest('GET', '/api/admin/dispute')).status).toBe(401);
    const row = await t.db.prisma.dispute.findFirstOrThrow();
    expect((await t.rest('POST', `/api/admin/dispute/${row.id}/dismiss`, { cookie: author.cookie, body: { reason: 'x' } })).status).toBe(403);
  });

  test("a moderator may not sanction an admin's post; an admin may", async () => {
    const item = await post(admin, 'Az admin bejegyzése');
    await t.gql(REPORT_ITEM, { id: item.id, reason: 'Hibás' }, { cookie: reporter.cookie });
    const [card] = (await cards({ kind: 'POST' })).filter((c) => c.content.title === 'Az admin bejegyzése');
    expect((await act(moderator, card!.id, 'hide')).code).toBe('DISPUTE_TARGET_ADMIN');
    expect((await act(moderator, card!.id, 'warn')).code).toBe('DISPUTE_TARGET_ADMIN');
    expect((await act(admin, card!.id, 'remove', 'Elavult')).dispute.resolution).toBe('remove');
    expect(await timelineTitles(third)).not.toContain('Az admin bejegyzése');
  });
});

describe('appeals', () => {
  test('the appeal is in the queue; the validator appealed against may not decide it, another may', async () => {
    const adv = await person('Haladó Hanna', 'ADV');
    const colias = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'colias-hyale' }, select: { id: true } });
    const response = await fetch(`${t.url}/api/upload?key=${randomUUID()}&file_name=colias.jpg`, {
      method: 'PUT',
      body: new Uint8Array(PHOTO),
      headers: { cookie: adv.cookie, 'content-type': 'application/octet-stream' },
    });
    const mediaId = ((await response.json()) as { data: { id: number } }).data.id;
    const created = await t.gql(
      `mutation ($clientId: String!, $input: ObservationInput!) { createObservation(clientId: $clientId, input: $input) { ... on ObservationPayload { observation { id status } } ... on Error { code } } }`,
      {
        clientId: randomUUID(),
        input: { speciesId: String(colias.id), verbatimLat: '47.4979', verbatimLon: '19.0402', dateFrom: '2025-05-21', mediaIds: [mediaId] },
      },
      { cookie: adv.cookie },
    );
    const observation = created.body.data.createObservation.observation as { id: string; status: number };
    expect(observation.status).toBe(2);
    const review = async (who: Account, decision: string, reason?: string) =>
      (
        await t.gql(
          `mutation ($id: ID!, $decision: ReviewDecision!, $reason: String) { reviewObservation(id: $id, decision: $decision, reason: $reason) { __typename ... on Error { code } } }`,
          { id: observation.id, decision, reason },
          { cookie: who.cookie },
        )
      ).body.data.reviewObservation;
    expect((await review(validatorA, 'REJECT', 'Ez Colias crocea')).__typename).toBe('ReviewPayload');
    await t.gql(`mutation ($id: ID!) { appealReview(id: $id, reason: "Ez hyale: halványsárga") { __typename } }`, { id: observation.id }, { cookie: adv.cookie });

    const [card] = await cards({ kind: 'APPEAL' });
    expect(card).toMatchObject({ kind: 'APPEAL', reports: [{ reporterName: 'Haladó Hanna', reason: 'Ez hyale: halványsárga' }], content: { authorRecId: adv.entityId } });
    expect(card!.content.context).toContain('Ez Colias crocea');

    expect((await review(validatorA, 'APPROVE')).code).toBe('REVIEW_APPEAL_SAME_VALIDATOR');
    expect((await review(validatorB, 'APPROVE')).__typename).toBe('ReviewPayload');
    // Decided: the appeal's card leaves the open queue.
    expect(await cards({ kind: 'APPEAL' })).toEqual([]);
    // After the appeal is decided, the first validator reviews the record again as usual.
    expect((await review(validatorA, 'REVOKE', 'Mégis kétes')).__typename).toBe('ReviewPayload');
  });
});
