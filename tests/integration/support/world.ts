import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { createSession, SESSION_COOKIE } from '../../../server/auth/sessions.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { PRIVACY_RECORD_NAME } from '../../../server/modules/consent/items.ts';
import { writeMessageWithin } from '../../../server/modules/messages/service.ts';
import { objectKey } from '../../../server/modules/objects/registry.ts';
import { startTestApp, type TestApp } from '../harness.ts';

/**
 * The viewer classes of the authorisation and privacy matrices, relative to one `owner`:
 * - guest: not logged in
 * - owner: owns the personal items (levels 0, 1, 2, 9, -1)
 * - friend: the owner's friend (b both ways) who follows them (f); has also asked to join the project (j)
 * - mate: shares the curated circle K (joined with approval) with the owner, and the open group G (m)
 * - groupie: shares only the open group G (anybody joins it) and the community with the owner: no
 *   same group for privacy 2
 * - stranger: no tie to the owner, but a pending friend request to them (s; the owner holds g)
 * - blocked: blocked by the owner, although a member of K too (the block wins over the group)
 * - A, C, E, M, R: one administrator of the project P per admin letter
 * - member: a plain member (m) of P; owns the posts published on P's board at levels 2 and 0
 * - siteAdmin, siteModerator: site roles ADMIN and MODERATOR, with no tie to anyone
 * Everybody is a member of the site-wide community entity (type -1), as registration leaves them.
 */
export const VIEWERS = ['guest', 'owner', 'friend', 'mate', 'groupie', 'stranger', 'blocked', 'A', 'C', 'E', 'M', 'R', 'member', 'siteAdmin', 'siteModerator'] as const;
export type ViewerClass = (typeof VIEWERS)[number];
export type Person = Exclude<ViewerClass, 'guest'>;
export const PERSONS = VIEWERS.filter((viewer): viewer is Person => viewer !== 'guest');
export const ADMIN_LETTERS = ['A', 'C', 'E', 'M', 'R'] as const;

/** The world's items: the owner's at each level, two posts on P's board, and a public one of the stranger's. */
export const ITEMS = ['level0', 'level1', 'level2', 'level9', 'removed', 'entity2', 'entity0', 'other9'] as const;
export type ItemName = (typeof ITEMS)[number];

const ALL_BUT_BLOCKED = VIEWERS.filter((viewer) => viewer !== 'blocked');

/** Who sees an item of each owner at each level: the rule of social-core §3 spelt out for this world. */
const AUDIENCES: Record<'owner' | 'member' | 'stranger', Record<number, readonly ViewerClass[]>> = {
  // The blocked user is in the owner's circle K, but the block wins.
  owner: { 0: ['owner'], 1: ['owner', 'friend'], 2: ['owner', 'mate'], 9: ALL_BUT_BLOCKED, [-1]: [] },
  // The member's items are posts on P's board: level 2 reaches P's members and admins.
  member: { 0: ['member'], 1: ['member'], 2: ['member', ...ADMIN_LETTERS], 9: VIEWERS, [-1]: [] },
  stranger: { 0: ['stranger'], 1: ['stranger'], 2: ['stranger'], 9: VIEWERS, [-1]: [] },
};

export const INITIAL_PRIVACY: Record<ItemName, number> = {
  level0: 0,
  level1: 1,
  level2: 2,
  level9: 9,
  removed: -1,
  entity2: 2,
  entity0: 0,
  other9: 9,
};
const ITEM_OWNERS: Record<ItemName, keyof typeof AUDIENCES> = {
  level0: 'owner',
  level1: 'owner',
  level2: 'owner',
  level9: 'owner',
  removed: 'owner',
  entity2: 'member',
  entity0: 'member',
  other9: 'stranger',
};

/** Who sees the item when it has this level. */
export function audience(item: ItemName, level: number): readonly ViewerClass[] {
  return AUDIENCES[ITEM_OWNERS[item]][level]!;
}

