import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Button, Input, Label, SearchField, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import { LIST_MAX_ITEMS, LIST_PAGE_SIZE } from '@domain/paging.ts';
import type { SpeciesListPageListPaginationQuery } from '../../__generated__/SpeciesListPageListPaginationQuery.graphql.ts';
import type { SpeciesListPageList_query$key } from '../../__generated__/SpeciesListPageList_query.graphql.ts';
import type { SpeciesListPageQuery } from '../../__generated__/SpeciesListPageQuery.graphql.ts';
import { NetworkError } from '../../relay/environment.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Fab, Icon, InfiniteList, Spinner, useAlert } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { useAppNavigate } from '../shell/navigation.ts';
import { speciesMessages } from './messages.ts';
import { SpeciesListItem } from './SpeciesListItem.tsx';
import { parseGroupParam, type SpeciesGroup, speciesEditHref, speciesListVariables } from './species-text.ts';
import { registerSpeciesConnection, useSpeciesListVersion } from './store.ts';
import './species.css';

/** Wait this long after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

const GROUP_CHOICES = [
  { key: 'all', label: speciesMessages.groupAll },
  { key: 'butterfly', label: speciesMessages.groupButterflies },
  { key: 'moth', label: speciesMessages.groupMoths },
] as const;

/** The route component of `/species/`: the catalogue with a name search and a butterflies/moths filter. */
const SpeciesListPage: RouteScreenComponent<{ main: SpeciesListPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  const viewer = useViewer();
  const appNavigate = useAppNavigate();
  const [params, setParams] = useSearchParams();
  const { query, group } = speciesListVariables(params);
  const [text, setText] = useState(query ?? '');

  // The search follows the typing after a pause; empty text searches nothing (the whole catalogue).
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === (query ?? '')) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set('q', wanted);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, setParams]);

  const setGroup = (value: SpeciesGroup | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('group', value);
        else next.delete('group');
        return next;
      },
      { replace: true },
    );

  // A new search or filter is a new location, whose list the route loads; the shown list stays while it does.
  const shownList = useDeferredValue(queries.main);
  const stale = shownList !== queries.main;

  return (
    <div className="species-page">
      <h1 className="species-page__title">{intl.formatMessage(speciesMessages.title)}</h1>
      <div className="species-filters">
        <SearchField className="species-search" value={text} onChange={setText} onClear={() => setText('')}>
          <Label className="ui-visually-hidden">{intl.formatMessage(speciesMessages.search)}</Label>
          <Icon name="binoculars" size={20} />
          <Input className="species-search__input" placeholder={intl.formatMessage(speciesMessages.searchPlaceholder)} />
          <Button className="species-search__clear" aria-label={intl.formatMessage(speciesMessages.clearSearch)}>
            <Icon name="close" size={18} />
          </Button>
        </SearchField>
        <ToggleButtonGroup
          className="species-groups"
          aria-label={intl.formatMessage(speciesMessages.groupFilter)}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[group ?? 'all']}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            setGroup(parseGroupParam(String(key)));
          }}
        >
          {GROUP_CHOICES.map((choice) => (
            <ToggleButton key={choice.key} id={choice.key} className="species-groups__button">
              {intl.formatMessage(choice.label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <Suspense
        fallback={
          <div className="species-loading">
            <Spinner size="large" />
          </div>
        }
      >
        <SpeciesResults list={shownList} stale={stale} />
      </Suspense>
      {viewer.can.editSpecies && (
        <Link className="species-import-link" to="/species/import/">
          {intl.formatMessage(speciesMessages.importLink)}
        </Link>
      )}
      {viewer.can.editSpecies && <Fab label={intl.formatMessage(speciesMessages.add)} onPress={() => appNavigate(speciesEditHref(0))} />}
    </div>
  );
};
export default SpeciesListPage;

const speciesListQuery = graphql`
  query SpeciesListPageQuery($query: String, $group: String, $count: Int!) {
    ...SpeciesListPageList_query @arguments(query: $query, group: $group, count: $count)
  }
`;

function SpeciesResults({ list, stale }: { list: PreloadedQuery<SpeciesListPageQuery>; stale: boolean }) {
  const data = usePreloadedQuery(speciesListQuery, list);
  return <SpeciesList query={data} stale={stale} />;
}

function SpeciesList({ query, stale }: { query: SpeciesListPageList_query$key; stale: boolean }) {
  const intl = useIntl();
  const alert = useAlert();
  const [failed, setFailed] = useState(false);
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<SpeciesListPageListPaginationQuery, SpeciesListPageList_query$key>(
    graphql`
      fragment SpeciesListPageList_query on Query
      @refetchable(queryName: "SpeciesListPageListPaginationQuery")
      @argumentDefinitions(query: { type: "String" }, group: { type: "String" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        speciesList(query: $query, group: $group, first: $count, after: $cursor) @connection(key: "SpeciesListPage_speciesList", filters: ["query", "group"]) {
          __id
          totalCount
          edges {
            node {
              id
              family
              ...SpeciesListItem_species
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount, __id: connectionId } = data.speciesList;
  useEffect(() => registerSpeciesConnection(connectionId), [connectionId]);
  const version = useSpeciesListVersion();
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    refetch({}, { fetchPolicy: 'store-and-network' });
  }, [version, refetch]);
  const loaded = edges.length;
  const limit = Math.min(totalCount, LIST_MAX_ITEMS);
  const loadMore = () =>
    loadNext(Math.min(LIST_PAGE_SIZE, limit - loaded), {
      onComplete: (error) => {
        if (!error) return;
        setFailed(true);
        const status = error instanceof NetworkError ? error.status : error.message;
        void alert({ message: intl.formatMessage(speciesMessages.loadFailed, { status }) });
      },
    });
  return (
    <div className={stale ? 'species-results species-results--stale' : 'species-results'} aria-busy={stale}>
      {totalCount > 0 && <p className="species-results__count">{intl.formatMessage(speciesMessages.count, { count: totalCount })}</p>}
      <InfiniteList
        items={edges}
        getKey={(edge) => edge.node.id}
        renderItem={(edge, index) => (
          <>
            {edges[index - 1]?.node.family !== edge.node.family && <h2 className="species-family">{edge.node.family}</h2>}
            <SpeciesListItem species={edge.node} />
          </>
        )}
        hasMore={!failed && hasNext && loaded < limit}
        isLoading={isLoadingNext}
        onLoadMore={loadMore}
        noResult={intl.formatMessage(speciesMessages.noResult)}
        label={intl.formatMessage(speciesMessages.listLabel)}
      />
    </div>
  );
}
