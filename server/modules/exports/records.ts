import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Db } from '../objects/registry.ts';
import { mediaUrls, URL_SELECT, visibleMedia, visibleOrig } from '../media/service.ts';
import { type ExportPhoto, type ExportRecord, type ExportTaxon, exportTaxon } from './darwin-core.ts';

/** Records read at once: large enough that the per-query cost fades, small enough to keep memory flat. */
export const EXPORT_BATCH = 2000;

export interface ExportBatch {
  records: ExportRecord[];
  photos: ExportPhoto[];
}

/**
 * The records of `where` (the viewer's list filter inside their visibility rule), newest id first,
 * batch by batch: Prisma picks the next ids by keyset on the primary key through `where` (the next
 * batch's ids are asked for while this one is read and written), one SQL statement reads their
 * columns, and their species and uploaders' names come from maps filled as new ones appear (a join
 * or Prisma's nested reads would repeat them on every row); one query reads their photos.
 */
export async function* exportBatches(db: Db, viewer: Viewer, where: Prisma.ObservationWhereInput, origin: string, withPhotos: boolean): AsyncGenerator<ExportBatch> {
  const nextIds = async (below: number | undefined) =>
    (
      await db.observation.findMany({
        where: below === undefined ? where : { AND: [where, { id: { lt: below } }] },
        orderBy: { id: 'desc' },
        take: EXPORT_BATCH,
        select: { id: true },
      })
    ).map((row) => row.id);
  const taxa = new Map<number, ExportTaxon>();
  const names = new Map<number, string>();
  let pending = nextIds(undefined);
  try {
    for (;;) {
      const ids = await pending;
      if (!ids.length) return;
      pending = ids.length < EXPORT_BATCH ? Promise.resolve([]) : nextIds(ids.at(-1));
      const records = await readRecords(db, ids);
      await Promise.all([fillTaxa(db, taxa, records), fillNames(db, names, records)]);
      for (const record of records) {
        record.taxon = record.speciesId === null ? null : (taxa.get(record.speciesId) ?? null);
        record.uploaderName = names.get(record.uploaderId) ?? '';
      }
      yield { records, photos: withPhotos ? await readPhotos(db, viewer, records, origin) : [] };
    }
  } finally {
    // A download stopped half-way leaves the next batch's ids unread.
    pending.catch(() => undefined);
  }
}

function readRecords(db: Db, ids: number[]): Promise<ExportRecord[]> {
  // taxon and uploaderName are read as nulls and filled in after: a property added to a row afterwards
  // would change its shape, and V8 reads rows of changing shapes several times slower.
  return db.$queryRaw<ExportRecord[]>`
    SELECT o.id, o.status, o."uploaderId", o.country, o.region, o."closestSettlement", o.location, o."verbatimLat", o."verbatimLon",
           o.lat, o.lon, o.alt, o.accuracy, o."locationSource", o."publicLat", o."publicLon", o."informationWithheld", o."dataGeneralizations",
           o.eea1km, o.eea10km, o.eea100km, o.utm10km, o.utm2_5km,
           to_char(o."dateFrom", 'YYYY-MM-DD') AS "dateFrom", to_char(o."dateTo", 'YYYY-MM-DD') AS "dateTo", o.timespot, o.individuals,
           o."lifeStage"::text AS "lifeStage", o."basisOfRecord"::text AS "basisOfRecord", o.licence::text AS licence, o.author,
           to_char(o."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS modified, COALESCE(o."mediaIds", '{}') AS "mediaIds", o."speciesId", o."speciesText",
           NULL AS taxon, NULL AS "uploaderName"
    FROM "Observation" o
    WHERE o.id = ANY(${ids}::int[])
    ORDER BY o.id DESC`;
}

async function fillTaxa(db: Db, taxa: Map<number, ExportTaxon>, records: ExportRecord[]): Promise<void> {
  const missing = [...new Set(records.map((record) => record.speciesId))].filter((id): id is number => id !== null && !taxa.has(id));
  if (!missing.length) return;
  const rows = await db.species.findMany({
    where: { id: { in: missing } },
    select: { id: true, genus: true, species: true, subspecies: true, author: true, family: true, commonNames: true },
  });
  for (const { id, ...row } of rows) taxa.set(id, exportTaxon(row));
}

async function fillNames(db: Db, names: Map<number, string>, records: ExportRecord[]): Promise<void> {
  const missing = [...new Set(records.map((record) => record.uploaderId))].filter((id) => !names.has(id));
  if (!missing.length) return;
  for (const row of await db.entity.findMany({ where: { id: { in: missing } }, select: { id: true, displayName: true } })) names.set(row.id, row.displayName);
}

/**
 * The records' photos the viewer may see (the media visibility rule), in each record's order, each
 * at the address the media presenter gives that viewer: the presentation image, or the original only
 * where they may read it (never a sensitive record's original to others).
 */
async function readPhotos(db: Db, viewer: Viewer, records: ExportRecord[], origin: string): Promise<ExportPhoto[]> {
  const ids = [...new Set(records.flatMap((record) => record.mediaIds))];
  if (!ids.length) return [];
  const media = await db.media.findMany({
    where: { AND: [visibleMedia(viewer), { id: { in: ids }, mediaType: 'i' }] },
    select: {
      id: true,
      ...URL_SELECT,
      ownerId: true,
      mediaType: true,
      sensitive: true,
      mime: true,
      title: true,
      author: true,
      licence: true,
      owner: { select: { displayName: true } },
    },
  });
  const byId = new Map(media.map((item) => [item.id, item]));
  return records.flatMap((record) =>
    record.mediaIds.flatMap((id): ExportPhoto[] => {
      const item = byId.get(id);
      if (!item) return [];
      const pres = mediaUrls(item).pres;
      const url = pres ?? visibleOrig(viewer, item);
      if (!url) return [];
      return [
        {
          recordId: record.id,
          url: /^https?:/.test(url) ? url : `${origin}${url}`,
          mime: pres ? 'image/webp' : item.mime,
          title: item.title,
          creator: item.author || item.owner.displayName,
          licence: item.licence,
          rightsHolder: item.owner.displayName,
        },
      ];
    }),
  );
}
