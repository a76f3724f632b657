import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Privacy } from '@domain/privacy.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * An expired session must lead to the login page (social-core §8: 401), not to "not found": a
 * guest reading an object that exists but that only logged-in viewers may see is told
 * UNAUTHORIZED; a logged-in viewer who may not see it is told nothing (null, no error).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const NODE = `query ($id: ID!) { node(id: $id) { id } }`;

async function ownPrivatePost() {
  const author = await t.register('Titkos Tamás');
  const created = await t.gql(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { ... on CreatePostPayload { item { id } } } }`,
    { input: { type: 'NOTE', title: 'Csak nekem', body: 'titok', privacy: Privacy.ONLY_ME } },
    { cookie: author.cookie },
  );
  const id: unknown = created.body.data?.createPost.item?.id;
  if (typeof id !== 'string') throw new Error(`The post was not created: ${JSON.stringify(created.body)}`);
  return { author, id };
}

describe('node(id) after the session has ended', () => {
  test('a session whose row was deleted reads a private node as UNAUTHORIZED; a stranger as null', async () => {
    const { author, id } = await ownPrivatePost();
    const own = await t.gql(NODE, { id }, { cookie: author.cookie });
    expect(own.body).toEqual({ data: { node: { id } } });

    await t.db.prisma.session.deleteMany({ where: { user: { entityId: author.entityId } } });
    const expired = await t.gql(NODE, { id }, { cookie: author.cookie });
    expect(expired.body.data).toEqual({ node: null });
    expect(expired.body.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHORIZED']);

    const stranger = await t.register('Idegen Ilona');
    const hidden = await t.gql(NODE, { id }, { cookie: stranger.cookie });
    expect(hidden.body).toEqual({ data: { node: null } });
  });

  test('an id that does not exist stays null for a guest too', async () => {
    const reply = await t.gql(NODE, { id: encodeGlobalID('TimelineItem', 987654) });
    expect(reply.body).toEqual({ data: { node: null } });
  });
});
