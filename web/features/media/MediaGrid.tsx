import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { Disposable } from 'relay-runtime';
import { LIST_MAX_ITEMS, LIST_PAGE_SIZE } from '@domain/paging.ts';
import type { MediaGrid_media$key } from '../../__generated__/MediaGrid_media.graphql.ts';
import { Icon, InfiniteList, Spinner } from '../../ui/index.ts';
import { mediaMessages as m } from './media-messages.ts';
import './MediaGrid.css';

/** A page of a media connection as usePaginationFragment gives it. */
export interface MediaPage<Edge> {
  edges: readonly Edge[];
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => Disposable;
}

/** InfiniteList's loading props for a media connection: a page at a time, at most LIST_MAX_ITEMS, none after a failure. */
export function useMediaPaging({ edges, totalCount, hasNext, isLoadingNext, loadNext }: MediaPage<unknown>) {
  const [failed, setFailed] = useState(false);
  const limit = Math.min(totalCount, LIST_MAX_ITEMS);
  return {
    hasMore: !failed && hasNext && edges.length < limit,
    isLoading: isLoadingNext,
    onLoadMore: () => loadNext(Math.max(1, Math.min(LIST_PAGE_SIZE, limit - edges.length)), { onComplete: (error) => error && setFailed(true) }),
  };
}

/** The thumbnails of the first screen at phone width (three columns, three rows) load at once, the rest as they scroll near. */
const FIRST_SCREEN_THUMBS = 9;
/** The server's thumbnail size (a square): the intrinsic size the layout reserves before the file arrives. */
const THUMB_SIZE = 320;

export interface MediaGridProps extends MediaPage<{ readonly node: { readonly id: string } & MediaGrid_media$key }> {
  noResult: ReactNode;
}

/** Media as a grid of thumbnails, loading more as it scrolls; each leads to its view (/media/{rec_id}). */
export function MediaGrid({ noResult, ...page }: MediaGridProps) {
  const intl = useIntl();
  const paging = useMediaPaging(page);
  return (
    <div className="media-grid">
      {page.totalCount > 0 && <p className="media-grid__count">{intl.formatMessage(m.count, { count: page.totalCount })}</p>}
      <InfiniteList
        items={page.edges}
        getKey={(edge) => edge.node.id}
        renderItem={(edge, index) => <MediaGridItem media={edge.node} index={index} />}
        {...paging}
        noResult={noResult}
        label={intl.formatMessage(m.listLabel)}
      />
    </div>
  );
}

function MediaGridItem({ media: key, index }: { media: MediaGrid_media$key; index: number }) {
  const intl = useIntl();
  const media = useFragment(
    graphql`
      fragment MediaGrid_media on Media {
        recId
        thumb
        title
        fileName
      }
    `,
    key,
  );
  const name = media.title || media.fileName;
  return (
    <Link className="media-grid__item" to={`/media/${media.recId}`} aria-label={intl.formatMessage(m.openPhoto, { name })} data-testid="media-grid-item">
      {media.thumb ? (
        <img
          className="media-grid__thumb"
          src={media.thumb}
          alt=""
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          decoding="async"
          loading={index < FIRST_SCREEN_THUMBS ? 'eager' : 'lazy'}
          // the first thumbnail is the screen's largest paint
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      ) : (
        <Icon name="image" size={32} />
      )}
    </Link>
  );
}

export function MediaGridLoading() {
  return (
    <div className="media-grid__loading">
      <Spinner size="large" />
    </div>
  );
}
