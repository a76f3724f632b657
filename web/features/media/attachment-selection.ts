/**
 * How the attachment browser (/attachment/browser_popup/) hands the chosen media back to the
 * screen that opened it. The opener stays mounted under the popup: it listens with
 * `useAttachmentSelection(target, onSelect)` and opens `attachmentBrowserHref({ target, type })`.
 * On confirm the browser publishes `{ target, mediaIds }` and closes; a choice nobody listens for
 * is dropped. The choice travels as a DOM event on `window`, so openers outside React (the
 * rich-text editor's file picker) can take it too.
 */
import { useEffect, useEffectEvent } from 'react';
import { type MediaTypeCode, withSearchParam } from './media-query.ts';

export const ATTACHMENT_SELECTION_EVENT = 'lepke:attachment-selection';

export interface AttachmentSelection {
  /** who asked: the `target` of the browser's query string, or null when it had none */
  target: string | null;
  /** the chosen media items (recIds), in the order they were chosen */
  mediaIds: readonly number[];
}

/** The page's window in the browser; a private target where there is none (unit tests). */
const channel: EventTarget = typeof window === 'undefined' ? new EventTarget() : window;

/** Where the browser opens; `target` tells the listeners whose choice it is, `type` filters by media type. */
export function attachmentBrowserHref({ target, type }: { target?: string; type?: MediaTypeCode } = {}): string {
  const withTarget = withSearchParam('', 'target', target ?? null);
  return `/attachment/browser_popup/${withSearchParam(withTarget, 'type', type ?? null)}`;
}

export function publishAttachmentSelection(selection: AttachmentSelection): void {
  channel.dispatchEvent(new CustomEvent<AttachmentSelection>(ATTACHMENT_SELECTION_EVENT, { detail: selection }));
}

/** Calls `listener` with every published choice; returns the unsubscribe. */
export function subscribeAttachmentSelection(listener: (selection: AttachmentSelection) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AttachmentSelection>).detail);
  channel.addEventListener(ATTACHMENT_SELECTION_EVENT, handle);
  return () => channel.removeEventListener(ATTACHMENT_SELECTION_EVENT, handle);
}

/** Takes the choices made for `target` (null: a browser opened without one) while the component is mounted. */
export function useAttachmentSelection(target: string | null, onSelect: (mediaIds: readonly number[]) => void): void {
  const select = useEffectEvent(onSelect);
  useEffect(
    () =>
      subscribeAttachmentSelection((selection) => {
        if (selection.target === target) select(selection.mediaIds);
      }),
    [target],
  );
}

/** Adds the item at the end of the choice, or takes it out when it is already chosen. */
export function toggleSelected(selected: readonly number[], recId: number): number[] {
  return selected.includes(recId) ? selected.filter((each) => each !== recId) : [...selected, recId];
}
