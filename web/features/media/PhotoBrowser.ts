import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';

/** social-core §9: zoom 1 to 3, a 20 px gap between slides, 300 ms animations. */
const MAX_ZOOM = 3;
const SLIDE_GAP_PX = 20;
const ANIMATION_MS = 300;

export interface BrowsedPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** shown with the info toggle: title, author, date… */
  caption: string;
}

export interface PhotoBrowserTexts {
  close: string;
  zoom: string;
  previous: string;
  next: string;
  info: string;
  /** 'Could not load image' in the user's language */
  loadError: string;
}

/**
 * Opens the photo browser (PhotoSwipe) at one photo: previous, next, zoom, close, a counter and
 * an info button that shows or hides the caption. Resolves when it is closed.
 */
export function openPhotoBrowser(photos: readonly BrowsedPhoto[], index: number, texts: PhotoBrowserTexts): Promise<void> {
  const dataSource: SlideData[] = photos.map((photo) => ({ ...photo }));
  const browser = new PhotoSwipe({
    dataSource,
    index,
    initialZoomLevel: 'fit',
    secondaryZoomLevel: MAX_ZOOM,
    maxZoomLevel: MAX_ZOOM,
    spacing: SLIDE_GAP_PX / Math.max(1, window.innerWidth),
    showAnimationDuration: ANIMATION_MS,
    hideAnimationDuration: ANIMATION_MS,
    zoomAnimationDuration: ANIMATION_MS,
    errorMsg: texts.loadError,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    counter: true,
  });
  let captionShown = false;
  let refreshCaption: () => void = () => {};
  browser.on('uiRegister', () => {
    browser.ui?.registerElement({
      name: 'caption',
      appendTo: 'root',
      order: 9,
      isButton: false,
      onInit: (element, pswp) => {
        element.classList.add('photo-browser__caption');
        element.hidden = true;
        refreshCaption = () => {
          element.textContent = (pswp.currSlide?.data.caption as string | undefined) ?? '';
          element.hidden = !captionShown || !element.textContent;
        };
        pswp.on('change', () => refreshCaption());
      },
    });
    browser.ui?.registerElement({
      name: 'info',
      title: texts.info,
      ariaLabel: texts.info,
      order: 15,
      isButton: true,
      html: '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="10" fill="none" stroke="currentColor" stroke-width="2"/><path d="M16 14v8M16 10v1" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>',
      onClick: (_event, element) => {
        captionShown = !captionShown;
        element.setAttribute('aria-pressed', String(captionShown));
        refreshCaption();
      },
    });
  });
  return new Promise((resolve) => {
    browser.on('destroy', () => resolve());
    browser.init();
  });
}
