/**
 * How the rich-text file picker (/admin/pages/_tinyMceFileBrowser.html) hands the chosen image
 * back to the editor that opened it, as the attachment browser does (media/attachment-selection.ts):
 * a DOM event on `window`, taken by the editor whose `target` it names.
 */
import { useEffect, useEffectEvent } from 'react';
import type { ImageSizeClass } from '@domain/media.ts';

export const IMAGE_PICK_EVENT = 'lepke:rich-text-image';

export interface ImagePick {
  /** the editor that asked: the `target` of the picker's query string, or null when it had none */
  target: string | null;
  /** one of our media file addresses (`/media/files/{key}/pres`) */
  src: string;
  alt: string;
  size: ImageSizeClass;
}

export const FILE_BROWSER_PATH = '/admin/pages/_tinyMceFileBrowser.html';

export const fileBrowserHref = (target: string): string => `${FILE_BROWSER_PATH}?target=${encodeURIComponent(target)}`;

export function publishImagePick(pick: ImagePick): void {
  window.dispatchEvent(new CustomEvent<ImagePick>(IMAGE_PICK_EVENT, { detail: pick }));
}

/** Takes the images picked for `target` while the component is mounted. */
export function useImagePick(target: string, onPick: (pick: ImagePick) => void): void {
  const pick = useEffectEvent(onPick);
  useEffect(() => {
    const handle = (event: Event) => {
      const detail = (event as CustomEvent<ImagePick>).detail;
      if (detail.target === target) pick(detail);
    };
    window.addEventListener(IMAGE_PICK_EVENT, handle);
    return () => window.removeEventListener(IMAGE_PICK_EVENT, handle);
  }, [target]);
}
