import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIST_MAX_ITEMS, LIST_PAGE_SIZE } from '@domain/paging.ts';
import type { CommunityPageListPaginationQuery } from '../../__generated__/CommunityPageListPaginationQuery.graphql.ts';
import type { CommunityPageList_query$key } from '../../__generated__/CommunityPageList_query.graphql.ts';
import type { CommunityPageListQuery } from '../../__generated__/CommunityPageListQuery.graphql.ts';
import { NetworkError } from '../../relay/environment.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Icon, InfiniteList, Spinner, useAlert } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { EntityAutocomplete } from './EntityAutocomplete.tsx';
import { EntityCard } from './EntityCard.tsx';
import { GROUP_ENTITY, PROJECT_ENTITY } from '@domain/entities.ts';
import { entityHref, parseTypeParam, SEARCH_PARAM, TYPE_TABS } from './entity-types.ts';
import { GeoFilterSelect } from '../geo-filter/GeoFilterSelect.tsx';
import { useGeoFilter } from '../geo-filter/useGeoFilter.ts';
import { entityMessages } from './messages.ts';
import './entities.css';

const SEARCH_DEBOUNCE_MS = 300;

/** The route component of `/entity/`: the community list with type tabs, the geo filter and a name search. */
const CommunityPage: RouteScreenComponent<{ main: CommunityPageListQuery }> = ({ queries }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const [geo, setGeo] = useGeoFilter();
  const type = parseTypeParam(params.get('type'));
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  // The shown list stays while the one of the next filters loads.
  const shown = useDeferredValue(queries.main);
  const [typed, setTyped] = useState(search);

  // The list follows the typed name once typing pauses; the URL keeps it for back and reload.
  useEffect(() => {
    const text = typed.trim();
    if (text === search) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text) next.set(SEARCH_PARAM, text);
          else next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const tabHref = (tabType: number | null) => {
    const next = new URLSearchParams(params);
    if (tabType === null) next.delete('type');
    else next.set('type', String(tabType));
    const search = next.toString();
    return search ? `/entity/?${search}` : '/entity/';
  };

  return (
    <div className="entities-page">
      <header className="entities-title">
        <h1 className="entities-title__text">{intl.formatMessage(entityMessages.communityTitle)}</h1>
        <GeoFilterSelect value={geo} onChange={setGeo} />
      </header>
      <nav className="entities-tabs" aria-label={intl.formatMessage(entityMessages.typeTabs)}>
        {TYPE_TABS.map((tab) => (
          <Link key={String(tab.type)} to={tabHref(tab.type)} replace className="entities-tabs__tab" aria-current={tab.type === type ? 'page' : undefined}>
            {intl.formatMessage(tab.label)}
          </Link>
        ))}
      </nav>
      <div className="entities-search">
        <EntityAutocomplete
          label={intl.formatMessage(entityMessages.search)}
          types={type === null ? undefined : [type]}
          defaultText={search}
          onTextChange={setTyped}
          onSelect={(entity) => void navigate(entityHref(entity.recId, entity.type))}
        />
      </div>
      {!viewer.isGuest && (type === GROUP_ENTITY || type === PROJECT_ENTITY) && (
        <div className="entities-create">
          <Link className="entities-button" to={`/entity/edit/?type=${type}`}>
            <Icon name="plus" size={18} />
            {intl.formatMessage(type === PROJECT_ENTITY ? entityMessages.newProject : entityMessages.newGroup)}
          </Link>
        </div>
      )}
      <Suspense
        fallback={
          <div className="entities-loading">
            <Spinner size="large" />
          </div>
        }
      >
        <CommunityResults query={shown} />
      </Suspense>
    </div>
  );
};
export default CommunityPage;

function CommunityResults({ query }: { query: PreloadedQuery<CommunityPageListQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query CommunityPageListQuery($type: Int, $country: String, $query: String, $count: Int!) {
        ...CommunityPageList_query @arguments(type: $type, country: $country, query: $query, count: $count)
      }
    `,
    query,
  );
  return <CommunityList query={data} />;
}

function CommunityList({ query }: { query: CommunityPageList_query$key }) {
  const intl = useIntl();
  const alert = useAlert();
  const [failed, setFailed] = useState(false);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CommunityPageListPaginationQuery, CommunityPageList_query$key>(
    graphql`
      fragment CommunityPageList_query on Query
      @refetchable(queryName: "CommunityPageListPaginationQuery")
      @argumentDefinitions(type: { type: "Int" }, country: { type: "String" }, query: { type: "String" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        entities(type: $type, country: $country, query: $query, first: $count, after: $cursor)
          @connection(key: "CommunityPageList_entities", filters: ["type", "country", "query"]) {
          totalCount
          edges {
            node {
              id
              ...EntityCard_entity
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.entities;
  const loaded = edges.length;
  const limit = Math.min(totalCount, LIST_MAX_ITEMS);
  const loadMore = () =>
    loadNext(Math.min(LIST_PAGE_SIZE, limit - loaded), {
      onComplete: (error) => {
        if (!error) return;
        setFailed(true);
        const status = error instanceof NetworkError ? error.status : error.message;
        void alert({ message: intl.formatMessage(entityMessages.loadFailed, { status }) });
      },
    });
  return (
    <InfiniteList
      items={edges}
      getKey={(edge) => edge.node.id}
      renderItem={(edge) => <EntityCard entity={edge.node} />}
      hasMore={!failed && hasNext && loaded < limit}
      isLoading={isLoadingNext}
      onLoadMore={loadMore}
      noResult={intl.formatMessage(entityMessages.noResult)}
      label={intl.formatMessage(entityMessages.listLabel)}
    />
  );
}
