import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { MediaReviewPage_queue$key } from '../../__generated__/MediaReviewPage_queue.graphql.ts';
import type { MediaReviewPagePaginationQuery } from '../../__generated__/MediaReviewPagePaginationQuery.graphql.ts';
import type { MediaReviewPageQuery } from '../../__generated__/MediaReviewPageQuery.graphql.ts';
import { MEDIA_REVIEW_TABS, type MediaReviewTab } from '@domain/media-review.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { InfiniteList } from '../../ui/index.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { MediaReviewCard } from './MediaReviewCard.tsx';
import { adminMediaMessages as m, mediaReviewTabNames } from './messages.ts';
import './admin-media.css';

const PAGE_SIZE = 24;

const isTab = (value: string | null): value is MediaReviewTab => (MEDIA_REVIEW_TABS as readonly (string | null)[]).includes(value);

/**
 * `/admin/media/review/` (moderators and admins): new media (not yet reviewed, newest first),
 * media with open reports and hidden media as a grid of cards, each with its actions; the address
 * keeps the tab (`?tab=`).
 */
export default function MediaReviewPage() {
  return (
    <PartTexts part="admin">
      <RouteScreen className="admin-media">
        <MediaReviewScreen />
      </RouteScreen>
    </PartTexts>
  );
}

function MediaReviewScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: MediaReviewTab = isTab(tabParam) ? tabParam : 'new';
  const [fetchKey, setFetchKey] = useState(0);
  const root = useLazyLoadQuery<MediaReviewPageQuery>(
    graphql`
      query MediaReviewPageQuery($count: Int!, $tab: MediaReviewTab!) {
        ...MediaReviewPage_queue @arguments(count: $count, tab: $tab)
      }
    `,
    { count: PAGE_SIZE, tab },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return (
    <>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="admin-media__muted">{intl.formatMessage(m.intro)}</p>
      <div className="admin-media__tabs" role="tablist" aria-label={intl.formatMessage(m.tabs)}>
        {MEDIA_REVIEW_TABS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={tab === each}
            className="admin-media__tab"
            onClick={() => setParams(each === 'new' ? {} : { tab: each }, { replace: true })}
            data-testid={`media-review-tab-${each}`}
          >
            {intl.formatMessage(mediaReviewTabNames[each])}
          </button>
        ))}
      </div>
      <Queue queue={root} onChanged={() => setFetchKey((key) => key + 1)} />
    </>
  );
}

function Queue({ queue, onChanged }: { queue: MediaReviewPage_queue$key; onChanged: () => void }) {
  const intl = useIntl();
  const pagination = usePaginationFragment<MediaReviewPagePaginationQuery, MediaReviewPage_queue$key>(
    graphql`
      fragment MediaReviewPage_queue on Query
      @refetchable(queryName: "MediaReviewPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, tab: { type: "MediaReviewTab!" }) {
        mediaReviewQueue(first: $count, after: $cursor, tab: $tab) @connection(key: "MediaReviewPage_mediaReviewQueue") {
          totalCount
          edges {
            node {
              id
              ...MediaReviewCard_media
            }
          }
        }
      }
    `,
    queue,
  );
  const list = pagination.data.mediaReviewQueue;
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, list.edges.length, m.loadFailed);
  return (
    <section className="admin-media__list">
      <p className="admin-media__muted" data-testid="media-review-count">
        {intl.formatMessage(m.count, { count: list.totalCount })}
      </p>
      <InfiniteList
        items={list.edges.map((edge) => edge.node)}
        getKey={(node) => node.id}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={loadMore}
        label={intl.formatMessage(m.title)}
        noResult={<p className="admin-media__muted">{intl.formatMessage(m.empty)}</p>}
        renderItem={(node) => <MediaReviewCard media={node} onChanged={onChanged} />}
      />
    </section>
  );
}