/** Who may see each item as built. */
export const SEEN_BY = Object.fromEntries(ITEMS.map((item) => [item, audience(item, INITIAL_PRIVACY[item])])) as Record<ItemName, readonly ViewerClass[]>;

/** Every item's title or summary holds the search word (with accents), except other9's. */
export const SEARCH_WORD = 'Pillangó';
export const SEARCHABLE: readonly ItemName[] = ITEMS.filter((item) => item !== 'other9');

export interface WorldItem {
  id: number;
  key: string;
  ownerId: number;
  ownerClass: Person;
  /** the post behind a board item (and behind level9) */
  postId: number | null;
  /** the comment of the owner on the item */
  commentId: number;
  /** a photo of the owner's that the item shows (attached to it), stored with a pres file */
  media: WorldMedia;
}

export interface WorldMedia {
  id: number;
  dbKey: string;
}

export interface World {
  t: TestApp;
  cookies: Record<Person, string>;
  entityIds: Record<Person, number>;
  /** the group G (type 2, open), the circle K and the project P (type 6, curated; P has the admins) */
  group: { id: number; key: string };
  circle: { id: number; key: string };
  community: { id: number; key: string };
  project: { id: number; key: string };
  items: Record<ItemName, WorldItem>;
  /** a comment of the stranger on level9, and one of R on entity2 */
  strangerComment: number;
  adminComment: number;
  /** a photo of the owner's that nothing shows: the owner's only */
  looseMedia: WorldMedia;
  /** a message the friend wrote to the owner: the owner's in the inbox, the friend's in the outbox */
  message: { id: number; key: string };
  cookieOf(viewer: ViewerClass): string | undefined;
  personKey(person: Person): string;
}

const entityKey = (id: number) => encodeGlobalID('Entity', id);

