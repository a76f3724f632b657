import { describe, expect, it, vi } from 'vitest';
import { attachmentBrowserHref, publishAttachmentSelection, subscribeAttachmentSelection, toggleSelected } from './attachment-selection.ts';

describe('attachment selection', () => {
  it('hands a published choice to every subscriber until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeAttachmentSelection(first);
    const stopSecond = subscribeAttachmentSelection(second);
    publishAttachmentSelection({ target: 'post', mediaIds: [7, 3] });
    expect(first).toHaveBeenCalledWith({ target: 'post', mediaIds: [7, 3] });
    expect(second).toHaveBeenCalledTimes(1);

    stopFirst();
    publishAttachmentSelection({ target: null, mediaIds: [] });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith({ target: null, mediaIds: [] });
    stopSecond();
  });

  it('builds the browser address with the target and the type', () => {
    expect(attachmentBrowserHref()).toBe('/attachment/browser_popup/');
    expect(attachmentBrowserHref({ type: 'i' })).toBe('/attachment/browser_popup/?type=i');
    expect(attachmentBrowserHref({ target: 'story 1', type: 'v' })).toBe('/attachment/browser_popup/?target=story+1&type=v');
  });

  it('keeps the order of choosing and takes out an item chosen again', () => {
    expect(toggleSelected([], 5)).toEqual([5]);
    expect(toggleSelected([5], 2)).toEqual([5, 2]);
    expect(toggleSelected([5, 2, 9], 2)).toEqual([5, 9]);
  });
});
