/**
 * Collections (issue 20): a collection is seen by its privacy level on every path (GraphQL node,
 * list, counts, REST), and inside a visible one each item only by whom may see the thing itself; a
 * sensitive species' place stays generalised there too. Bad input answers a token, reordering keeps
 * the curator's order, a group's admins curate its collections.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTION_MAX_ITEMS } from '../../domain/collections.ts';
import { startTestApp, type TestApp } from './harness.ts';

type Account = { cookie: string; entityId: number };

const PHOTO = readFileSync(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));
/** Where the sensitive species was seen: nobody but its observer (and validators) may read it. */
const SECRET = { lat: '48.39871', lon: '21.43217', settlement: 'Titkosfalva' };

const CREATE = `mutation ($input: CreateCollectionInput!) {
  createCollection(input: $input) {
    __typename
    ... on CollectionPayload { richTextCleaned collection { id recId title description access license viewerCanEdit } }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const UPDATE = `mutation ($input: UpdateCollectionInput!) {
  updateCollection(input: $input) {
    __typename
    ... on CollectionPayload { collection { recId title access cover { recId } } }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const ADD = `mutation ($input: AddCollectionItemInput!) {
  addCollectionItem(input: $input) {
    __typename
    ... on CollectionItemPayload { itemId collection { itemCount } }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const MOVE = `mutation ($id: ID!, $afterId: ID) { moveCollectionItem(id: $id, afterId: $afterId) { __typename ... on Error { code } } }`;
const REMOVE = `mutation ($id: ID!) { removeCollectionItem(id: $id) { __typename ... on CollectionItemPayload { collection { itemCount } } ... on Error { code } } }`;
const DELETE = `mutation ($id: ID!) { deleteCollection(id: $id) { __typename ... on Error { code } } }`;
const NODE = `query ($id: ID!) {
  node(id: $id) {
    ... on Collection {
      title itemCount viewerCanEdit cover { recId }
      items(first: 50) {
        totalCount
        edges { node { id recId kind note observation { recId place { lat lon generalised } } media { recId thumb } species { recId } article { recId } } }
      }
    }
  }
}`;
const LIST = `query ($ownerId: ID, $entityId: ID) { collections(first: 50, ownerId: $ownerId, entityId: $entityId) { totalCount edges { node { title itemCount } } } }`;
const CREATE_RECORD = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId } } ... on Error { code message } }
}`;
const CREATE_ARTICLE = `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { ... on ArticlePayload { article { recId } } } }`;

let t: TestApp;
let owner: Account;
let friend: Account;
let stranger: Account;
let member: Account;
let coAdmin: Account;
let admin: Account;
let groupId: number;

const as = (who: Account | null) => (who ? { cookie: who.cookie } : {});
const gid = (type: string, id: number) => encodeGlobalID(type, id);

async function create(who: Account | null, input: Record<string, unknown>) {
  const reply = await t.gql(CREATE, { input }, as(who));
  return reply.body.data?.createCollection ?? reply.body.errors?.[0]?.extensions;
}
async function add(who: Account, collectionId: number, target: Record<string, unknown>) {
  return (await t.gql(ADD, { input: { collectionId: gid('Collection', collectionId), ...target } }, as(who))).body.data.addCollectionItem;
}
const readNode = async (recId: number, who: Account | null) => (await t.gql(NODE, { id: gid('Collection', recId) }, as(who))).body.data.node;
const listTitles = async (who: Account | null, args: Record<string, unknown> = {}) =>
  ((await t.gql(LIST, args, as(who))).body.data.collections.edges as { node: { title: string } }[]).map(({ node }) => node.title);
const restTitles = async (who: Account | null, query = '') =>
  ((await t.rest('GET', `/api/collection${query}`, as(who))).body.list.data as { title: string }[]).map(({ title }) => title);

/** A record of the owner's (accepted unless said), at an ordinary place unless the species is sensitive. */
async function record(speciesUri: string, privacy: number, place = { verbatimLat: '47.4979', verbatimLon: '19.0402', closestSettlement: 'Budapest' }) {
  const species = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: speciesUri }, select: { id: true } });
  const input = { speciesId: String(species.id), ...place, dateFrom: '2025-05-22', privacy, mediaIds: [] };
  const reply = await t.gql(CREATE_RECORD, { clientId: randomUUID(), input }, as(owner));
  expect(reply.body.data.createObservation.__typename, JSON.stringify(reply.body)).toBe('ObservationPayload');
  const recId = reply.body.data.createObservation.observation.recId as number;
  await t.db.prisma.observation.update({ where: { id: recId }, data: { status: 1 } });
  return recId;
}

