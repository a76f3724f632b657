import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { MediaListPopupList_query$key } from '../../__generated__/MediaListPopupList_query.graphql.ts';
import type { MediaListPopupListPaginationQuery } from '../../__generated__/MediaListPopupListPaginationQuery.graphql.ts';
import type { MediaListPopupQuery } from '../../__generated__/MediaListPopupQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { MediaCardContent, MediaCardList } from './MediaCard.tsx';
import { mediaTypeParam, type MediaTypeCode, withSearchParam } from './media-query.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import { MediaGridLoading } from './MediaGrid.tsx';
import { MediaTypeFilter } from './MediaTypeFilter.tsx';
import './MediaLists.css';

/**
 * The route component of `/media/list/` (popup, login forced): the viewer's attachments, or an
 * entity's media list with `?entity_id=`; `?type=i|v|a|f` keeps one type. A card opens /media/{rec_id}.
 */
const MediaListPopup: RouteScreenComponent<{ main: MediaListPopupQuery }> = ({ queries }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const type = mediaTypeParam(params.get('type'));
  // The filter replaces the entry in place, over the same page.
  const filter = (next: MediaTypeCode | null) =>
    void navigate({ search: withSearchParam(location.search, 'type', next) }, { replace: true, state: location.state as unknown });
  return (
    <div className="media-popup">
      <h2 className="media-page__title">{intl.formatMessage(s.listTitle)}</h2>
      <MediaTypeFilter value={type} onChange={filter} />
      <Suspense fallback={<MediaGridLoading />}>
        <AttachmentList list={queries.main} />
      </Suspense>
    </div>
  );
};
export default MediaListPopup;

function AttachmentList({ list }: { list: PreloadedQuery<MediaListPopupQuery> }) {
  const intl = useIntl();
  const query = usePreloadedQuery(
    graphql`
      query MediaListPopupQuery($uploaderId: Int, $entityId: Int, $mediaType: String, $count: Int!) {
        ...MediaListPopupList_query @arguments(uploaderId: $uploaderId, entityId: $entityId, mediaType: $mediaType, count: $count)
      }
    `,
    list,
  );
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<MediaListPopupListPaginationQuery, MediaListPopupList_query$key>(
    graphql`
      fragment MediaListPopupList_query on Query
      @refetchable(queryName: "MediaListPopupListPaginationQuery")
      @argumentDefinitions(uploaderId: { type: "Int" }, entityId: { type: "Int" }, mediaType: { type: "String" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        mediaList(uploaderId: $uploaderId, entityId: $entityId, mediaType: $mediaType, first: $count, after: $cursor)
          @connection(key: "MediaListPopup_mediaList", filters: ["uploaderId", "entityId", "mediaType"]) {
          totalCount
          edges {
            node {
              id
              recId
              ...MediaCard_media
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <MediaCardList
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      edges={data.mediaList.edges}
      totalCount={data.mediaList.totalCount}
      noResult={intl.formatMessage(s.listEmpty)}
      renderCard={({ node }) => (
        <article className="ui-list-card" data-testid="media-card">
          <Link className="ui-list-card__main" to={`/media/${node.recId}`}>
            <MediaCardContent media={node} />
          </Link>
        </article>
      )}
    />
  );
}
