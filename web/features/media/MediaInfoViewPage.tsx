import { Fragment, type ReactNode, Suspense } from 'react';
import { Button } from 'react-aria-components';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { MediaInfoViewPageListQuery } from '../../__generated__/MediaInfoViewPageListQuery.graphql.ts';
import type { MediaInfoViewPageQuery, MediaInfoViewPageQuery$data } from '../../__generated__/MediaInfoViewPageQuery.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import { mediaBatchMessages as b } from './media-batch-messages.ts';
import { Icon } from '../../ui/index.ts';
import { useCountryName } from '../entities/useCountryName.ts';
import type { PopupState } from '../shell/navigation.ts';
import { NotFound } from '../shell/StatusPages.tsx';
import { calendarDateText, type ExifSummary, exifDateText, exifSummary, sizeText } from './media-format.ts';
import { mediaMessages as m } from './media-messages.ts';
import { mediaScreenMessages as s } from './media-screen-messages.ts';
import { MediaGridLoading } from './MediaGrid.tsx';
import { usePhotoBrowser } from './PhotoGallery.tsx';
import './MediaView.css';

type Media = NonNullable<MediaInfoViewPageQuery$data['media']>;

/**
 * The route component of `/media/info/view/{id}` (and `/media/info/view/?id=`): a media item's
 * information, read-only: the picture or player and every info field that has a value. The place
 * and the EXIF arrive only for whom the server shows them (the owner, validators). Without an id
 * (`/media/info/view/`), the viewer's own media with their titles and descriptions.
 */
const MediaInfoViewPage: RouteScreenComponent<{ main?: MediaInfoViewPageQuery; list?: MediaInfoViewPageListQuery }> = ({ queries }) => {
  const list = optionalQuery<MediaInfoViewPageListQuery>(queries.list);
  if (list) {
    return (
      <Suspense fallback={<MediaGridLoading />}>
        <PartTexts part="editing">
          <MediaInfoList query={list} />
        </PartTexts>
      </Suspense>
    );
  }
  const query = optionalQuery<MediaInfoViewPageQuery>(queries.main);
  if (!query) return <NotFound />;
  return (
    <Suspense fallback={<MediaGridLoading />}>
      <MediaInfoView query={query} />
    </Suspense>
  );
};
export default MediaInfoViewPage;