/** Starts a server on a fresh database and builds the world through the database: accounts with sessions, ties, items. */
export async function buildWorld(): Promise<World> {
  // A closed port stands in for the video providers' oEmbed endpoints: a link is saved without their metadata.
  const t = await startTestApp({ env: { SEED_DEMO: '0', OEMBED_YOUTUBE_URL: 'http://127.0.0.1:9/yt', OEMBED_VIMEO_URL: 'http://127.0.0.1:9/vimeo' } });
  const { prisma } = t.db;
  // Accounts as registration leaves them (accepted privacy consent), with a session each; no
  // password hashing, which would cost seconds for fourteen people.
  const accounts: { entityId: number; cookie: string }[] = [];
  for (const person of PERSONS) {
    const now = new Date();
    const role = person === 'siteAdmin' ? 'ADMIN' : person === 'siteModerator' ? 'MODERATOR' : 'USER';
    const user = await prisma.user.create({
      data: {
        email: `${person.toLowerCase()}@matrix.lepke.test`,
        passwordHash: 'no-password',
        role,
        privacyAcceptedAt: now,
        entity: { create: { type: 0, displayName: `Matrix ${person}` } },
        consents: { create: { name: PRIVACY_RECORD_NAME, accepted: true, createdAt: now } },
      },
    });
    const session = await createSession(prisma, user.id, 24 * 60 * 60 * 1000, {});
    accounts.push({ entityId: user.entityId, cookie: `${SESSION_COOKIE}=${session.token}` });
  }
  const cookies = Object.fromEntries(PERSONS.map((person, i) => [person, accounts[i]!.cookie])) as Record<Person, string>;
  const entityIds = Object.fromEntries(PERSONS.map((person, i) => [person, accounts[i]!.entityId])) as Record<Person, number>;
  const id = entityIds;

  const community = await prisma.entity.create({ data: { type: -1, displayName: 'Matrix community' } });
  const group = await prisma.entity.create({ data: { type: 2, displayName: 'Matrix group G' } });
  const circle = await prisma.entity.create({ data: { type: 6, displayName: 'Matrix circle K' } });
  const project = await prisma.entity.create({ data: { type: 6, displayName: 'Matrix project P' } });
  await prisma.entityRelation.createMany({
    data: [
      { fromId: id.owner, toId: id.friend, code: 'b' },
      { fromId: id.friend, toId: id.owner, code: 'b' },
      { fromId: id.friend, toId: id.owner, code: 'f' },
      { fromId: id.stranger, toId: id.owner, code: 's' },
      { fromId: id.owner, toId: id.stranger, code: 'g' },
      ...PERSONS.map((person) => ({ fromId: id[person], toId: community.id, code: 'm' })),
      { fromId: id.owner, toId: group.id, code: 'm' },
      { fromId: id.mate, toId: group.id, code: 'm' },
      { fromId: id.blocked, toId: group.id, code: 'm' },
      { fromId: id.groupie, toId: group.id, code: 'm' },
      { fromId: id.owner, toId: circle.id, code: 'm' },
      { fromId: id.mate, toId: circle.id, code: 'm' },
      { fromId: id.blocked, toId: circle.id, code: 'm' },
      { fromId: id.member, toId: project.id, code: 'm' },
      { fromId: id.friend, toId: project.id, code: 'j' },
      ...ADMIN_LETTERS.map((letter) => ({ fromId: id[letter], toId: project.id, code: letter })),
    ],
  });
  await prisma.block.create({ data: { blockerId: id.owner, blockedId: id.blocked } });

  const specs: Record<ItemName, { title: string; summary: string; entityId?: number; post?: boolean }> = {
    level0: { title: `${SEARCH_WORD} csak nekem`, summary: 'szint 0' },
    level1: { title: `Barátoknak: ${SEARCH_WORD.toUpperCase()}`, summary: 'szint 1' },
    level2: { title: 'Csoportnak', summary: `Egy kis ${SEARCH_WORD.toLowerCase()} a csoportnak` },
    level9: { title: `Mindenkinek ${SEARCH_WORD}`, summary: 'szint 9', post: true },
    removed: { title: `Törölt ${SEARCH_WORD}`, summary: 'szint -1' },
    entity2: { title: 'Hír a projektben', summary: `Ritka ${SEARCH_WORD}`, entityId: project.id },
    entity0: { title: `Vázlat: ${SEARCH_WORD}`, summary: 'csak a szerzőnek', entityId: project.id },
    other9: { title: 'Egy másik bejegyzés', summary: 'semmi köze' },
  };
  const items = {} as Record<ItemName, WorldItem>;
  let minute = 0;
  for (const name of ITEMS) {
    const spec = specs[name];
    const ownerClass = ITEM_OWNERS[name];
    const ownerId = id[ownerClass];
    // A board item is a post's: the board lists only items with a post.
    const post =
      spec.entityId || spec.post
        ? await prisma.post.create({ data: { type: 'NOTE', authorId: ownerId, entityId: spec.entityId ?? null, title: spec.title, body: spec.summary } })
        : null;
    const item = await prisma.timelineItem.create({
      data: {
        ownerId,
        postId: post?.id ?? null,
        category: 'NOTE',
        title: spec.title,
        summary: spec.summary,
        privacy: INITIAL_PRIVACY[name],
        entityId: spec.entityId ?? null,
        time: new Date(Date.UTC(2026, 0, 1, 12, minute++)),
        evaluationCount: 1,
        commentCount: 1,
      },
    });
    const key = objectKey({ kind: 'TimelineItem', id: item.id });
    await prisma.like.create({ data: { entityId: ownerId, objectId: key } });
    const comment = await prisma.comment.create({ data: { objectId: key, createdById: ownerId, message: `${name} comment` } });
    const media = await storeWorldPhoto(t, ownerId, name);
    await prisma.mediaAttachment.create({ data: { mediaId: media.id, itemId: item.id } });
    if (post) await prisma.post.update({ where: { id: post.id }, data: { mediaIds: [media.id] } });
    items[name] = { id: item.id, key, ownerId, ownerClass, postId: post?.id ?? null, commentId: comment.id, media };
  }
  const strangerComment = await prisma.comment.create({ data: { objectId: items.level9.key, createdById: id.stranger, message: 'stranger says hi' } });
  const adminComment = await prisma.comment.create({ data: { objectId: items.entity2.key, createdById: id.R, message: 'R advertises' } });
  await prisma.timelineItem.update({ where: { id: items.level9.id }, data: { commentCount: { increment: 1 } } });
  await prisma.timelineItem.update({ where: { id: items.entity2.id }, data: { commentCount: { increment: 1 } } });

  return {
    t,
    cookies,
    entityIds,
    group: { id: group.id, key: entityKey(group.id) },
    circle: { id: circle.id, key: entityKey(circle.id) },
    community: { id: community.id, key: entityKey(community.id) },
    project: { id: project.id, key: entityKey(project.id) },
    items,
    strangerComment: strangerComment.id,
    adminComment: adminComment.id,
    looseMedia: await storeWorldPhoto(t, id.owner, 'loose'),
    message: await worldMessage(t, id.friend, id.owner),
    cookieOf: (viewer) => (viewer === 'guest' ? undefined : cookies[viewer]),
    personKey: (person) => entityKey(entityIds[person]),
  };
}

