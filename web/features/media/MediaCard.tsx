import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MediaCard_media$key } from '../../__generated__/MediaCard_media.graphql.ts';
import { Icon, InfiniteList } from '../../ui/index.ts';
import { fileExtension, sizeText } from './media-format.ts';
import { mediaTypeParam, type MediaTypeCode } from './media-query.ts';
import { mediaMessages as m } from './media-messages.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import { type MediaPage, useMediaPaging } from './MediaGrid.tsx';
import '../../ui/ListCard.css';
import './MediaLists.css';

const TYPE_NAMES: Record<MediaTypeCode, MessageDescriptor> = { i: s.typeI, v: s.typeV, a: s.typeA, f: s.typeF };

/** The inside of a media list card: thumbnail (or the file's extension), name, and type · date · size. */
export function MediaCardContent({ media: key }: { media: MediaCard_media$key }) {
  const intl = useIntl();
  const media = useFragment(
    graphql`
      fragment MediaCard_media on Media {
        thumb
        title
        fileName
        mediaType
        bytes
        createdAt
        provider
      }
    `,
    key,
  );
  const type = mediaTypeParam(media.mediaType) ?? 'f';
  const meta = [
    intl.formatMessage(TYPE_NAMES[type]),
    intl.formatDate(media.createdAt, { dateStyle: 'medium' }),
    media.provider ? null : sizeText(intl, media.bytes),
  ].filter(Boolean);
  const extension = fileExtension(media.fileName);
  return (
    <>
      {media.thumb ? (
        <img className="ui-list-card__thumb" src={media.thumb} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="ui-list-card__thumb ui-list-card__thumb--none" aria-hidden="true">
          {extension ? <span className="media-card__extension">{extension}</span> : <Icon name="image" size={22} />}
        </span>
      )}
      <span className="ui-list-card__text">
        <span className="media-card__name">{media.title || media.fileName}</span>
        <span className="media-card__meta">{meta.join(' · ')}</span>
      </span>
    </>
  );
}

export interface MediaCardListProps<Edge extends { readonly node: { readonly id: string } }> extends MediaPage<Edge> {
  /** one card: a link, or a choice in the attachment browser */
  renderCard: (edge: Edge) => ReactNode;
  noResult: ReactNode;
}

/** Media as list cards with their count, loading more as it scrolls. */
export function MediaCardList<Edge extends { readonly node: { readonly id: string } }>({ renderCard, noResult, ...page }: MediaCardListProps<Edge>) {
  const intl = useIntl();
  const paging = useMediaPaging(page);
  return (
    <div className="media-cards">
      {page.totalCount > 0 && <p className="media-grid__count">{intl.formatMessage(m.count, { count: page.totalCount })}</p>}
      <InfiniteList items={page.edges} getKey={(edge) => edge.node.id} renderItem={renderCard} {...paging} noResult={noResult} label={intl.formatMessage(m.listLabel)} />
    </div>
  );
}
