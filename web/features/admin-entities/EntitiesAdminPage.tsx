import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { EntitiesAdminPage_entities$key } from '../../__generated__/EntitiesAdminPage_entities.graphql.ts';
import type { EntitiesAdminPagePaginationQuery } from '../../__generated__/EntitiesAdminPagePaginationQuery.graphql.ts';
import type { EntitiesAdminPageQuery, EntityActivity, EntityArchiveState, EntitySize } from '../../__generated__/EntitiesAdminPageQuery.graphql.ts';
import { ENTITY_ACTIVITIES, ENTITY_ARCHIVE_STATES, ENTITY_SIZES } from '@domain/entity-admin.ts';
import { COUNTRIES } from '@domain/geo/countries.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { InfiniteList } from '../../ui/index.ts';
import { typeLabel } from '../entities/entity-types.ts';
import { useCountryName } from '../entities/useCountryName.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { activityName, archiveName, adminEntitiesMessages as m, sizeName } from './messages.ts';
import './admin-entities.css';

const PAGE_SIZE = 30;
/** the type select: group-like kinds, or everything with people ("people") */
const TYPES = [-1, 2, 6, 0] as const;

/** `/admin/entity/list/` (site ADMIN): every entity, filtered by type, country, size, activity, name and archive state. */
export default function EntitiesAdminPage() {
  return (
    <PartTexts part="admin">
      <RouteScreen className="admin-entities">
        <EntitiesScreen />
      </RouteScreen>
    </PartTexts>
  );
}

function EntitiesScreen() {
  const intl = useIntl();
  const countryName = useCountryName();
  const ids = { search: useId(), type: useId(), country: useId(), size: useId(), activity: useId(), archive: useId() };
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [country, setCountry] = useState('');
  const [size, setSize] = useState<EntitySize | null>(null);
  const [activity, setActivity] = useState<EntityActivity | null>(null);
  const [archived, setArchived] = useState<EntityArchiveState>('active');
  const query = useDeferredValue(search.trim());
  const root = useLazyLoadQuery<EntitiesAdminPageQuery>(
    graphql`
      query EntitiesAdminPageQuery(
        $count: Int!
        $type: Int
        $people: Boolean
        $country: String
        $size: EntitySize
        $activity: EntityActivity
        $query: String
        $archived: EntityArchiveState
      ) {
        ...EntitiesAdminPage_entities
          @arguments(count: $count, type: $type, people: $people, country: $country, size: $size, activity: $activity, query: $query, archived: $archived)
      }
    `,
    {
      count: PAGE_SIZE,
      type: type === '' || type === 'people' ? null : Number(type),
      people: type === 'people',
      country: country || null,
      size,
      activity,
      query: query || null,
      archived,
    },
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <>
      <h1>{intl.formatMessage(m.title)}</h1>
      <form className="admin-entities__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.search}>{intl.formatMessage(m.search)}</label>
        <input id={ids.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} data-testid="entities-search" />
        <label htmlFor={ids.type}>{intl.formatMessage(m.type)}</label>
        <select id={ids.type} value={type} onChange={(event) => setType(event.target.value)} data-testid="entities-type">
          <option value="">{intl.formatMessage(m.anyType)}</option>
          {TYPES.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(typeLabel(each))}
            </option>
          ))}
          <option value="people">{intl.formatMessage(m.withPeople)}</option>
        </select>
        <label htmlFor={ids.country}>{intl.formatMessage(m.country)}</label>
        <select id={ids.country} value={country} onChange={(event) => setCountry(event.target.value)} data-testid="entities-country">
          <option value="">{intl.formatMessage(m.anyCountry)}</option>
          {COUNTRIES.map((each) => (
            <option key={each.code} value={each.code}>
              {countryName(each.code)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.size}>{intl.formatMessage(m.size)}</label>
        <select id={ids.size} value={size ?? ''} onChange={(event) => setSize((event.target.value || null) as EntitySize | null)} data-testid="entities-size">
          <option value="">{intl.formatMessage(m.anySize)}</option>
          {ENTITY_SIZES.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(sizeName(each))}
            </option>
          ))}
        </select>
        <label htmlFor={ids.activity}>{intl.formatMessage(m.activity)}</label>
        <select
          id={ids.activity}
          value={activity ?? ''}
          onChange={(event) => setActivity((event.target.value || null) as EntityActivity | null)}
          data-testid="entities-activity"
        >
          <option value="">{intl.formatMessage(m.anyActivity)}</option>
          {ENTITY_ACTIVITIES.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(activityName(each))}
            </option>
          ))}
        </select>
        <label htmlFor={ids.archive}>{intl.formatMessage(m.archive)}</label>
        <select id={ids.archive} value={archived} onChange={(event) => setArchived(event.target.value as EntityArchiveState)} data-testid="entities-archive">
          {ENTITY_ARCHIVE_STATES.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(archiveName(each))}
            </option>
          ))}
        </select>
      </form>
      <EntityList entities={root} />
    </>
  );
}