async function worldMessage(t: TestApp, fromId: number, toId: number): Promise<World['message']> {
  await t.db.prisma.$transaction((tx) => writeMessageWithin(tx, { fromId, toId, subject: 'Mátrix', body: 'Csak nektek' }));
  const { id } = await t.db.prisma.message.findFirstOrThrow({ where: { fromId, toId }, orderBy: { id: 'desc' } });
  return { id, key: encodeGlobalID('Message', id) };
}

/** A photo of `ownerId` as an upload leaves it: the row, with a pres derivative in storage. */
async function storeWorldPhoto(t: TestApp, ownerId: number, name: string): Promise<WorldMedia> {
  const dbKey = randomBytes(16).toString('hex');
  const pres = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6aa84f' } })
    .webp()
    .toBuffer();
  await t.app.services.storage.write(`${dbKey}/pres`, Readable.from(pres));
  const media = await t.db.prisma.media.create({
    data: {
      ownerId,
      clientKey: `world-${name}`,
      dbKey,
      mediaType: 'i',
      mime: 'image/jpeg',
      ext: 'jpg',
      fileName: `${name}.jpg`,
      bytes: pres.length,
      sha256: dbKey,
      hasPres: true,
    },
  });
  return { id: media.id, dbKey };
}

/**
 * The recording area's part of the world, for the authorisation matrix (the privacy matrix lists
 * items and media exactly, so it does without): records, a sample, species, a saved place, a video.
 * The validators are siteModerator and siteAdmin (recording §4: site MODERATOR and ADMIN); samples
 * are kept by admins only, so the sample is siteAdmin's.
 */
export interface RecordingWorld {
  /** the owner's public record, awaiting review */
  record: { id: number; key: string };
  /** the owner's record a validator rejected */
  rejected: { id: number; key: string };
  /** siteModerator's own record, awaiting review: nobody reviews their own */
  validatorRecord: { id: number; key: string };
  /** siteAdmin's sample */
  sample: { id: number; key: string };
  /** two catalogue species made for the matrix: `species` may be merged into `target` */
  species: { id: number; key: string };
  target: { id: number; key: string };
  /** the owner's saved place */
  place: { id: number; key: string };
  /** the owner's uploaded video (no poster yet) */
  video: WorldMedia;
  /** level9's photo, with an original to crop (it is 64 × 64) */
  photo: WorldMedia;
  /** a bibliography item (site admins are editors too) */
  bibliographyItem: { id: number; key: string };
  /** a species quiz not yet published (only EDITOR and above see it) */
  draftQuiz: { id: number; key: string };
  /** siteModerator's validator assignment (Hungary, Pieridae) */
  assignment: { id: number };
}

