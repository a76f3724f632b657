import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

const RELATED = `query ($id: ID!, $relType: String!, $first: Int, $after: String) {
  node(id: $id) {
    ... on Entity {
      relatedEntities(relType: $relType, first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { recId displayName type } }
      }
    }
  }
}`;

const gid = (id: number) => Buffer.from(`Entity:${id}`).toString('base64');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
});
afterAll(() => t?.close());

// Tests read whatever shape their query selected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function related(entityId: number, relType: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<any> {
  const reply = await t.gql(RELATED, { id: gid(entityId), relType, ...variables }, { cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.node.relatedEntities;
}

describe('Entity.relatedEntities', () => {
  test("pages an entity's members oldest first; join requests only for its deciders; unknown letters are null", async () => {
    const group = await t.db.prisma.entity.create({ data: { type: 6, displayName: 'Atlasz' } });
    const people = [];
    for (let index = 0; index < 5; index++) people.push(await t.register(`Tag ${index}`));
    const [admin, asker, ...members] = people as [(typeof people)[number], (typeof people)[number], ...(typeof people)[number][]];
    await t.db.prisma.entityRelation.createMany({
      data: [
        { fromId: admin.entityId, toId: group.id, code: 'A' },
        ...members.map((member) => ({ fromId: member.entityId, toId: group.id, code: 'm' })),
        { fromId: asker.entityId, toId: group.id, code: 'j' },
      ],
    });

    const first = await related(group.id, 'm', { first: 2 });
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((edge: { node: { recId: number } }) => edge.node.recId)).toEqual(members.slice(0, 2).map((m) => m.entityId));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await related(group.id, 'm', { first: 2, after: first.pageInfo.endCursor });
    expect(rest.edges.map((edge: { node: { recId: number } }) => edge.node.recId)).toEqual([members[2]!.entityId]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect((await related(group.id, 'A')).edges[0].node).toMatchObject({ recId: admin.entityId, type: 0 });

    expect(await related(group.id, 'j', {}, members[0]!.cookie)).toBeNull();
    expect(await related(group.id, 'j')).toBeNull();
    const requests = await related(group.id, 'j', {}, admin.cookie);
    expect(requests.edges.map((edge: { node: { recId: number } }) => edge.node.recId)).toEqual([asker.entityId]);
    expect(await related(group.id, 'x')).toBeNull();
  });
});