function EntityList({ entities }: { entities: EntitiesAdminPage_entities$key }) {
  const intl = useIntl();
  const pagination = usePaginationFragment<EntitiesAdminPagePaginationQuery, EntitiesAdminPage_entities$key>(
    graphql`
      fragment EntitiesAdminPage_entities on Query
      @refetchable(queryName: "EntitiesAdminPagePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int!" }
        cursor: { type: "String" }
        type: { type: "Int" }
        people: { type: "Boolean" }
        country: { type: "String" }
        size: { type: "EntitySize" }
        activity: { type: "EntityActivity" }
        query: { type: "String" }
        archived: { type: "EntityArchiveState" }
      ) {
        adminEntities(
          first: $count
          after: $cursor
          type: $type
          people: $people
          country: $country
          size: $size
          activity: $activity
          query: $query
          archived: $archived
        ) @connection(key: "EntitiesAdminPage_adminEntities") {
          totalCount
          edges {
            node {
              id
              recId
              type
              displayName
              country
              memberCount
              lastActivityAt
              archivedAt
            }
          }
        }
      }
    `,
    entities,
  );
  const list = pagination.data.adminEntities;
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, list?.edges.length ?? 0, m.loadFailed);
  const nodes = list?.edges.map((edge) => edge.node) ?? [];
  return (
    <section className="admin-entities__list">
      <p className="admin-entities__count" data-testid="entities-count">
        {intl.formatMessage(m.count, { count: list?.totalCount ?? 0 })}
      </p>
      <InfiniteList
        items={nodes}
        getKey={(node) => node.id}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={loadMore}
        label={intl.formatMessage(m.title)}
        noResult={<p className="admin-entities__empty">{intl.formatMessage(m.empty)}</p>}
        renderItem={(node) => (
          <div className="admin-entities__row" data-testid="entities-row">
            <Link className="admin-entities__name" to={`/admin/entity/settings/${node.recId}`}>
              {node.displayName}
            </Link>
            <span className="admin-entities__meta">
              {[
                intl.formatMessage(typeLabel(node.type)),
                node.country,
                intl.formatMessage(m.members, { count: node.memberCount }),
                intl.formatMessage(m.lastActivity, { date: intl.formatDate(node.lastActivityAt, { dateStyle: 'medium' }) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {node.archivedAt && <span className="admin-entities__badge">{intl.formatMessage(m.archived)}</span>}
            <span className="admin-entities__links">
              <Link to={`/admin/entity/settings/${node.recId}`}>{intl.formatMessage(m.settingsLink)}</Link>
              <Link to={`/admin/entity/edit/${node.recId}`}>{intl.formatMessage(m.editLink)}</Link>
            </span>
          </div>
        )}
      />
    </section>
  );
}
