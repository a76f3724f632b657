/**
 * A person with some of everything (a photo, a record showing it, a post, comments, a like, messages
 * both ways and a draft, a saved place, a friendship), and another person around them: the world
 * the data download and the account removal are tested in.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';

export const PHOTO = readFileSync(new URL('../../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

export interface Person {
  cookie: string;
  entityId: number;
  email: string;
}

export interface AccountWorld {
  person: Person;
  other: Person;
  mediaId: number;
  dbKey: string;
  recordId: number;
  recordItemId: number;
  postId: number;
  postItemId: number;
  otherPostItemId: number;
  /** the person's comment on the other's post, and the other's reply to it */
  commentId: number;
  /** the other's comment on the person's post */
  otherCommentId: number;
  /** the message the person sent to the other, and the one they received from them */
  sentId: number;
  receivedId: number;
  draftId: number;
  /** the other's FRIEND item naming the person */
  friendItemId: number;
  /** the person's published story */
  storyId: number;
  /** the person's public collection showing their photo and story */
  collectionId: number;
}

async function ok<T = Record<string, unknown>>(t: TestApp, cookie: string, query: string, variables: Record<string, unknown>, field: string): Promise<T> {
  const reply = await t.gql(query, variables, { cookie });
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  const result = reply.body.data[field] as { __typename: string };
  expect(result.__typename, JSON.stringify(result)).not.toMatch(/Error$/);
  return result as T;
}

export async function register(t: TestApp, name: string): Promise<Person> {
  const { cookie, entityId } = await t.register(name);
  const { email } = await t.db.prisma.user.findUniqueOrThrow({ where: { entityId }, select: { email: true } });
  return { cookie, entityId, email };
}

