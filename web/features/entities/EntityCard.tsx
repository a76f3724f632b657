import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { EntityCard_entity$key } from '../../__generated__/EntityCard_entity.graphql.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { PERSON_ENTITY } from '@domain/entities.ts';
import { entityHref, typeLabel } from './entity-types.ts';
import { entityMessages } from './messages.ts';
import { useCountryName } from './useCountryName.ts';

/** One entity of the community list: image, name, type, place, country and member count. */
export function EntityCard({ entity }: { entity: EntityCard_entity$key }) {
  const data = useFragment(
    graphql`
      fragment EntityCard_entity on Entity {
        recId
        type
        displayName
        profileImageUrl
        locationText
        country
        memberCount
      }
    `,
    entity,
  );
  const intl = useIntl();
  const countryName = useCountryName();
  const meta = [
    intl.formatMessage(typeLabel(data.type)),
    data.locationText,
    data.country && countryName(data.country) !== data.locationText ? countryName(data.country) : null,
  ].filter(Boolean);
  return (
    <Link className="entities-card" to={entityHref(data.recId, data.type)}>
      <EntityAvatar name={data.displayName} imageUrl={data.profileImageUrl} size={48} />
      <span className="entities-card__text">
        <span className="entities-card__name">{data.displayName}</span>
        <span className="entities-card__meta">{meta.join(' · ')}</span>
      </span>
      {data.type !== PERSON_ENTITY && <span className="entities-card__count">{intl.formatMessage(entityMessages.memberCount, { count: data.memberCount })}</span>}
    </Link>
  );
}
