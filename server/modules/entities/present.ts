import type { Viewer } from '../../auth/viewer.ts';
import type { Entity } from '../../db/generated/prisma/client.ts';
import { entityPolicy } from './policy.ts';
import { adminLetters } from './rights.ts';
import type { EntityStat } from './stats.ts';

type CardFields = Pick<Entity, 'id' | 'type' | 'subType' | 'displayName' | 'profileImageUrl' | 'locationText' | 'country' | 'createdAt'>;

/** The entity card of social-core §3 and recording §3, in the REST spelling. */
export function entityCardForRest(entity: CardFields) {
  return {
    id: entity.id,
    type: entity.type,
    sub_type: entity.subType,
    display_name: entity.displayName,
    profile_image_url: entity.profileImageUrl,
    location_text: entity.locationText,
    country: entity.country,
    created_at: entity.createdAt.toISOString(),
  };
}

/** One entity's page data (`GET /api/entity/{id}`): the card, its settings and stats, and the viewer's letters and rights. */
export function entityForRest(viewer: Viewer, entity: Entity, stat: EntityStat, codes: string[]) {
  const { manageMembers, ...rights } = entityPolicy(viewer, { ...entity, codes });
  return {
    ...entityCardForRest(entity),
    description: entity.description,
    pub_note: entity.pubNote,
    pub_question: entity.pubQuestion,
    pub_alert: entity.pubAlert,
    stat: {
      observation: { total: { cnt: stat.observationCount, spcnt: stat.speciesCount } },
      media: stat.mediaCount,
      post: stat.postCount,
      chart: stat.chartCount,
      member: stat.memberCount,
    },
    entity_relation: { [entity.id]: codes },
    admin_relation: adminLetters(codes),
    rights: { ...rights, manage_members: manageMembers },
  };
}
