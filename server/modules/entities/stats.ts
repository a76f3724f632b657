import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { mediaListWhere } from '../media/service.ts';
import type { Db } from '../objects/registry.ts';
import { entityRecords } from '../observations/service.ts';
import { visibleObservations } from '../observations/visibility.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';
import { PERSON_ENTITY, RelationCode } from '@domain/entities.ts';

export interface EntityStat {
  observationCount: number;
  speciesCount: number;
  mediaCount: number;
  postCount: number;
  chartCount: number;
  memberCount: number;
}

type StatEntity = { id: number; type: number };

/**
 * An entity page's counters (recording §3 stat: observation.total.cnt and spcnt, media, post),
 * each counted in the database inside the viewer's visibility rules, so a count never reveals an
 * item the viewer could not open: records (a person's own, a group's members'), the distinct
 * species among them, media (a person's uploads, a group's list), posts (a person's own, a
 * group's board). Members hold m; a person's count is their friends. Charts are the years with
 * records: each is a chart of the entity's chart page (/entity/{id}/chart/?year=).
 */
export async function entityStat(db: Db, viewer: Viewer, entity: StatEntity): Promise<EntityStat> {
  const observations: Prisma.ObservationWhereInput = { AND: [visibleObservations(viewer), entityRecords(entity)] };
  // The same filter as the media list the counter leads to.
  const media = mediaListWhere(viewer, entity.type === PERSON_ENTITY ? { uploaderId: entity.id } : { entityId: entity.id });
  const ownPosts: Prisma.TimelineItemWhereInput = entity.type === PERSON_ENTITY ? { ownerId: entity.id, entityId: null } : { entityId: entity.id };
  const [observationCount, species, years, mediaCount, postCount, memberCount] = await Promise.all([
    db.observation.count({ where: observations }),
    db.observation.groupBy({ by: ['speciesId'], where: { AND: [observations, { speciesId: { not: null } }] } }),
    db.observation.groupBy({ by: ['observedYear'], where: observations }),
    db.media.count({ where: media }),
    db.timelineItem.count({ where: { AND: [visibleTimelineItems(viewer), ownPosts, { postId: { not: null } }] } }),
    db.entityRelation.count({ where: { toId: entity.id, code: entity.type === PERSON_ENTITY ? RelationCode.FRIEND : RelationCode.MEMBER } }),
  ]);
  return { observationCount, speciesCount: species.length, mediaCount, postCount, chartCount: years.length, memberCount };
}
