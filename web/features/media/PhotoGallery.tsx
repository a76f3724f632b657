import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ImageSizeClass } from '@domain/media.ts';
import type { PhotoGallery_media$data, PhotoGallery_media$key } from '../../__generated__/PhotoGallery_media.graphql.ts';
import { mediaMessages as m } from './media-messages.ts';
import { type BrowsedPhoto, openPhotoBrowser } from './PhotoBrowser.ts';
import './PhotoGallery.css';

/** The presentation size is at most this many pixels on its long side (server/modules/media/derivatives.ts). */
const PRES_LONG_SIDE = 1600;
/** social-core §9: taps right after the browser opened or closed are not taken (a double tap is not two opens). */
const CLICK_BLOCK_MS = 1500;

const fragment = graphql`
  fragment PhotoGallery_media on Media @relay(plural: true) {
    recId
    thumb
    pres
    width
    height
    title
    caption
    author
    fileName
  }
`;

/** Lets a tap through unless one came within CLICK_BLOCK_MS or the browser just closed. */
class TapGate {
  private until = 0;

  pass(): boolean {
    const now = Date.now();
    if (now < this.until) return false;
    this.block();
    return true;
  }

  block(): void {
    this.until = Date.now() + CLICK_BLOCK_MS;
  }
}

/** The size of the presentation derivative, from the original's upright size. */
function presSize(width: number | null | undefined, height: number | null | undefined): { width: number; height: number } {
  if (!width || !height) return { width: PRES_LONG_SIDE, height: PRES_LONG_SIDE };
  const scale = Math.min(1, PRES_LONG_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** What the photo browser shows of a media item. */
type PhotoSource = Pick<PhotoGallery_media$data[number], 'pres' | 'width' | 'height' | 'title' | 'caption' | 'author' | 'fileName'>;

/** Opens the photo browser over photos at an index. */
export function usePhotoBrowser(media: readonly PhotoSource[]): (index: number) => void {
  const intl = useIntl();
  const [gate] = useState(() => new TapGate());
  return (index: number) => {
    if (!gate.pass()) return;
    const photos: BrowsedPhoto[] = media
      .filter((item) => item.pres)
      .map((item) => ({
        src: item.pres!,
        ...presSize(item.width, item.height),
        alt: item.title || item.fileName,
        caption: [item.title, item.caption, item.author].filter(Boolean).join(' · ') || item.fileName,
      }));
    void openPhotoBrowser(photos, index, {
      close: intl.formatMessage(m.browserClose),
      zoom: intl.formatMessage(m.browserZoom),
      previous: intl.formatMessage(m.browserPrevious),
      next: intl.formatMessage(m.browserNext),
      info: intl.formatMessage(m.browserInfo),
      loadError: intl.formatMessage(m.browserLoadError),
    }).then(() => gate.block());
  };
}

export interface PhotoGalleryProps {
  media: PhotoGallery_media$key;
  /** a size class: wide classes (100, 50) show the presentation image uncropped, narrow ones square thumbnails; none: an automatic grid of thumbnails */
  size?: ImageSizeClass | null;
}

/** Photos as a gallery; a tap opens the photo browser at that photo. */
export function PhotoGallery({ media: mediaKey, size = null }: PhotoGalleryProps) {
  const intl = useIntl();
  const media = useFragment(fragment, mediaKey).filter((item) => item.thumb && item.pres);
  const open = usePhotoBrowser(media);
  const wide = size !== null && size >= 50;
  return (
    <ul className={size === null ? 'photo-gallery' : `photo-gallery photo-gallery--size-${size}`} data-testid="photo-gallery">
      {media.map((item, index) => (
        <li key={item.recId}>
          <Button className="photo-gallery__item" aria-label={intl.formatMessage(m.openPhoto, { name: item.title || item.fileName })} onPress={() => open(index)}>
            <img className="photo-gallery__thumb" src={wide ? item.pres! : item.thumb!} alt="" loading="lazy" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