export async function buildAccountWorld(t: TestApp, name: string): Promise<AccountWorld> {
  const [person, other] = await Promise.all([register(t, name), register(t, `${name} barátja`)]);
  const { prisma } = t.db;

  const upload = await fetch(`${t.url}/api/upload?key=${randomUUID()}&file_name=colias.jpg`, {
    method: 'PUT',
    body: new Uint8Array(PHOTO),
    headers: { cookie: person.cookie, 'content-type': 'application/octet-stream' },
  });
  expect(upload.status).toBe(201);
  const media = ((await upload.json()) as { data: { id: number; db_key: string } }).data;

  const species = await prisma.species.findUniqueOrThrow({ where: { uri: 'aglais-io' }, select: { id: true } });
  const created = await ok<{ observation: { recId: number } }>(
    t,
    person.cookie,
    `mutation ($clientId: String!, $input: ObservationInput!) {
      createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId } } ... on Error { code } }
    }`,
    {
      clientId: randomUUID(),
      input: {
        speciesId: String(species.id),
        verbatimLat: '47.4979',
        verbatimLon: '19.0402',
        dateFrom: '2025-07-14',
        mediaIds: [media.id],
        privacy: 9,
        licence: 'CC_BY_4_0',
      },
    },
    'createObservation',
  );
  const recordId = created.observation.recId;
  await prisma.observation.update({ where: { id: recordId }, data: { author: `${name} (recorder)` } });
  const recordItemId = (await prisma.observation.findUniqueOrThrow({ where: { id: recordId } })).itemId;

  const POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename ... on CreatePostPayload { post { recId } item { recId } } ... on Error { code } } }`;
  const post = await ok<{ post: { recId: number }; item: { recId: number } }>(
    t,
    person.cookie,
    POST,
    { input: { type: 'NOTE', title: `${name} jegyzete`, body: '<p>Szép nap volt</p>', privacy: 9 } },
    'createPost',
  );
  const otherPost = await ok<{ item: { recId: number } }>(
    t,
    other.cookie,
    POST,
    { input: { type: 'NOTE', title: 'Más jegyzete', body: '<p>Hello</p>', privacy: 9 } },
    'createPost',
  );

  const COMMENT = `mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename ... on AddCommentPayload { comment { recId } } ... on Error { code } } }`;
  const comment = await ok<{ comment: { recId: number } }>(
    t,
    person.cookie,
    COMMENT,
    { input: { objectId: gid('TimelineItem', otherPost.item.recId), message: `${name} megjegyzése` } },
    'addComment',
  );
  await ok(
    t,
    other.cookie,
    COMMENT,
    { input: { objectId: gid('TimelineItem', otherPost.item.recId), message: 'Válasz', subThreadId: comment.comment.recId } },
    'addComment',
  );
  const otherComment = await ok<{ comment: { recId: number } }>(
    t,
    other.cookie,
    COMMENT,
    { input: { objectId: gid('TimelineItem', post.item.recId), message: 'Tetszik' } },
    'addComment',
  );
  await ok(
    t,
    person.cookie,
    `mutation ($input: LikeInput!) { like(input: $input) { __typename } }`,
    { input: { objectId: gid('TimelineItem', otherPost.item.recId) } },
    'like',
  );

  const SEND = `mutation ($input: MessageInput!) { sendMessage(input: $input) { __typename ... on MessagePayload { message { recId } } ... on Error { code } } }`;
  const sent = await ok<{ message: { recId: number } }>(
    t,
    person.cookie,
    SEND,
    { input: { to: gid('Entity', other.entityId), subject: 'Lepketúra', body: `${name} írja` } },
    'sendMessage',
  );
  const received = await ok<{ message: { recId: number } }>(
    t,
    other.cookie,
    SEND,
    { input: { to: gid('Entity', person.entityId), subject: 'Re: Lepketúra', body: 'Megyek' } },
    'sendMessage',
  );
  const draft = await ok<{ message: { recId: number } }>(
    t,
    person.cookie,
    `mutation ($input: MessageInput!) { saveMessageDraft(input: $input) { __typename ... on MessagePayload { message { recId } } ... on Error { code } } }`,
    { input: { to: gid('Entity', other.entityId), subject: 'Piszkozat', body: 'Majd' } },
    'saveMessageDraft',
  );

  await prisma.savedLocation.create({ data: { ownerId: person.entityId, country: 'HU', location: `${name} kertje`, lat: 47.5, lon: 19.04 } });
  await prisma.entityRelation.createMany({
    data: [
      { fromId: person.entityId, toId: other.entityId, code: 'b' },
      { fromId: other.entityId, toId: person.entityId, code: 'b' },
    ],
  });

  const story = await ok<{ article: { recId: number } }>(
    t,
    person.cookie,
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { __typename ... on ArticlePayload { article { recId } } ... on Error { code } } }`,
    { input: { kind: 'STORY', title: `${name} terepnapja`, description: '<p>Kardoslepke a réten.</p>', status: 'PUBLISHED' } },
    'createArticle',
  );

  const collection = await ok<{ collection: { recId: number } }>(
    t,
    person.cookie,
    `mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { __typename ... on CollectionPayload { collection { recId } } ... on Error { code } } }`,
    { input: { title: `${name} válogatása`, access: 9 } },
    'createCollection',
  );
  for (const target of [{ mediaId: gid('Media', media.id) }, { articleId: gid('Article', story.article.recId) }]) {
    await ok(
      t,
      person.cookie,
      `mutation ($input: AddCollectionItemInput!) { addCollectionItem(input: $input) { __typename ... on Error { code } } }`,
      { input: { collectionId: gid('Collection', collection.collection.recId), ...target } },
      'addCollectionItem',
    );
  }

  // What a friendship puts on the other's timeline: the person's name and image.
  const friendItem = await prisma.timelineItem.create({
    data: { ownerId: other.entityId, category: 'FRIEND', referencedId: person.entityId, title: name, url: `/profile/${person.entityId}`, privacy: 9 },
  });

  return {
    friendItemId: friendItem.id,
    storyId: story.article.recId,
    collectionId: collection.collection.recId,
    person,
    other,
    mediaId: media.id,
    dbKey: media.db_key,
    recordId,
    recordItemId,
    postId: post.post.recId,
    postItemId: post.item.recId,
    otherPostItemId: otherPost.item.recId,
    commentId: comment.comment.recId,
    otherCommentId: otherComment.comment.recId,
    sentId: sent.message.recId,
    receivedId: received.message.recId,
    draftId: draft.message.recId,
  };
}
