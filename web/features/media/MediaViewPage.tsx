import { licenceText } from '../observations/observation-status.ts';
import { Suspense } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { MediaViewPageQuery } from '../../__generated__/MediaViewPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { AddToCollectionAction } from '../collections/CollectionLinks.tsx';
import { imageMessages } from '../images/messages.ts';
import type { PopupState } from '../shell/navigation.ts';
import { NotFound } from '../shell/StatusPages.tsx';
import { exifDateText, sizeText } from './media-format.ts';
import { mediaMessages as m } from './media-messages.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import { MediaGridLoading } from './MediaGrid.tsx';
import { usePhotoBrowser } from './PhotoGallery.tsx';
import './MediaView.css';

/** The route component of `/media/{rec_id}`: one photo or file with its information; a photo opens in the photo browser. */
const MediaViewPage: RouteScreenComponent<{ main: MediaViewPageQuery }> = ({ queries }) => (
  <Suspense fallback={<MediaGridLoading />}>
    <MediaView query={queries.main} />
  </Suspense>
);
export default MediaViewPage;

function MediaView({ query }: { query: PreloadedQuery<MediaViewPageQuery> }) {
  const intl = useIntl();
  const location = useLocation();
  const { media } = usePreloadedQuery(
    graphql`
      query MediaViewPageQuery($recId: Int!) {
        media(recId: $recId) {
          recId
          dbKey
          mediaType
          mime
          fileName
          bytes
          width
          height
          title
          caption
          description
          author
          licence
          exifDateTime
          createdAt
          thumb
          pres
          orig
          provider
          ownedByViewer
          owner {
            recId
            displayName
          }
        }
      }
    `,
    query,
  );
  const open = usePhotoBrowser(media ? [media] : []);
  if (!media) return <NotFound />;

  const name = media.title || media.fileName;
  return (
    <article className="media-view" data-testid="media-view">
      {media.provider && media.orig ? (
        <a className="media-view__video" href={media.orig} target="_blank" rel="noreferrer">
          {media.thumb && <img src={media.thumb} alt="" />}
          {intl.formatMessage(m.watchVideo, { provider: media.provider === 'youtube' ? 'YouTube' : 'Vimeo' })}
        </a>
      ) : media.pres ? (
        <Button className="media-view__photo" aria-label={intl.formatMessage(m.openPhoto, { name })} onPress={() => open(0)}>
          <img src={media.pres} alt={name} />
        </Button>
      ) : (
        media.orig && (
          <a className="media-view__file" href={media.orig} download={media.fileName}>
            {media.fileName}
          </a>
        )
      )}
      <h1 className="media-view__title">{name}</h1>
      {media.caption && <p className="media-view__caption">{media.caption}</p>}
      {media.description && <p className="media-view__description">{media.description}</p>}
      <dl className="media-view__facts">
        <dt>{intl.formatMessage(m.uploader)}</dt>
        <dd>
          <Link to={`/media/?uploader=${media.owner.recId}`}>{media.owner.displayName}</Link>
        </dd>
        {media.author && (
          <>
            <dt>{intl.formatMessage(m.author)}</dt>
            <dd>{media.author}</dd>
          </>
        )}
        {media.exifDateTime && (
          <>
            <dt>{intl.formatMessage(m.taken)}</dt>
            <dd>{exifDateText(intl, media.exifDateTime)}</dd>
          </>
        )}
        <dt>{intl.formatMessage(m.uploaded)}</dt>
        <dd>{intl.formatDate(media.createdAt, { dateStyle: 'medium' })}</dd>
        {!media.provider && (
          <>
            <dt>{intl.formatMessage(m.licence)}</dt>
            <dd>{licenceText(intl, media.licence)}</dd>
          </>
        )}
        <dt>{intl.formatMessage(m.file)}</dt>
        <dd>
          {media.width && media.height ? `${media.width} × ${media.height} px · ` : ''}
          {sizeText(intl, media.bytes)}
        </dd>
      </dl>
      {media.ownedByViewer && (
        <div className="media-edit__links">
          <Link className="media-view__edit" to={`/media/info/edit/${media.recId}`} state={{ background: location } satisfies PopupState}>
            {intl.formatMessage(m.edit)}
          </Link>
          <Link className="media-view__edit" to={`/media/edit/${media.recId}`}>
            {intl.formatMessage(s.editPageTitle)}
          </Link>
          {media.mediaType === 'i' && media.pres && (
            <Link className="media-view__edit" to={`/image/edit/${media.dbKey}?url=${encodeURIComponent(media.pres)}`}>
              {intl.formatMessage(imageMessages.editImage)}
            </Link>
          )}
          {/* A collection shows its curators' own media only. */}
          <AddToCollectionAction kind="MEDIA" targetId={media.recId} />
        </div>
      )}
      {media.orig && !media.provider && (
        <a className="media-view__original" href={media.orig} target="_blank" rel="noreferrer">
          {intl.formatMessage(m.original)}
        </a>
      )}
    </article>
  );
}
