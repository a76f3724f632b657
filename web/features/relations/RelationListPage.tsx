import { Suspense } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { commitLocalUpdate, graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { RelationListPageQuery } from '../../__generated__/RelationListPageQuery.graphql.ts';
import type { RelationListPage_entity$key } from '../../__generated__/RelationListPage_entity.graphql.ts';
import type { RelationListPagePaginationQuery } from '../../__generated__/RelationListPagePaginationQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { InfiniteList, Spinner } from '../../ui/index.ts';
import { EntityListItem } from './EntityListItem.tsx';
import { relationListTitles, relationsMessages } from './messages.ts';
import { useRelationCommand } from './useRelationCommand.ts';
import './relations.css';

/** The list's title: `_title` when it names a known title (e.g. LIKEDBY), else the relation letter's. */
export function relationListTitle(relType: string, title?: string | null): keyof typeof relationListTitles {
  if (title && Object.hasOwn(relationListTitles, title)) return title as keyof typeof relationListTitles;
  return Object.hasOwn(relationListTitles, relType) ? (relType as keyof typeof relationListTitles) : 'other';
}

/** The route component of `/entity/{id}/relation/{relType}`: who holds a relation (m, b, j, A, …) towards an entity. */
const RelationListPage: RouteScreenComponent<{ main: RelationListPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  const { relType } = queries.main.variables;
  return (
    <div className="relations-page">
      <h1 className="relations-page__title">{intl.formatMessage(relationListTitles[relationListTitle(relType)])}</h1>
      <Suspense fallback={<Spinner />}>
        <EntityRelationList query={queries.main} />
      </Suspense>
    </div>
  );
};
export default RelationListPage;

/** The infinite list of the entities holding a relation towards an entity (the page's and the popup's). */
export function EntityRelationList({ query }: { query: PreloadedQuery<RelationListPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery(
    graphql`
      query RelationListPageQuery($id: ID!, $relType: String!, $count: Int!) {
        node(id: $id) {
          ... on Entity {
            id
            displayName
            ...RelationListPage_entity @arguments(relType: $relType, count: $count)
          }
        }
      }
    `,
    query,
  );
  const entity = data.node;
  if (!entity?.id) return <p className="relations-page__empty">{intl.formatMessage(relationsMessages.listUnavailable)}</p>;
  return <RelatedEntities entity={entity} relType={query.variables.relType} />;
}

interface RelatedEntitiesProps {
  entity: RelationListPage_entity$key & { id?: string; displayName?: string };
  relType: string;
}

function RelatedEntities({ entity, relType }: RelatedEntitiesProps) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const run = useRelationCommand();
  const { data, ...pagination } = usePaginationFragment<RelationListPagePaginationQuery, RelationListPage_entity$key>(
    graphql`
      fragment RelationListPage_entity on Entity
      @refetchable(queryName: "RelationListPagePaginationQuery")
      @argumentDefinitions(relType: { type: "String!" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        id
        recId
        type
        displayName
        relatedEntities(relType: $relType, first: $count, after: $cursor) @connection(key: "RelationListPage_relatedEntities") {
          __id
          edges {
            node {
              ...EntityListItem_entity @relay(mask: false)
            }
          }
        }
      }
    `,
    entity,
  );
  const list = data.relatedEntities;
  // Called before the early return below (a hook runs on every render).
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, list?.edges.length ?? 0, relationsMessages.loadFailed);
  if (!list) return <p className="relations-page__empty">{intl.formatMessage(relationsMessages.listUnavailable)}</p>;
  const nodes = list.edges.map((edge) => edge.node);

  // An administrator decides join requests here; a decided request leaves the list.
  const decide = async (member: (typeof nodes)[number], accept: boolean) => {
    const target = { id: data.id, recId: data.recId, type: data.type, displayName: data.displayName };
    const outcome = await run(accept ? 'ACCEPT_REQUEST' : 'REJECT_REQUEST', target, { member: member.id, confirmed: accept });
    if (!outcome.ok) return;
    commitLocalUpdate(environment, (store) => {
      const connection = store.get(list.__id);
      if (connection) ConnectionHandler.deleteNode(connection, member.id);
    });
  };

  return (
    <InfiniteList
      items={nodes}
      getKey={(node) => node.id}
      renderItem={(node) => (
        <EntityListItem
          entity={node}
          actions={
            relType === 'j' && (
              <>
                <Button className="relations-button relations-button--primary relations-button--small" onPress={() => void decide(node, true)}>
                  {intl.formatMessage(relationsMessages.accept)}
                </Button>
                <Button className="relations-button relations-button--small" onPress={() => void decide(node, false)}>
                  {intl.formatMessage(relationsMessages.reject)}
                </Button>
              </>
            )
          }
        />
      )}
      hasMore={hasMore}
      isLoading={isLoading}
      onLoadMore={loadMore}
      noResult={intl.formatMessage(relationsMessages.noResult)}
      label={intl.formatMessage(relationListTitles[relationListTitle(relType)])}
    />
  );
}
