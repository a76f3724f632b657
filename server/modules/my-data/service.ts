import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Services } from '../../services.ts';
import { exportRecords, exportStream } from '../exports/service.ts';
import { fileKey } from '../media/service.ts';

/** Rows read at once for a JSON file: memory stays flat however large the account. */
const BATCH = 500;

/** Text compresses well at deflate's fastest level; media originals are compressed already. */
const TEXT = { compressionLevel: 1 };
const STORED = { compress: false };

/**
 * The person's own data as one zip (GDPR art. 20), streamed as it is read: `profile.json` (account,
 * profile fields, settings, consents, identities, sessions, relations, blocks, saved places,
 * samples), `posts.json`, `articles.json` (stories, blog posts, journal entries, pages they wrote), `collections.json` (the collections they made, with their items in order), `comments.json`, `messages.json` (their own copies: drafts, outbox, inbox,
 * trash), `media.json` and `media/` (the originals), and their records twice, by the exports'
 * builders with exact places: `records.csv` (tab-separated Darwin Core terms, as the CSV export)
 * and `records-dwca.zip` (a Darwin Core Archive). Every entry is read only when the zip reaches it.
 */
export function myDataArchive(services: Services, viewer: Viewer, origin: string): Readable {
  const entityId = actingEntityId(viewer);
  const userId = viewer.user!.id;
  const db = services.prisma;
  const zip = new ZipFile();
  const sources: Readable[] = [];
  const add = (name: string, body: Readable, options: Partial<{ compress: boolean; compressionLevel: number }> = TEXT) => {
    sources.push(body);
    zip.addReadStream(body, name, options);
  };
  const text = (chunks: AsyncIterable<string>) => Readable.from(chunks, { objectMode: true, highWaterMark: 1 });

  add('profile.json', text(single(() => profile(services, userId, entityId))));
  add(
    'posts.json',
    text(
      jsonArray((after) =>
        db.post.findMany({
          where: { authorId: entityId, id: { gt: after } },
          orderBy: { id: 'asc' },
          take: BATCH,
          include: { item: { select: { id: true, privacy: true, category: true } }, entity: { select: { id: true, displayName: true } } },
        }),
      ),
    ),
  );
  add(
    'articles.json',
    text(
      jsonArray((after) =>
        db.article.findMany({
          where: { authorId: entityId, id: { gt: after } },
          orderBy: { id: 'asc' },
          take: BATCH,
          include: { item: { select: { id: true, privacy: true } }, entity: { select: { id: true, displayName: true } } },
        }),
      ),
    ),
  );
  add(
    'collections.json',
    text(
      jsonArray((after) =>
        db.collection.findMany({
          where: { ownerId: entityId, id: { gt: after } },
          orderBy: { id: 'asc' },
          take: BATCH,
          include: {
            entity: { select: { id: true, displayName: true } },
            items: { orderBy: [{ position: 'asc' }, { id: 'asc' }], omit: { collectionId: true } },
          },
        }),
      ),
    ),
  );
  add(
    'comments.json',
    text(
      jsonArray((after) =>
        db.comment.findMany({
          where: { createdById: entityId, id: { gt: after } },
          orderBy: { id: 'asc' },
          take: BATCH,
          select: { id: true, objectId: true, subThreadId: true, replyToId: true, message: true, createdAt: true, updatedAt: true },
        }),
      ),
    ),
  );
  add(
    'messages.json',
    text(
      jsonArray(async (after) =>
        (
          await db.messageCopy.findMany({
            where: { ownerId: entityId, id: { gt: after } },
            orderBy: { id: 'asc' },
            take: BATCH,
            include: {
              correspondent: { select: { id: true, displayName: true } },
              message: {
                include: {
                  from: { select: { id: true, displayName: true } },
                  to: { select: { id: true, displayName: true } },
                  attachments: { select: { mediaId: true, position: true }, orderBy: { position: 'asc' } },
                },
              },
            },
          })
        ).map(({ message, ...copy }) => ({
          id: copy.id,
          box: BOX_NAMES[copy.box] ?? copy.box,
          readAt: copy.readAt,
          at: copy.at,
          correspondent: copy.correspondent,
          message: {
            id: message.id,
            from: message.from,
            to: message.to,
            audience: message.audience,
            subject: message.subject,
            body: message.body,
            threadId: message.threadId,
            replyToId: message.replyToId,
            sentAt: message.sentAt,
            createdAt: message.createdAt,
            attachments: message.attachments.map((attachment) => attachment.mediaId),
          },
        })),
      ),
    ),
  );
  add(
    'media.json',
    text(
      jsonArray(async (after) =>
        (await db.media.findMany({ where: { ownerId: entityId, id: { gt: after } }, orderBy: { id: 'asc' }, take: BATCH })).map(({ dbKey: _dbKey, ...medium }) => ({
          ...medium,
          file: medium.provider ? null : mediaEntryName(medium),
        })),
      ),
    ),
  );

  const records = (format: 'csv' | 'dwca') => {
    const { where } = exportRecords(viewer, 'myobservation', format, () => ({}));
    return exportStream(db, format, {
      viewer,
      where,
      origin,
      about: {
        title: `My butterfly and moth observations on ${new URL(origin).host}`,
        abstract: `The records of one person, exported with their data from ${origin}.`,
        query: `the records of ${viewer.user!.entity.displayName} on ${origin}`,
        url: `${origin}/api/profile/export.zip`,
        updateFrequency: 'notPlanned',
      },
    });
  };
  // The record streams start reading only when the zip reaches them.
  add(
    'records.csv',
    lazy(() => records('csv')),
  );
  add(
    'records-dwca.zip',
    lazy(() => records('dwca')),
    STORED,
  );

  const out = zip.outputStream as Readable;
  void addMedia(services, entityId, add)
    .then(() => zip.end())
    .catch((error: unknown) => out.destroy(error as Error));
  zip.on('error', (error: Error) => out.destroy(error));
  out.once('close', () => {
    for (const source of sources) source.destroy();
  });
  for (const source of sources) source.once('error', (error: Error) => out.destroy(error));
  return out;
}

