import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { MediaListPageList_query$key } from '../../__generated__/MediaListPageList_query.graphql.ts';
import type { MediaListPageListPaginationQuery } from '../../__generated__/MediaListPageListPaginationQuery.graphql.ts';
import type { MediaListPageQuery } from '../../__generated__/MediaListPageQuery.graphql.ts';
import { recIdParam } from '../observations/observation-form.ts';
import { mediaMessages as m } from './media-messages.ts';
import { MEDIA_PAGE_SIZE, MediaGrid, MediaGridLoading } from './MediaGrid.tsx';

/** The route component of `/media/` (alias `/media/photos/…`): everybody's photos the viewer may see, or one uploader's (`?uploader=`). */
export default function MediaListPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const uploaderId = recIdParam(params.get('uploader') ?? undefined);
  return (
    <div className="media-page">
      <h1 className="media-page__title">{intl.formatMessage(m.galleryTitle)}</h1>
      <Suspense fallback={<MediaGridLoading />}>
        <Gallery uploaderId={uploaderId} />
      </Suspense>
    </div>
  );
}

function Gallery({ uploaderId }: { uploaderId: number | null }) {
  const intl = useIntl();
  const query = useLazyLoadQuery<MediaListPageQuery>(
    graphql`
      query MediaListPageQuery($uploaderId: Int, $withUploader: Boolean!, $uploader: Int!, $count: Int!) {
        entity(recId: $uploader) @include(if: $withUploader) {
          displayName
        }
        ...MediaListPageList_query @arguments(uploaderId: $uploaderId, count: $count)
      }
    `,
    { uploaderId, withUploader: uploaderId !== null, uploader: uploaderId ?? 0, count: MEDIA_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<MediaListPageListPaginationQuery, MediaListPageList_query$key>(
    graphql`
      fragment MediaListPageList_query on Query
      @refetchable(queryName: "MediaListPageListPaginationQuery")
      @argumentDefinitions(uploaderId: { type: "Int" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        mediaList(uploaderId: $uploaderId, mediaType: "i", first: $count, after: $cursor) @connection(key: "MediaListPage_mediaList", filters: ["uploaderId"]) {
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
