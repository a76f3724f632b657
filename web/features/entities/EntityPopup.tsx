import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { EntityPopupQuery } from '../../__generated__/EntityPopupQuery.graphql.ts';
import type { EntityPopup_entity$key } from '../../__generated__/EntityPopup_entity.graphql.ts';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { RelationActions } from '../relations/RelationActions.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { EntityNotFound } from './EntityPage.tsx';
import { PERSON_ENTITY } from '@domain/entities.ts';
import { entityHref, typeLabel } from './entity-types.ts';
import { entityMessages } from './messages.ts';
import { useCountryName } from './useCountryName.ts';
import './entities.css';

/** The route component of `/entity/popup/{id}` and `/entity/{id}/popover`: an entity's small card. */
const EntityPopup: RouteScreenComponent<{ main?: EntityPopupQuery }> = ({ queries }) => {
  const query = optionalQuery<EntityPopupQuery>(queries.main);
  return <RouteScreen>{query ? <EntityPopupContent query={query} /> : <EntityNotFound />}</RouteScreen>;
};
export default EntityPopup;

function EntityPopupContent({ query }: { query: PreloadedQuery<EntityPopupQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query EntityPopupQuery($recId: Int!) {
        entity(recId: $recId) {
          ...EntityPopup_entity
        }
      }
    `,
    query,
  );
  return data.entity ? <EntitySmallCard entity={data.entity} /> : <EntityNotFound />;
}

/** Image, name, type, place, counters, the relation button and a link to the page. */
export function EntitySmallCard({ entity }: { entity: EntityPopup_entity$key }) {
  const data = useFragment(
    graphql`
      fragment EntityPopup_entity on Entity {
        recId
        type
        displayName
        profileImageUrl
        locationText
        country
        stat {
          observationCount
          postCount
          memberCount
        }
        ...RelationActions_entity
      }
    `,
    entity,
  );
  const intl = useIntl();
  const countryName = useCountryName();
  const country = data.country ? countryName(data.country) : null;
  const place = [data.locationText, country !== data.locationText ? country : null].filter(Boolean).join(' · ');
  return (
    <div className="entities-small-card" data-testid="entity-small-card">
      <div className="entities-small-card__head">
        <EntityAvatar name={data.displayName} imageUrl={data.profileImageUrl} size={56} />
        <div>
          <h2 className="entities-small-card__name">{data.displayName}</h2>
          <p className="entities-profile__meta">{[intl.formatMessage(typeLabel(data.type)), place].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      <dl className="entities-stats entities-stats--small">
        <div className="entities-stats__item">
          <dt>{intl.formatMessage(entityMessages.statObservations)}</dt>
          <dd>{intl.formatNumber(data.stat.observationCount)}</dd>
        </div>
        <div className="entities-stats__item">
          <dt>{intl.formatMessage(entityMessages.statPosts)}</dt>
          <dd>{intl.formatNumber(data.stat.postCount)}</dd>
        </div>
        <div className="entities-stats__item">
          <dt>{intl.formatMessage(data.type === PERSON_ENTITY ? entityMessages.statFriends : entityMessages.statMembers)}</dt>
          <dd>{intl.formatNumber(data.stat.memberCount)}</dd>
        </div>
      </dl>
      <div className="entities-small-card__actions">
        <RelationActions entity={data} />
        <Link className="entities-button" to={entityHref(data.recId, data.type)}>
          {intl.formatMessage(entityMessages.openPage)}
        </Link>
      </div>
    </div>
  );
}
