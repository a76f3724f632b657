import type { ReactNode } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import { PERSON_ENTITY } from '@domain/entities.ts';
import './relations.css';

/**
 * What a list of entities asks of each one for its cards (EntityCardData, and the id the list keys
 * them by). Unmasked: a list spreads it with `@relay(mask: false)` and passes the node on as it is.
 */
export const ENTITY_LIST_ITEM = graphql`
  fragment EntityListItem_entity on Entity {
    id
    recId
    type
    displayName
    profileImageUrl
    locationText
  }
`;

export interface EntityCardData {
  recId: number;
  type: number;
  displayName: string;
  profileImageUrl?: string | null;
  locationText?: string | null;
}

/** Where an entity's card leads: a person's page or an entity's page. */
export function entityPath({ recId, type }: Pick<EntityCardData, 'recId' | 'type'>): string {
  return type === PERSON_ENTITY ? `/people/${recId}` : `/entity/${recId}`;
}

export function EntityAvatar({ name, imageUrl, size = 40 }: { name: string; imageUrl: string | null | undefined; size?: number }) {
  const style = { width: size, height: size };
  if (imageUrl) return <img className="relations-avatar" style={style} src={imageUrl} alt="" loading="lazy" />;
  return (
    <span className="relations-avatar" style={style} aria-hidden="true">
      {Array.from(name.trim())[0]?.toLocaleUpperCase() ?? ''}
    </span>
  );
}

export interface EntityListItemProps {
  entity: EntityCardData;
  /** buttons at the card's end, e.g. accepting a join request */
  actions?: ReactNode;
}

/** One entity in a list: image, name and place, linking to /people/{id} or /entity/{id}. */
export function EntityListItem({ entity, actions }: EntityListItemProps) {
  return (
    <div className="relations-card">
      <Link className="relations-card__link" to={entityPath(entity)}>
        <EntityAvatar name={entity.displayName} imageUrl={entity.profileImageUrl} />
        <span className="relations-card__text">
          <span className="relations-card__name">{entity.displayName}</span>
          {entity.locationText && <span className="relations-card__meta">{entity.locationText}</span>}
        </span>
      </Link>
      {actions && <div className="relations-card__actions">{actions}</div>}
    </div>
  );
}
