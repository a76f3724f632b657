import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { MyMediaListPopupList_query$key } from '../../__generated__/MyMediaListPopupList_query.graphql.ts';
import type { MyMediaListPopupListPaginationQuery } from '../../__generated__/MyMediaListPopupListPaginationQuery.graphql.ts';
import type { MyMediaListPopupQuery } from '../../__generated__/MyMediaListPopupQuery.graphql.ts';
import { mediaMessages as m } from './media-messages.ts';
import { MEDIA_PAGE_SIZE, MediaGrid, MediaGridLoading } from './MediaGrid.tsx';

/** The route component of `/my/media/list/` (popup, login forced): the viewer's own uploads, files included. */
export default function MyMediaListPopup() {
  const intl = useIntl();
  return (
    <div className="media-page">
      <h2 className="media-page__title">{intl.formatMessage(m.myTitle)}</h2>
      <Suspense fallback={<MediaGridLoading />}>
        <MyMedia />
      </Suspense>
    </div>
  );
}

function MyMedia() {
  const intl = useIntl();
  const query = useLazyLoadQuery<MyMediaListPopupQuery>(
    graphql`
      query MyMediaListPopupQuery($count: Int!) {
        ...MyMediaListPopupList_query @arguments(count: $count)
      }
    `,
    { count: MEDIA_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<MyMediaListPopupListPaginationQuery, MyMediaListPopupList_query$key>(
    graphql`
      fragment MyMediaListPopupList_query on Query
      @refetchable(queryName: "MyMediaListPopupListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        viewer {
          media(first: $count, after: $cursor) @connection(key: "MyMediaListPopup_media") {
            totalCount
            edges {
              node {
                id
                ...MediaGrid_media
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.viewer.media;
  return <MediaGrid edges={edges} totalCount={totalCount} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} noResult={intl.formatMessage(m.myEmpty)} />;
}