export async function addRecordingWorld(w: World): Promise<RecordingWorld> {
  const { prisma } = w.t.db;
  const key = (typename: string, id: number) => ({ id, key: encodeGlobalID(typename, id) });
  const numeric = (globalId: string) => Number(/\d+$/.exec(Buffer.from(globalId, 'base64').toString())![0]);
  /** Runs a setup mutation whose document selects the new object as `r { node { id } }`; answers its numeric id. */
  const create = async (person: Person, document: string, variables: Record<string, unknown>) => {
    const reply = await w.t.gql(document, variables, { cookie: w.cookies[person] });
    const id = (reply.body.data?.r as { node?: { id: string } } | undefined)?.node?.id;
    if (!id) throw new Error(`world setup failed: ${JSON.stringify(reply.body)}`);
    return numeric(id);
  };
  const RECORD = `mutation ($clientId: String!, $input: ObservationInput!) {
    r: createObservation(clientId: $clientId, input: $input) { ... on ObservationPayload { node: observation { id } } }
  }`;
  const record = async (person: Person, clientId: string, status: number) => {
    const input = { dateFrom: '2025-07-14', speciesText: 'Aglais io', lat: 47.5, lon: 19.05, privacy: 9, confirmDuplicate: true };
    const observation = await prisma.observation.update({ where: { id: await create(person, RECORD, { clientId, input }) }, data: { status } });
    return key('Observation', observation.id);
  };
  const SPECIES = `mutation ($input: SaveSpeciesInput!) { r: saveSpecies(input: $input) { ... on SaveSpeciesPayload { node: species { id } } } }`;
  const species = async (name: string) =>
    key(
      'Species',
      await create('siteAdmin', SPECIES, { input: { author: 'Matrix, 2026', family: 'Nymphalidae', genus: 'Matrixia', species: name, group: 'butterfly' } }),
    );
  const SAMPLE = `mutation ($clientId: String!, $input: SampleInput!) { r: createSample(clientId: $clientId, input: $input) { ... on SamplePayload { node: sample { id } } } }`;
  const PLACE = `mutation ($input: SaveLocationInput!) { r: saveLocation(input: $input) { ... on SaveLocationPayload { node: location { id } } } }`;

  const photo = w.items.level9.media;
  const original = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a64d79' } })
    .jpeg()
    .toBuffer();
  await w.t.app.services.storage.write(`${photo.dbKey}/orig`, Readable.from(original));
  await prisma.media.update({ where: { id: photo.id }, data: { width: 64, height: 64 } });
  const videoKey = randomBytes(16).toString('hex');
  const video = await prisma.media.create({
    data: {
      ownerId: w.entityIds.owner,
      clientKey: 'world-video',
      dbKey: videoKey,
      mediaType: 'v',
      mime: 'video/webm',
      ext: 'webm',
      fileName: 'clip.webm',
      bytes: 1,
      sha256: videoKey,
    },
  });

  return {
    record: await record('owner', 'world-record', ReviewStatus.PENDING),
    rejected: await record('owner', 'world-rejected', ReviewStatus.REJECTED),
    validatorRecord: await record('siteModerator', 'world-validator-record', ReviewStatus.PENDING),
    sample: key(
      'Sample',
      await create('siteAdmin', SAMPLE, { clientId: 'world-sample', input: { dateFrom: '2025-07-14', protocol: 'LIGHT_TRAP', lat: 47.5, lon: 19.05 } }),
    ),
    species: await species('primus'),
    target: await species('secundus'),
    bibliographyItem: key(
      'BibliographyItem',
      (await prisma.bibliographyItem.create({ data: { title: 'Matrix guide', titleKey: 'matrix guide', date: '2026', year: 2026 } })).id,
    ),
    draftQuiz: key('Quiz', (await prisma.quiz.create({ data: { title: 'Matrix quiz', licences: ['CC0', 'CC_BY_4_0', 'CC_BY_NC_4_0'] } })).id),
    assignment: { id: (await prisma.validatorAssignment.create({ data: { validatorId: w.entityIds.siteModerator, country: 'HU', family: 'Pieridae' } })).id },
    place: key('SavedLocation', await create('owner', PLACE, { input: { lat: 47.5, lon: 19.05, location: 'Matrix rét' } })),
    video: { id: video.id, dbKey: videoKey },
    photo,
  };
}

