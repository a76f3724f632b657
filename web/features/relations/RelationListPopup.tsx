import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { RelationListPopupLikersPaginationQuery } from '../../__generated__/RelationListPopupLikersPaginationQuery.graphql.ts';
import type { RelationListPopupQuery } from '../../__generated__/RelationListPopupQuery.graphql.ts';
import type { RelationListPopup_likers$key } from '../../__generated__/RelationListPopup_likers.graphql.ts';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import type { RelationListPageQuery } from '../../__generated__/RelationListPageQuery.graphql.ts';
import { InfiniteList, Spinner } from '../../ui/index.ts';
import { EntityListItem } from './EntityListItem.tsx';
import { LIKED_BY } from './relation-list-route.ts';
import { relationListTitles, relationsMessages } from './messages.ts';
import { EntityRelationList, relationListTitle } from './RelationListPage.tsx';
import './relations.css';

/**
 * The route component of `/entity_relation_list_popup/{id}?_reltype=l&_title=LIKEDBY` (a popup):
 * who liked an object, or with another `_reltype` who holds that relation towards entity `id`.
 */
const RelationListPopup: RouteScreenComponent<{ likers?: RelationListPopupQuery; relations?: RelationListPageQuery }> = ({ queries }) => {
  const [params] = useSearchParams();
  const intl = useIntl();
  const likers = optionalQuery<RelationListPopupQuery>(queries.likers);
  const relations = optionalQuery<RelationListPageQuery>(queries.relations);
  const relType = relations?.variables.relType ?? LIKED_BY;
  const title = relationListTitle(relType, params.get('_title') ?? (relType === LIKED_BY ? 'LIKEDBY' : null));
  return (
    <div className="relations-page relations-page--popup">
      <h2 className="relations-page__title">{intl.formatMessage(relationListTitles[title])}</h2>
      <Suspense fallback={<Spinner />}>{relations ? <EntityRelationList query={relations} /> : likers ? <LikersList query={likers} /> : null}</Suspense>
    </div>
  );
};
export default RelationListPopup;

function LikersList({ query }: { query: PreloadedQuery<RelationListPopupQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query RelationListPopupQuery($objectId: ID!, $count: Int!) {
        ...RelationListPopup_likers @arguments(objectId: $objectId, count: $count)
      }
    `,
    query,
  );
  return <Likers query={data} />;
}

function Likers({ query }: { query: RelationListPopup_likers$key }) {
  const intl = useIntl();
  const { data, ...pagination } = usePaginationFragment<RelationListPopupLikersPaginationQuery, RelationListPopup_likers$key>(
    graphql`
      fragment RelationListPopup_likers on Query
      @refetchable(queryName: "RelationListPopupLikersPaginationQuery")
      @argumentDefinitions(objectId: { type: "ID!" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        likers(objectId: $objectId, first: $count, after: $cursor) @connection(key: "RelationListPopup_likers") {
          edges {
            node {
              ...EntityListItem_entity @relay(mask: false)
            }
          }
        }
      }
    `,
    query,
  );
  const list = data.likers;
  // Called before the early return below (a hook runs on every render).
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, list?.edges.length ?? 0, relationsMessages.loadFailed);
  if (!list) return <p className="relations-page__empty">{intl.formatMessage(relationsMessages.listUnavailable)}</p>;
  const nodes = list.edges.map((edge) => edge.node);
  return (
    <InfiniteList
      items={nodes}
      getKey={(node) => node.id}
      renderItem={(node) => <EntityListItem entity={node} />}
      hasMore={hasMore}
      isLoading={isLoading}
      onLoadMore={loadMore}
      noResult={intl.formatMessage(relationsMessages.noResult)}
      label={intl.formatMessage(relationListTitles.LIKEDBY)}
    />
  );
}
