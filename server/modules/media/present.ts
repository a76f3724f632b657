import type { Viewer } from '../../auth/viewer.ts';
import type { Media } from '../../db/generated/prisma/client.ts';
import { mayReadFinePlace, mayReadOriginal } from './policy.ts';
import { mediaUrls, visibleOrig } from './service.ts';

/** A media item as the REST calls answer it: field names the upload form fills itself from; the original only for whom may read it. */
export function mediaForRest(media: Media, viewer: Viewer) {
  const urls = mediaUrls(media);
  const owner = mayReadOriginal(viewer, media);
  const orig = visibleOrig(viewer, media);
  const finePlace = mayReadFinePlace(viewer, media);
  return {
    id: media.id,
    db_key: media.dbKey,
    url: urls.pres ?? orig,
    ...urls,
    orig,
    media_type: media.mediaType,
    provider: media.provider,
    mime: media.mime,
    file_name: media.fileName,
    bytes: media.bytes,
    width: media.width,
    height: media.height,
    orientation: media.orientation,
    title: media.title,
    author: media.author,
    description: media.description,
    caption: media.caption,
    licence: media.licence,
    date: media.date?.toISOString().slice(0, 10) ?? null,
    link: media.link,
    lat: owner ? media.lat : null,
    lon: owner ? media.lon : null,
    alt: owner ? media.alt : null,
    direction: owner ? media.direction : null,
    accuracy: owner ? media.accuracy : null,
    country: media.country,
    region: media.region,
    geounit: finePlace ? media.geounit : null,
    geosubunit: finePlace ? media.geosubunit : null,
    location: finePlace ? media.location : null,
    timespot: media.timespot,
    exifDate: media.exifDate,
    exifDateTime: media.exifDateTime,
    exif: owner ? media.exif : null,
    isthumbnail: media.isThumbnail,
    featured: media.featured,
    entity_id: media.entityId,
    created_at: media.createdAt.toISOString(),
  };
}