/**
 * The publishing part of the world, for the authorisation matrix: articles of each kind, written
 * through the API by those who may (so each has its revision and, but for the page, its item).
 */
export interface PublishingWorld {
  /** the owner's story, published to everybody */
  story: { id: number; key: string };
  /** the owner's story, still a draft */
  draft: { id: number; key: string };
  /** siteAdmin's content page, published */
  page: { id: number; key: string; revisionId: number };
  /** A's journal entry of the project P, published */
  journal: { id: number; key: string };
  /** the owner's public collection with two species, and the global ids of its items in order */
  collection: { id: number; key: string; items: string[] };
  /** the owner's collection for their eyes only */
  privateCollection: { id: number; key: string };
  /** A's public collection of the project P */
  projectCollection: { id: number; key: string };
}

export async function addPublishingWorld(w: World): Promise<PublishingWorld> {
  const CREATE = `mutation ($input: CreateArticleInput!) { r: createArticle(input: $input) { ... on ArticlePayload { node: article { recId } } } }`;
  const create = async (person: Person, input: Record<string, unknown>) => {
    const reply = await w.t.gql(CREATE, { input }, { cookie: w.cookies[person] });
    const id = (reply.body.data?.r as { node?: { recId: number } } | undefined)?.node?.recId;
    if (!id) throw new Error(`world setup failed: ${JSON.stringify(reply.body)}`);
    return { id, key: encodeGlobalID('Article', id) };
  };
  const text = { description: '<p>Mátrix</p>', status: 'PUBLISHED' };
  const page = await create('siteAdmin', { kind: 'CONTENT', category: 'faq', identifier: 'matrix', language: 'hu', title: 'Mátrix GYIK', ...text });
  const revision = await w.t.db.prisma.articleRevision.findFirstOrThrow({ where: { articleId: page.id } });
  return {
    story: await create('owner', { kind: 'STORY', title: 'Mátrix történet', ...text }),
    draft: await create('owner', { kind: 'STORY', title: 'Mátrix piszkozat' }),
    page: { ...page, revisionId: revision.id },
    journal: await create('A', { kind: 'JOURNAL', category: 'entry', entityId: w.project.key, title: 'Mátrix napló', ...text }),
    ...(await addCollections(w)),
  };
}

/** The collections of the publishing world, made through the API. */
async function addCollections(w: World): Promise<Pick<PublishingWorld, 'collection' | 'privateCollection' | 'projectCollection'>> {
  const CREATE = `mutation ($input: CreateCollectionInput!) { r: createCollection(input: $input) { ... on CollectionPayload { node: collection { recId } } } }`;
  const ADD = `mutation ($input: AddCollectionItemInput!) { r: addCollectionItem(input: $input) { ... on CollectionItemPayload { itemId } } }`;
  const create = async (person: Person, input: Record<string, unknown>) => {
    const reply = await w.t.gql(CREATE, { input }, { cookie: w.cookies[person] });
    const id = (reply.body.data?.r as { node?: { recId: number } } | undefined)?.node?.recId;
    if (!id) throw new Error(`world setup failed: ${JSON.stringify(reply.body)}`);
    return { id, key: encodeGlobalID('Collection', id) };
  };
  const collection = await create('owner', { title: 'Mátrix gyűjtemény', access: 9 });
  const species = await w.t.db.prisma.species.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 2 });
  const items: string[] = [];
  for (const { id } of species) {
    const reply = await w.t.gql(ADD, { input: { collectionId: collection.key, speciesId: encodeGlobalID('Species', id) } }, { cookie: w.cookies.owner });
    const itemId = (reply.body.data?.r as { itemId?: string } | undefined)?.itemId;
    if (!itemId) throw new Error(`world setup failed: ${JSON.stringify(reply.body)}`);
    items.push(itemId);
  }
  return {
    collection: { ...collection, items },
    privateCollection: await create('owner', { title: 'Mátrix titkos gyűjtemény', access: 0 }),
    projectCollection: await create('A', { title: 'Mátrix projekt gyűjtemény', access: 9, entityId: w.project.key }),
  };
}
