import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useParams, useSearchParams } from 'react-router';
import { canLoadMore, LIST_PAGE_SIZE, nextPageSize } from '@domain/paging.ts';
import type { RelationListPopupLikersPaginationQuery } from '../../__generated__/RelationListPopupLikersPaginationQuery.graphql.ts';
import type { RelationListPopupQuery } from '../../__generated__/RelationListPopupQuery.graphql.ts';
import type { RelationListPopup_likers$key } from '../../__generated__/RelationListPopup_likers.graphql.ts';
import { NetworkError } from '../../relay/environment.ts';
import { InfiniteList, Spinner, useAlert } from '../../ui/index.ts';
import { EntityListItem } from './EntityListItem.tsx';
import { toEntityGlobalId } from './global-id.ts';
import { relationListTitles, relationsMessages } from './messages.ts';
import { EntityRelationList, relationListTitle } from './RelationListPage.tsx';
import './relations.css';

/** The LIKEDBY relation type: the id is then the liked object's global id. */
const LIKED_BY = 'l';

/**
 * The route component of `/entity_relation_list_popup/{id}?_reltype=l&_title=LIKEDBY` (a popup):
 * who liked an object, or with another `_reltype` who holds that relation towards entity `id`.
 */
export default function RelationListPopup() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const intl = useIntl();
  const relType = params.get('_reltype') ?? LIKED_BY;
  const title = relationListTitle(relType, params.get('_title') ?? (relType === LIKED_BY ? 'LIKEDBY' : null));
  return (
    <div className="relations-page relations-page--popup">
      <h2 className="relations-page__title">{intl.formatMessage(relationListTitles[title])}</h2>
      <Suspense fallback={<Spinner />}>
        {relType === LIKED_BY ? <LikersList objectId={id} /> : <EntityRelationList entityId={toEntityGlobalId(id)} relType={relType} />}
      </Suspense>
    </div>
  );
}

function LikersList({ objectId }: { objectId: string }) {
  const data = useLazyLoadQuery<RelationListPopupQuery>(
    graphql`
      query RelationListPopupQuery($objectId: ID!, $count: Int!) {
        ...RelationListPopup_likers @arguments(objectId: $objectId, count: $count)
      }
    `,
    { objectId, count: LIST_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  return <Likers query={data} />;
}

function Likers({ query }: { query: RelationListPopup_likers$key }) {
  const intl = useIntl();
  const alert = useAlert();
  const [loadFailed, setLoadFailed] = useState(false);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<RelationListPopupLikersPaginationQuery, RelationListPopup_likers$key>(
    graphql`
      fragment RelationListPopup_likers on Query
      @refetchable(queryName: "RelationListPopupLikersPaginationQuery")
      @argumentDefinitions(objectId: { type: "ID!" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        likers(objectId: $objectId, first: $count, after: $cursor) @connection(key: "RelationListPopup_likers") {
          totalCount
          edges {
            node {
              id
              recId
              type
              displayName
              profileImageUrl
              locationText
            }
          }
        }
      }
    `,
    query,
  );
  const list = data.likers;
  if (!list) return <p className="relations-page__empty">{intl.formatMessage(relationsMessages.listUnavailable)}</p>;
  const nodes = list.edges.map((edge) => edge.node);
  const loadMore = () =>
    loadNext(nextPageSize(nodes.length), {
      onComplete: (error) => {
        if (!error) return;
        setLoadFailed(true);
        void alert({ message: intl.formatMessage(relationsMessages.loadFailed, { status: error instanceof NetworkError ? error.status : error.message }) });
      },
    });
  return (
    <InfiniteList
      items={nodes}
      getKey={(node) => node.id}
      renderItem={(node) => <EntityListItem entity={node} />}
      hasMore={!loadFailed && canLoadMore(nodes.length, list.totalCount, hasNext)}
      isLoading={isLoadingNext}
      onLoadMore={loadMore}
      noResult={intl.formatMessage(relationsMessages.noResult)}
      label={intl.formatMessage(relationListTitles.LIKEDBY)}
    />
  );
}
