import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Db } from '../objects/registry.ts';
import { mediaUrls, URL_SELECT, visibleMedia, visibleOrig } from '../media/service.ts';
import type { ExportPhoto, ExportRecord } from './darwin-core.ts';

/** Records read at once: large enough that the per-query cost fades, small enough to keep memory flat. */
export const EXPORT_BATCH = 5000;

export interface ExportBatch {
  records: ExportRecord[];
  photos: ExportPhoto[];
}

/**
 * The records of `where` (the viewer's list filter inside their visibility rule), newest id first,
 * batch by batch: Prisma picks the next ids by keyset on the primary key through `where`, one SQL
 * join reads their columns (Prisma's nested reads of species and uploader cost three times as
 * much), one query their photos. Nothing is read until the consumer asks for the next batch.
 */
export async function* exportBatches(db: Db, viewer: Viewer, where: Prisma.ObservationWhereInput, origin: string, withPhotos: boolean): AsyncGenerator<ExportBatch> {
  let below: number | undefined;
  for (;;) {
    const ids = await db.observation.findMany({
      where: below === undefined ? where : { AND: [where, { id: { lt: below } }] },
      orderBy: { id: 'desc' },
      take: EXPORT_BATCH,
      select: { id: true },
    });
    if (!ids.length) return;
    const records = await readRecords(
      db,
      ids.map((row) => row.id),
    );
    yield { records, photos: withPhotos ? await readPhotos(db, viewer, records, origin) : [] };
    if (ids.length < EXPORT_BATCH) return;
    below = ids.at(-1)!.id;
  }
}

function readRecords(db: Db, ids: number[]): Promise<ExportRecord[]> {
  return db.$queryRaw<ExportRecord[]>`
    SELECT o.id, o.status, o."uploaderId", o.country, o.region, o."closestSettlement", o.location, o."verbatimLat", o."verbatimLon",
           o.lat, o.lon, o.alt, o.accuracy, o."locationSource", o."publicLat", o."publicLon", o."informationWithheld", o."dataGeneralizations",
           o.eea1km, o.eea10km, o.eea100km, o.utm10km, o.utm2_5km,
           to_char(o."dateFrom", 'YYYY-MM-DD') AS "dateFrom", to_char(o."dateTo", 'YYYY-MM-DD') AS "dateTo", o.timespot, o.individuals,
           o."lifeStage"::text AS "lifeStage", o."basisOfRecord"::text AS "basisOfRecord", o.licence::text AS licence, o.author,
           to_char(o."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS modified, COALESCE(o."mediaIds", '{}') AS "mediaIds", o."speciesText",
           s.genus, s.species, s.subspecies, s.author AS "speciesAuthor", s.family, s."commonNames", e."displayName" AS "uploaderName"
    FROM "Observation" o
    JOIN "Entity" e ON e.id = o."uploaderId"
    LEFT JOIN "Species" s ON s.id = o."speciesId"
    WHERE o.id = ANY(${ids}::int[])
    ORDER BY o.id DESC`;
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