const BOX_NAMES: Record<number, string> = { 0: 'draft', 1: 'outbox', 2: 'inbox', 3: 'trash' };

/** `media/{id}-{file name}`: unique by the id, recognisable by the name. */
function mediaEntryName(medium: { id: number; fileName: string; ext: string }): string {
  const name = medium.fileName.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').slice(0, 100) || `original.${medium.ext}`;
  return `media/${medium.id}-${name}`;
}

/** One zip entry per stored original, each opened only when the zip reaches it; the list is read in batches. */
async function addMedia(services: Services, entityId: number, add: (name: string, body: Readable, options: { compress: boolean }) => void): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await services.prisma.media.findMany({
      where: { ownerId: entityId, provider: null, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, dbKey: true, fileName: true, ext: true },
    });
    for (const row of rows) {
      add(
        mediaEntryName(row),
        lazy(async () => (await services.storage.read(fileKey(row.dbKey, 'orig')))?.body ?? Readable.from([])),
        STORED,
      );
    }
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

/** A stream that opens its source when first read. */
function lazy(open: () => Readable | Promise<Readable>): Readable {
  return Readable.from(
    (async function* () {
      const source = await open();
      try {
        for await (const chunk of source) yield chunk as Buffer;
      } finally {
        source.destroy();
      }
    })(),
  );
}

async function* single(read: () => Promise<unknown>): AsyncGenerator<string> {
  yield `${JSON.stringify(await read(), null, 2)}\n`;
}

/** A JSON array written batch by batch, each batch read after the last id of the one before. */
async function* jsonArray<Row extends { id: number }>(batch: (after: number) => Promise<Row[]>): AsyncGenerator<string> {
  yield '[';
  let after = 0;
  let first = true;
  for (;;) {
    const rows = await batch(after);
    for (const row of rows) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  yield '\n]\n';
}

/** The account, its profile and settings, and what the person holds towards others. */
async function profile(services: Services, userId: number, entityId: number) {
  const db = services.prisma;
  const [user, relations, relatedBy, blocks, savedPlaces, samples] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      include: {
        entity: true,
        consents: { orderBy: { id: 'asc' }, select: { name: true, accepted: true, createdAt: true } },
        identities: { select: { provider: true, email: true, createdAt: true, lastUsedAt: true } },
        sessions: { select: { createdAt: true, lastSeenAt: true, expiresAt: true, userAgent: true, ip: true } },
      },
    }),
    db.entityRelation.findMany({ where: { fromId: entityId }, select: { code: true, createdAt: true, to: { select: { id: true, type: true, displayName: true } } } }),
    db.entityRelation.findMany({ where: { toId: entityId }, select: { code: true, createdAt: true, from: { select: { id: true, type: true, displayName: true } } } }),
    db.block.findMany({ where: { blockerId: entityId }, select: { createdAt: true, blocked: { select: { id: true, displayName: true } } } }),
    db.savedLocation.findMany({ where: { ownerId: entityId }, orderBy: { id: 'asc' } }),
    db.sample.findMany({ where: { ownerId: entityId }, orderBy: { id: 'asc' } }),
  ]);
  const { passwordHash, totpSecret: _totpSecret, entity, consents, identities, sessions, ...account } = user;
  return {
    account: { ...account, hasPassword: passwordHash !== null, twoFactorEnabled: user.totpEnabledAt !== null },
    profile: entity,
    consents,
    identities,
    sessions,
    relations: relations.map(({ to, ...relation }) => ({ ...relation, entity: to })),
    relationsToMe: relatedBy.map(({ from, ...relation }) => ({ ...relation, entity: from })),
    blocks: blocks.map(({ blocked, createdAt }) => ({ entity: blocked, createdAt })),
    savedPlaces,
    samples,
  };
}
