import { GUEST } from '../../auth/viewer.ts';
import { EUROPE_CODE } from '@domain/geo/countries.ts';
import type { Db } from '../objects/registry.ts';
import { visibleObservations } from '../observations/visibility.ts';
import { firstPicture } from './images.ts';
import type { PreviewMeta } from './meta.ts';

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * A record's preview as a guest sees it (`visibleObservations(GUEST)`: public, accepted or
 * pending): its card's title (which leaves out the settlement of a generalised record), the days,
 * the country or region, the notes unless the place is generalised, and its first visible photo.
 * Never coordinates, settlement of a sensitive species or anything of a record a guest may not see.
 */
export async function recordPreview(db: Db, id: number): Promise<PreviewMeta | null> {
  const record = await db.observation.findFirst({
    where: { id, AND: [visibleObservations(GUEST)] },
    select: {
      id: true,
      dateFrom: true,
      dateTo: true,
      country: true,
      region: true,
      informationWithheld: true,
      mediaIds: true,
      item: { select: { title: true, summary: true } },
    },
  });
  if (!record) return null;
  const days = isoDay(record.dateFrom) === isoDay(record.dateTo) ? isoDay(record.dateFrom) : `${isoDay(record.dateFrom)} – ${isoDay(record.dateTo)}`;
  const country = regionName(record.country);
  const where = [record.region, country].filter(Boolean).join(', ');
  const notes = record.informationWithheld === null ? record.item.summary : '';
  return {
    title: record.item.title,
    description: [[days, where].filter(Boolean).join(' · '), notes].filter(Boolean).join(' — '),
    path: `/observation/${record.id}`,
    image: await firstPicture(db, record.mediaIds),
    type: 'article',
  };
}

const REGION_NAMES = new Intl.DisplayNames(['hu'], { type: 'region' });

/** A country code's Hungarian name, the code itself when unknown; nothing for Europe as a whole (no country given). */
function regionName(code: string): string | null {
  if (code === EUROPE_CODE) return null;
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return REGION_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}