async function upload(who: Account): Promise<number> {
  const response = await fetch(`${t.url}/api/upload?${new URLSearchParams({ key: randomUUID(), file_name: 'lepke.jpg' })}`, {
    method: 'PUT',
    body: new Uint8Array(PHOTO),
    headers: { cookie: who.cookie, 'content-type': 'application/octet-stream' },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [owner, friend, stranger, member, coAdmin, admin] = await Promise.all([
    t.register('Gyűjtő'),
    t.register('Barát'),
    t.register('Idegen'),
    t.register('Tag'),
    t.register('Társadmin'),
    t.register('Admin'),
  ]);
  await t.db.prisma.user.update({ where: { entityId: admin.entityId }, data: { role: 'ADMIN' } });
  groupId = (await t.db.prisma.entity.create({ data: { type: 2, displayName: 'Lepkészek köre' } })).id;
  await t.db.prisma.entityRelation.createMany({
    data: [
      { fromId: owner.entityId, code: 'b', toId: friend.entityId },
      { fromId: friend.entityId, code: 'b', toId: owner.entityId },
      { fromId: owner.entityId, code: 'A', toId: groupId },
      { fromId: owner.entityId, code: 'm', toId: groupId },
      { fromId: coAdmin.entityId, code: 'C', toId: groupId },
      { fromId: member.entityId, code: 'm', toId: groupId },
    ],
  });
});
afterAll(() => t?.close());

describe('who sees a collection', () => {
  test('each privacy level reaches exactly its audience on the node, the lists and REST; hidden ones are 404', async () => {
    const levels: { title: string; access: number; entityId?: string; seen: (Account | null)[] }[] = [
      { title: 'Nyilvános kiemelések', access: 9, seen: [null, friend, stranger, member, coAdmin, admin] },
      { title: 'Barátoknak', access: 1, seen: [friend] },
      { title: 'Csak nekem', access: 0, seen: [] },
      { title: 'A kör tagjainak', access: 2, entityId: gid('Entity', groupId), seen: [member, coAdmin] },
    ];
    const ids: number[] = [];
    for (const level of levels) {
      const { title, access, entityId } = level;
      const created = await create(owner, { title, access, entityId, description: '<p>Válogatás</p>' });
      expect(created, title).toMatchObject({ __typename: 'CollectionPayload', collection: { title, access, viewerCanEdit: true } });
      ids.push(created.collection.recId);
    }
    for (const [index, level] of levels.entries()) {
      const id = ids[index]!;
      for (const who of [owner, null, friend, stranger, member, coAdmin, admin]) {
        const sees = who === owner || level.seen.includes(who);
        const label = `${level.title} to ${who?.entityId ?? 'guest'}`;
        expect((await readNode(id, who))?.title ?? null, label).toBe(sees ? level.title : null);
        expect(await listTitles(who), label).toSatisfy((titles: string[]) => titles.includes(level.title) === sees);
        expect(await restTitles(who), label).toSatisfy((titles: string[]) => titles.includes(level.title) === sees);
        const rest = await t.rest('GET', `/api/collection/${id}`, as(who));
        expect(rest.status, label).toBe(sees ? 200 : 404);
        if (!sees) expect(rest.body.error_code).toBe('DATA_NOT_FOUND');
      }
    }
    // The lists' filters stay inside the rule.
    expect(await listTitles(stranger, { ownerId: gid('Entity', owner.entityId) })).toEqual(['Nyilvános kiemelések']);
    expect(await listTitles(member, { entityId: gid('Entity', groupId) })).toEqual(['A kör tagjainak']);
    expect(await restTitles(null, `?owner=${owner.entityId}`)).toEqual(['Nyilvános kiemelések']);
    await t.db.prisma.collection.deleteMany({});
  });

  test('inside a public collection each item is shown only to whom may see it; counts count only those; a sensitive place stays generalised', async () => {
    const publicRecord = await record('papilio-machaon', 9);
    const privateRecord = await record('iphiclides-podalirius', 0);
    const sensitiveRecord = await record('parnassius-mnemosyne', 9, { verbatimLat: SECRET.lat, verbatimLon: SECRET.lon, closestSettlement: SECRET.settlement });
    const photo = await upload(owner);
    const species = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'vanessa-atalanta' } })).id;
    const story = (await t.gql(CREATE_ARTICLE, { input: { kind: 'STORY', title: 'Egy nyári nap', description: '<p>Szép volt.</p>', status: 'PUBLISHED' } }, as(owner)))
      .body.data.createArticle.article.recId as number;
    const draft = (await t.gql(CREATE_ARTICLE, { input: { kind: 'STORY', title: 'Vázlat', description: '<p>Még nem.</p>' } }, as(owner))).body.data.createArticle.article
      .recId as number;

    // Before it is in a public collection, the photo is its owner's only.
    expect((await t.rest('GET', `/api/media/${photo}`)).status).toBe(404);

    const { collection } = await create(owner, { title: 'Tanítókészlet', access: 9 });
    const id = collection.recId as number;
    for (const target of [
      { observationId: gid('Observation', publicRecord) },
      { observationId: gid('Observation', privateRecord) },
      { observationId: gid('Observation', sensitiveRecord) },
      { mediaId: gid('Media', photo) },
      { speciesId: gid('Species', species) },
      { articleId: gid('Article', story) },
      { articleId: gid('Article', draft) },
    ]) {
      expect(await add(owner, id, target), JSON.stringify(target)).toMatchObject({ __typename: 'CollectionItemPayload' });
    }
    expect((await t.gql(UPDATE, { input: { id: gid('Collection', id), coverMediaId: gid('Media', photo) } }, as(owner))).body.data.updateCollection).toMatchObject({
      collection: { cover: { recId: photo } },
    });

    const mine = await readNode(id, owner);
    expect(mine.itemCount).toBe(7);
    expect(mine.items.totalCount).toBe(7);
    for (const who of [null, stranger, friend]) {
      const node = await readNode(id, who);
      expect(node.itemCount).toBe(5);
      expect(node.items.totalCount).toBe(5);
      const kinds = node.items.edges.map(({ node: item }: { node: { kind: string } }) => item.kind);
      expect(kinds).toEqual(['OBSERVATION', 'OBSERVATION', 'MEDIA', 'SPECIES', 'ARTICLE']);
      const records = node.items.edges.map(({ node: item }: { node: { observation: { recId: number } | null } }) => item.observation?.recId).filter(Boolean);
      expect(records).toEqual([publicRecord, sensitiveRecord]);
      expect(node.items.edges[1].node.observation.place.generalised).toBe(true);
      expect(node.cover).toEqual({ recId: photo });
      // An item of a hidden record is no node either.
      const hiddenItem = (await t.db.prisma.collectionItem.findFirstOrThrow({ where: { observationId: privateRecord } })).id;
      expect((await t.gql(`query ($id: ID!) { node(id: $id) { id } }`, { id: gid('CollectionItem', hiddenItem) }, as(who))).body.data.node).toBeNull();

      const rest = await t.rest('GET', `/api/collection/${id}`, as(who));
      expect(rest.body.data.item_count).toBe(5);
      expect(rest.body.data.items.map((item: { kind: string }) => item.kind)).toEqual(['OBSERVATION', 'OBSERVATION', 'MEDIA', 'SPECIES', 'ARTICLE']);
      const text = JSON.stringify(rest.body) + JSON.stringify(node);
      for (const secret of [SECRET.lat, SECRET.lon, SECRET.settlement, 'Vázlat']) expect(text, `${secret} to ${who?.entityId ?? 'guest'}`).not.toContain(secret);
    }
    // The photo is published with the collection (a collection shows its curator's own media).
    expect((await t.rest('GET', `/api/media/${photo}`)).status).toBe(200);
    expect((await t.rest('GET', `/api/collection?owner=${owner.entityId}`)).body.list.data[0]).toMatchObject({ item_count: 5, cover_media: { id: photo } });

    // Made private, it takes the photo back with it.
    await t.gql(UPDATE, { input: { id: gid('Collection', id), access: 0 } }, as(owner));
    expect((await t.rest('GET', `/api/media/${photo}`)).status).toBe(404);
    expect(await readNode(id, stranger)).toBeNull();
    await t.db.prisma.collection.deleteMany({});
  });
});

