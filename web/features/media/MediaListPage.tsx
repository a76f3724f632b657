import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { MediaListPageList_query$key } from '../../__generated__/MediaListPageList_query.graphql.ts';
import type { MediaListPageListPaginationQuery } from '../../__generated__/MediaListPageListPaginationQuery.graphql.ts';
import type { MediaListPageQuery } from '../../__generated__/MediaListPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { LibraryUpload } from './LibraryUpload.tsx';
import { mediaMessages as m } from './media-messages.ts';
import { MediaGrid, MediaGridLoading } from './MediaGrid.tsx';

/**
 * The route component of `/media/` (alias `/media/photos/…`): everybody's photos the viewer may see,
 * or one uploader's (`?uploader=`); and of `/entity/{id}/media/`: an entity's (a person's uploads).
 */
const MediaListPage: RouteScreenComponent<{ main: MediaListPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  return (
    <div className="media-page">
      <h1 className="media-page__title">{intl.formatMessage(m.galleryTitle)}</h1>
      <Suspense fallback={<MediaGridLoading />}>
        <Gallery list={queries.main} />
      </Suspense>
    </div>
  );
};
export default MediaListPage;

/** Members and admins of a group or project add to its media list (the publish-to letters A, C, E, m; the server decides). */
function mayAddToList(entity: { type: number; viewerRelation: string; viewerAdminCodes: readonly string[] }): boolean {
  if (entity.type === 0 || entity.type === 1) return false;
  return entity.viewerRelation === 'MEMBER' || entity.viewerAdminCodes.some((code) => ['A', 'C', 'E'].includes(code));
}

function Gallery({ list }: { list: PreloadedQuery<MediaListPageQuery> }) {
  const intl = useIntl();
  const entityId = list.variables.entityId ?? null;
  const query = usePreloadedQuery(
    graphql`
      query MediaListPageQuery($uploaderId: Int, $entityId: Int, $named: Boolean!, $namedId: Int!, $count: Int!) {
        entity(recId: $namedId) @include(if: $named) {
          displayName
          type
          viewerRelation
          viewerAdminCodes
        }
        ...MediaListPageList_query @arguments(uploaderId: $uploaderId, entityId: $entityId, count: $count)
      }
    `,
    list,
  );
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<MediaListPageListPaginationQuery, MediaListPageList_query$key>(
    graphql`
      fragment MediaListPageList_query on Query
      @refetchable(queryName: "MediaListPageListPaginationQuery")
      @argumentDefinitions(uploaderId: { type: "Int" }, entityId: { type: "Int" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        mediaList(uploaderId: $uploaderId, entityId: $entityId, mediaType: "i", first: $count, after: $cursor)
          @connection(key: "MediaListPage_mediaList", filters: ["uploaderId", "entityId"]) {
          totalCount
          edges {
            node {
              id
              ...MediaGrid_media
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <>
      {query.entity && <p className="media-grid__count">{intl.formatMessage(m.byUploader, { name: query.entity.displayName })}</p>}
      {entityId !== null && query.entity && mayAddToList(query.entity) && (
        <LibraryUpload entityId={entityId} onUploaded={() => refetch({}, { fetchPolicy: 'network-only' })} />
      )}
      <MediaGrid
        edges={data.mediaList.edges}
        totalCount={data.mediaList.totalCount}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
        noResult={intl.formatMessage(m.galleryEmpty)}
      />
    </>
  );
}