function MediaInfoView({ query }: { query: PreloadedQuery<MediaInfoViewPageQuery> }) {
  const intl = useIntl();
  const location = useLocation();
  const { media } = usePreloadedQuery(
    graphql`
      query MediaInfoViewPageQuery($recId: Int!) {
        media(recId: $recId) {
          recId
          mediaType
          fileName
          bytes
          width
          height
          title
          author
          description
          date
          caption
          link
          lat
          lon
          alt
          direction
          accuracy
          country
          region
          geounit
          geosubunit
          location
          timespot
          exifDate
          exifDateTime
          exif
          createdAt
          thumb
          pres
          poster
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
  if (!media) return <NotFound />;
  const name = media.title || media.fileName;
  return (
    <article className="media-view" data-testid="media-info-view">
      <MediaPreview media={media} name={name} />
      <h1 className="media-view__title">{name}</h1>
      <InfoFacts media={media} />
      {media.ownedByViewer && (
        <Link className="media-view__edit" to={`/media/info/edit/${media.recId}`} state={{ background: location } satisfies PopupState}>
          {intl.formatMessage(m.edit)}
        </Link>
      )}
    </article>
  );
}

/** The photo (opens in the photo browser), a player for sound and video, or the provider's poster of a video link. */
function MediaPreview({ media, name }: { media: Media; name: string }) {
  const intl = useIntl();
  const open = usePhotoBrowser([media]);
  if (media.provider && media.orig) {
    return (
      <a className="media-view__video" href={media.orig} target="_blank" rel="noreferrer">
        {media.thumb && <img src={media.thumb} alt="" />}
        {intl.formatMessage(m.watchVideo, { provider: media.provider === 'youtube' ? 'YouTube' : 'Vimeo' })}
      </a>
    );
  }
  if (media.pres) {
    return (
      <Button className="media-view__photo" aria-label={intl.formatMessage(m.openPhoto, { name })} onPress={() => open(0)}>
        <img src={media.pres} alt={name} />
      </Button>
    );
  }
  // The original is what plays; the server gives it to the owner and validators only.
  if (media.orig && media.mediaType === 'v') {
    return (
      <video
        className="media-view__player"
        src={media.orig}
        poster={media.poster ?? undefined}
        controls
        preload="metadata"
        aria-label={intl.formatMessage(s.play, { name })}
      />
    );
  }
  if (media.orig && media.mediaType === 'a') {
    return <audio className="media-view__audio" src={media.orig} controls preload="metadata" aria-label={intl.formatMessage(s.play, { name })} />;
  }
  const still = media.poster ?? media.thumb;
  return (
    <div className="media-view__none">
      {still ? <img src={still} alt="" /> : <Icon name="image" size={40} />}
      {!still && <span>{intl.formatMessage(s.noPreview)}</span>}
      {media.orig && (
        <a className="media-view__file" href={media.orig} download={media.fileName}>
          {intl.formatMessage(s.download)}
        </a>
      )}
    </div>
  );
}

/** A term and its value; a fact without a value is left out. */
type Fact = [label: MessageDescriptor, value: ReactNode];

function InfoFacts({ media }: { media: Media }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const number = (value: number, unit?: 'meter' | 'degree') =>
    intl.formatNumber(value, unit ? { style: 'unit', unit, maximumFractionDigits: 1 } : { maximumFractionDigits: 6 });
  const text = (value: string | null | undefined) => value?.trim() || null;
  const exif = exifSummary(media.exif);
  const taken = media.exifDateTime ?? media.exifDate;

  const facts: Fact[] = [
    [m.author, text(media.author)],
    [m.infoCaption, text(media.caption)],
    [m.infoDescription, text(media.description) && <span className="media-view__multiline">{media.description}</span>],
    [m.infoDate, media.date && calendarDateText(intl, media.date)],
    [
      m.infoLink,
      media.link && !media.provider && (
        <a href={media.link} target="_blank" rel="noreferrer">
          {media.link}
        </a>
      ),
    ],
    [s.infoLocation, text(media.location)],
    [s.geosubunit, text(media.geosubunit)],
    [s.geounit, text(media.geounit)],
    [s.region, text(media.region)],
    [s.country, media.country && countryName(media.country)],
    [s.lat, media.lat != null && number(media.lat)],
    [s.lon, media.lon != null && number(media.lon)],
    [s.alt, media.alt != null && number(media.alt, 'meter')],
    [s.direction, media.direction != null && number(media.direction, 'degree')],
    [s.accuracy, media.accuracy != null && intl.formatMessage(s.accuracyValue, { distance: number(media.accuracy, 'meter') })],
    [m.taken, taken && exifDateText(intl, taken)],
    [s.timespot, text(media.timespot)],
    [s.exif, exif && <ExifText summary={exif} />],
    [
      m.uploader,
      <Link key="uploader" to={`/media/?uploader=${media.owner.recId}`}>
        {media.owner.displayName}
      </Link>,
    ],
    [m.uploaded, intl.formatDate(media.createdAt, { dateStyle: 'medium' })],
    // The heading names the file when the item has no title.
    [s.fileName, media.title && media.fileName],
    [m.file, [media.width && media.height ? `${media.width} × ${media.height} px` : null, sizeText(intl, media.bytes)].filter(Boolean).join(' · ')],
  ];

  return (
    <dl className="media-view__facts" data-testid="media-info-facts">
      {facts
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <Fragment key={label.id}>
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

function ExifText({ summary }: { summary: ExifSummary }) {
  const intl = useIntl();
  const parts = [
    summary.pixels && intl.formatMessage(s.exifPixels, summary.pixels),
    summary.orientation && intl.formatMessage(s.exifOrientation, { value: summary.orientation }),
    summary.gps && intl.formatMessage(s.exifGps),
    summary.embeddedThumbnail && intl.formatMessage(s.exifThumbnail),
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

/** `/media/info/view/`: the viewer's media, each with its title and description, linked to its info page. */
function MediaInfoList({ query }: { query: PreloadedQuery<MediaInfoViewPageListQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery(
    graphql`
      query MediaInfoViewPageListQuery($count: Int!) {
        viewer {
          media(first: $count) {
            totalCount
            edges {
              node {
                id
                recId
                fileName
                title
                description
                thumb
              }
            }
          }
        }
      }
    `,
    query,
  );
  const media = viewer?.media?.edges.map((edge) => edge.node) ?? [];
  return (
    <section className="media-batch" data-testid="media-info-list">
      <h1 className="media-view__title">{intl.formatMessage(b.listTitle)}</h1>
      {media.length === 0 && <p>{intl.formatMessage(b.listEmpty)}</p>}
      <ul className="media-info-list">
        {media.map((item) => (
          <li key={item.id}>
            <Link to={`/media/info/view/${item.recId}`}>
              {item.thumb ? <img src={item.thumb} alt="" /> : <Icon name="image" size={40} />}
              <span className="media-info-list__text">
                <strong>{item.title || item.fileName}</strong>
                <span>{item.description || (item.title ? '' : intl.formatMessage(b.noInfo))}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {media.length > 0 && (
        <Link className="media-view__edit" to="/media/info/edit/">
          {intl.formatMessage(b.fillMissing)}
        </Link>
      )}
    </section>
  );
}