describe('curating', () => {
  test('bad input answers its token, never a 500', async () => {
    expect(await create(owner, { title: '' })).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'title' }] });
    expect(await create(owner, { title: 'Saját licenc', license: 'CUSTOM' })).toMatchObject({ fields: [{ field: 'licenseText', code: 'FIELD_REQUIRED' }] });
    expect(await create(owner, { title: 'Rossz szint', access: 5 })).toMatchObject({ fields: [{ field: 'access', code: 'FORMAT_ERROR' }] });
    expect(await create(owner, { title: 'Rossz licenc', license: 'GPL' })).toMatchObject({ fields: [{ field: 'license' }] });
    expect(await create(null, { title: 'Vendég' })).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await create(stranger, { title: 'Idegen kör', entityId: gid('Entity', groupId) })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await create(owner, { title: 'Nincs ilyen kör', entityId: gid('Entity', 999999) })).toMatchObject({ code: 'DATA_NOT_FOUND' });
    const strangersPhoto = await upload(stranger);
    expect(await create(owner, { title: 'Idegen borító', coverMediaId: gid('Media', strangersPhoto) })).toMatchObject({
      fields: [{ field: 'coverMediaId', code: 'DATA_NOT_FOUND' }],
    });
    const { collection } = await create(owner, { title: 'Próbák', access: 9, license: 'CUSTOM', licenseText: 'Csak oktatásra' });
    expect(collection.license).toBe('CUSTOM');
    const id = collection.recId as number;

    const hiddenRecord = await (async () => {
      const species = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'papilio-machaon' }, select: { id: true } });
      const input = { speciesId: String(species.id), verbatimLat: '47.5', verbatimLon: '19.0', dateFrom: '2025-05-22', privacy: 0, mediaIds: [] };
      return (await t.gql(CREATE_RECORD, { clientId: randomUUID(), input }, as(stranger))).body.data.createObservation.observation.recId as number;
    })();
    const species = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'papilio-machaon' } })).id;
    expect(await add(owner, id, { observationId: gid('Observation', hiddenRecord) })).toMatchObject({ code: 'DATA_NOT_FOUND' });
    expect(await add(owner, id, { mediaId: gid('Media', strangersPhoto) })).toMatchObject({ code: 'DATA_NOT_FOUND' });
    expect(await add(owner, id, { speciesId: gid('Species', 99999999) })).toMatchObject({ code: 'DATA_NOT_FOUND' });
    expect(await add(owner, id, {})).toMatchObject({ fields: [{ field: 'item', code: 'FIELD_REQUIRED' }] });
    expect(await add(owner, id, { speciesId: gid('Species', species), mediaId: gid('Media', strangersPhoto) })).toMatchObject({
      fields: [{ field: 'item', code: 'FORMAT_ERROR' }],
    });
    expect(await add(owner, id, { speciesId: gid('Species', species), note: 'x'.repeat(501) })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await add(owner, id, { speciesId: gid('Species', species) })).toMatchObject({ __typename: 'CollectionItemPayload' });
    expect(await add(owner, id, { speciesId: gid('Species', species) })).toMatchObject({ code: 'COLLECTION_ITEM_EXISTS' });
    // Others: a visible collection is refused, a hidden one not found.
    expect(await add(stranger, id, { speciesId: gid('Species', species + 1) })).toMatchObject({ code: 'FORBIDDEN' });
    const { collection: hidden } = await create(owner, { title: 'Rejtett', access: 0 });
    expect(await add(stranger, hidden.recId, { speciesId: gid('Species', species) })).toMatchObject({ code: 'DATA_NOT_FOUND' });
    expect((await t.gql(DELETE, { id: gid('Collection', hidden.recId) }, as(stranger))).body.data.deleteCollection).toMatchObject({ code: 'DATA_NOT_FOUND' });
    expect((await t.rest('PUT', `/api/collection/edit/${hidden.recId}`, { cookie: stranger.cookie, body: { title: 'Enyém' } })).status).toBe(404);
    expect((await t.rest('PUT', `/api/collection/edit/${id}`, { cookie: stranger.cookie, body: { title: 'Enyém' } })).body.error_code).toBe('FORBIDDEN');
    expect((await t.rest('GET', `/api/collection/edit/${id}`, { cookie: stranger.cookie })).status).toBe(403);
    expect((await t.rest('GET', '/api/collection/abc')).body.error_code).toBe('VALIDATION_ERROR');
    expect((await t.rest('PUT', '/api/collection/edit/0', { body: { title: 'Vendég' } })).status).toBe(401);
    expect((await t.rest('GET', '/api/collection/edit/0')).status).toBe(401);

    // The cap: a collection holds COLLECTION_MAX_ITEMS items.
    const more = await t.db.prisma.species.findMany({ where: { id: { not: species } }, select: { id: true }, take: COLLECTION_MAX_ITEMS, orderBy: { id: 'asc' } });
    expect(more.length).toBe(COLLECTION_MAX_ITEMS);
    await t.db.prisma.collectionItem.createMany({
      data: more.slice(0, COLLECTION_MAX_ITEMS - 1).map((row, position) => ({ collectionId: id, speciesId: row.id, position: position + 1 })),
    });
    expect(await add(owner, id, { speciesId: gid('Species', more.at(-1)!.id) })).toMatchObject({ code: 'COLLECTION_FULL' });
    await t.db.prisma.collection.deleteMany({});
  });

  test('REST makes a collection from id 0, adds, moves and removes items in the curator’s order', async () => {
    const made = await t.rest('PUT', '/api/collection/edit/0', {
      cookie: owner.cookie,
      body: { title: 'Tavaszi fajok', access: 9, description: '<p>Ok</p><script>x</script>' },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ data: { title: 'Tavaszi fajok', description: '<p>Ok</p>', items: [] }, notice: 'RICH_TEXT_CLEANED' });
    const id = made.body.data.id as number;
    const uris = ['papilio-machaon', 'iphiclides-podalirius', 'vanessa-atalanta'];
    for (const uri of uris) {
      const species = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri } })).id;
      expect((await t.rest('POST', `/api/collection/edit/${id}/item`, { cookie: owner.cookie, body: { species_id: species, note: uri } })).status).toBe(200);
    }
    const order = async () => ((await t.rest('GET', `/api/collection/${id}`)).body.data.items as { id: number; note: string }[]).map((item) => item.note);
    const itemIds = ((await t.rest('GET', `/api/collection/${id}`)).body.data.items as { id: number }[]).map((item) => item.id);
    expect(await order()).toEqual(uris);

    // GraphQL: the last to the top, then the top after the second.
    expect((await t.gql(MOVE, { id: gid('CollectionItem', itemIds[2]!), afterId: null }, as(owner))).body.data.moveCollectionItem.__typename).toBe(
      'CollectionItemPayload',
    );
    expect(await order()).toEqual(['vanessa-atalanta', 'papilio-machaon', 'iphiclides-podalirius']);
    expect((await t.rest('PUT', `/api/collection/edit/${id}/item/${itemIds[2]}/move`, { cookie: owner.cookie, body: { after: itemIds[0] } })).status).toBe(200);
    expect(await order()).toEqual(['papilio-machaon', 'vanessa-atalanta', 'iphiclides-podalirius']);
    expect(
      (await t.gql(MOVE, { id: gid('CollectionItem', itemIds[0]!), afterId: gid('CollectionItem', itemIds[0]!) }, as(owner))).body.data.moveCollectionItem,
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect((await t.gql(MOVE, { id: gid('CollectionItem', itemIds[0]!), afterId: null }, as(stranger))).body.data.moveCollectionItem).toMatchObject({
      code: 'FORBIDDEN',
    });
    const positions = (await t.db.prisma.collectionItem.findMany({ where: { collectionId: id }, orderBy: { position: 'asc' } })).map((item) => item.position);
    expect(positions).toEqual([0, 1, 2]);

    expect((await t.gql(REMOVE, { id: gid('CollectionItem', itemIds[1]!) }, as(owner))).body.data.removeCollectionItem).toMatchObject({ collection: { itemCount: 2 } });
    expect((await t.rest('DELETE', `/api/collection/edit/${id}/item/${itemIds[1]}`, { cookie: owner.cookie })).status).toBe(404);
    expect(await order()).toEqual(['papilio-machaon', 'vanessa-atalanta']);
    expect((await t.rest('DELETE', `/api/collection/${id}`, { cookie: stranger.cookie })).body.error_code).toBe('FORBIDDEN');
    expect((await t.rest('DELETE', `/api/collection/${id}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.rest('GET', `/api/collection/${id}`)).status).toBe(404);
  });

  test('a group’s admins curate its collections, its members do not', async () => {
    const { collection } = await create(owner, { title: 'A kör kiemelései', access: 9, entityId: gid('Entity', groupId) });
    const id = collection.recId as number;
    expect((await readNode(id, coAdmin)).viewerCanEdit).toBe(true);
    expect((await readNode(id, member)).viewerCanEdit).toBe(false);
    expect((await t.gql(UPDATE, { input: { id: gid('Collection', id), title: 'Új cím' } }, as(coAdmin))).body.data.updateCollection).toMatchObject({
      collection: { title: 'Új cím' },
    });
    expect((await t.gql(UPDATE, { input: { id: gid('Collection', id), title: 'Tagé' } }, as(member))).body.data.updateCollection).toMatchObject({ code: 'FORBIDDEN' });
    expect(await create(coAdmin, { title: 'Társadmin válogatása', entityId: gid('Entity', groupId), access: 0 })).toMatchObject({ __typename: 'CollectionPayload' });
    // Only its curators see a group's private collection (the owner as an A admin, the co-admin who made it).
    expect(await listTitles(owner, { entityId: gid('Entity', groupId) })).toContain('Társadmin válogatása');
    expect(await listTitles(member, { entityId: gid('Entity', groupId) })).not.toContain('Társadmin válogatása');
    expect((await t.gql(DELETE, { id: gid('Collection', id) }, as(member))).body.data.deleteCollection).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.gql(DELETE, { id: gid('Collection', id) }, as(coAdmin))).body.data.deleteCollection.__typename).toBe('DeleteCollectionPayload');
    await t.db.prisma.collection.deleteMany({});
  });
});

describe('the ways in: adding from a thing’s own view, a person’s or a group’s collections', () => {
  const SHEET = `query ($kind: CollectionItemKind!, $id: ID!) {
    collections(first: 50, editable: true) { totalCount edges { node { title viewerCanEdit itemFor(kind: $kind, id: $id) { id recId kind } } } }
  }`;
  const sheet = async (who: Account | null, kind: string, id: string) => {
    const reply = await t.gql(SHEET, { kind, id }, as(who));
    expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
    return (reply.body.data.collections.edges as { node: { title: string; viewerCanEdit: boolean; itemFor: { id: string; kind: string } | null } }[]).map(
      ({ node }) => node,
    );
  };

  test('collections(editable) lists only what the viewer curates, and itemFor ticks those holding the thing', async () => {
    const species = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'papilio-machaon' } })).id;
    const { collection: own } = await create(owner, { title: 'Saját privát', access: 0 });
    const { collection: group } = await create(coAdmin, { title: 'A kör válogatása', access: 9, entityId: gid('Entity', groupId) });
    await create(stranger, { title: 'Idegen nyilvános', access: 9 });
    await create(friend, { title: 'Barát baráti', access: 1 });
    expect(await add(owner, own.recId, { speciesId: gid('Species', species) })).toMatchObject({ __typename: 'CollectionItemPayload' });

    // The owner curates their own and (as the group's A admin) the group's; sees but does not curate the others.
    expect((await listTitles(owner)).sort()).toEqual(['A kör válogatása', 'Barát baráti', 'Idegen nyilvános', 'Saját privát']);
    const mine = await sheet(owner, 'SPECIES', gid('Species', species));
    expect(mine.map(({ title }) => title).sort()).toEqual(['A kör válogatása', 'Saját privát']);
    expect(mine.every(({ viewerCanEdit }) => viewerCanEdit)).toBe(true);
    expect(mine.find(({ title }) => title === 'Saját privát')?.itemFor).toMatchObject({ kind: 'SPECIES' });
    expect(mine.find(({ title }) => title === 'A kör válogatása')?.itemFor).toBeNull();
    // A plain id is the same thing as a global one.
    expect((await sheet(owner, 'SPECIES', String(species))).find(({ title }) => title === 'Saját privát')?.itemFor).not.toBeNull();

    // The co-admin curates the group's only; a member, a stranger, a guest curate none of these.
    expect((await sheet(coAdmin, 'SPECIES', gid('Species', species))).map(({ title }) => title)).toEqual(['A kör válogatása']);
    expect(await sheet(member, 'SPECIES', gid('Species', species))).toEqual([]);
    expect((await sheet(stranger, 'SPECIES', gid('Species', species))).map(({ title }) => title)).toEqual(['Idegen nyilvános']);
    expect(await sheet(null, 'SPECIES', gid('Species', species))).toEqual([]);

    // The tick is taken away with the item, and added back from the sheet's own mutation.
    const itemId = mine.find(({ title }) => title === 'Saját privát')!.itemFor!.id;
    expect((await t.gql(REMOVE, { id: itemId }, as(owner))).body.data.removeCollectionItem).toMatchObject({ collection: { itemCount: 0 } });
    expect((await sheet(owner, 'SPECIES', gid('Species', species))).every(({ itemFor }) => itemFor === null)).toBe(true);
    expect(await add(coAdmin, group.recId, { speciesId: gid('Species', species) })).toMatchObject({ __typename: 'CollectionItemPayload' });
    expect((await sheet(owner, 'SPECIES', gid('Species', species))).find(({ title }) => title === 'A kör válogatása')?.itemFor).not.toBeNull();

    // An id of another kind is a token, not a 500.
    const wrong = await t.gql(SHEET, { kind: 'SPECIES', id: gid('Observation', 1) }, as(owner));
    expect(wrong.status).toBeLessThan(500);
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    await t.db.prisma.collection.deleteMany({});
  });

  test('itemFor tells nobody of an item they may not see: a private record in a public collection', async () => {
    const species = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'papilio-machaon' }, select: { id: true } });
    const input = { speciesId: String(species.id), verbatimLat: '46.9', verbatimLon: '18.2', dateFrom: '2025-06-14', privacy: 0, mediaIds: [] };
    const made = await t.gql(CREATE_RECORD, { clientId: randomUUID(), input }, as(stranger));
    expect(made.body.data.createObservation.__typename, JSON.stringify(made.body)).toBe('ObservationPayload');
    const hidden = made.body.data.createObservation.observation.recId as number;
    const { collection } = await create(stranger, { title: 'Idegen titkai', access: 9 });
    expect(await add(stranger, collection.recId, { observationId: gid('Observation', hidden) })).toMatchObject({ __typename: 'CollectionItemPayload' });
    const PEEK = `query ($ownerId: ID, $id: ID!) { collections(first: 5, ownerId: $ownerId) { edges { node { title itemFor(kind: OBSERVATION, id: $id) { id } } } } }`;
    const peek = async (who: Account | null) =>
      (await t.gql(PEEK, { ownerId: gid('Entity', stranger.entityId), id: gid('Observation', hidden) }, as(who))).body.data.collections.edges[0].node.itemFor;
    expect(await peek(stranger)).not.toBeNull();
    for (const who of [owner, friend, null]) expect(await peek(who)).toBeNull();
    await t.db.prisma.collection.deleteMany({});
  });

  test('a person’s and a group’s collections: the owner and entity filters show what the viewer may see', async () => {
    await create(owner, { title: 'Mindenkié', access: 9 });
    await create(owner, { title: 'Barátaimé', access: 1 });
    await create(owner, { title: 'A kör tagjaié', access: 2, entityId: gid('Entity', groupId) });
    const ownerArg = { ownerId: gid('Entity', owner.entityId) };
    expect((await listTitles(owner, ownerArg)).sort()).toEqual(['A kör tagjaié', 'Barátaimé', 'Mindenkié']);
    expect((await listTitles(friend, ownerArg)).sort()).toEqual(['Barátaimé', 'Mindenkié']);
    expect((await listTitles(member, ownerArg)).sort()).toEqual(['A kör tagjaié', 'Mindenkié']);
    expect(await listTitles(null, { ownerId: String(owner.entityId) })).toEqual(['Mindenkié']);
    expect(await listTitles(member, { entityId: String(groupId) })).toEqual(['A kör tagjaié']);
    expect(await listTitles(stranger, { entityId: gid('Entity', groupId) })).toEqual([]);
    await t.db.prisma.collection.deleteMany({});
  });
});
