import { describe, expect, it, vi } from 'vitest';
import type { UploadedMedia, UploadTransport } from './upload-transport.ts';
import { withVideoPosters } from './video-poster.ts';

const stored = (mediaType: string): UploadedMedia => ({ id: 5, thumb: null, pres: null, orig: '/o/5', mediaType });
const upload = { key: 'k', file: new File(['x'], 'clip.webm', { type: 'video/webm' }), attributes: {} };

function setup(mediaType: string, poster: Blob | null, sent: UploadedMedia | null) {
  const transport: UploadTransport = vi.fn(() => Promise.resolve(stored(mediaType)));
  const capture = vi.fn(() => Promise.resolve(poster));
  const send = vi.fn(() => Promise.resolve(sent));
  return { wrapped: withVideoPosters(transport, { capture, send }), capture, send };
}

describe('withVideoPosters', () => {
  it("sends a video's still and answers the item with its poster thumbnail", async () => {
    const still = new Blob(['webp'], { type: 'image/webp' });
    const withPoster = { ...stored('v'), thumb: '/t/5' };
    const { wrapped, capture, send } = setup('v', still, withPoster);
    expect(await wrapped(upload, () => {}, new AbortController().signal)).toEqual(withPoster);
    expect(capture).toHaveBeenCalledWith(upload.file);
    expect(send).toHaveBeenCalledWith(5, still, expect.any(AbortSignal));
  });

  it('leaves photos alone, and a video whose still cannot be made or sent is still done', async () => {
    const photo = setup('i', new Blob(['x']), null);
    expect(await photo.wrapped(upload, () => {}, new AbortController().signal)).toEqual(stored('i'));
    expect(photo.capture).not.toHaveBeenCalled();

    const undecodable = setup('v', null, null);
    expect(await undecodable.wrapped(upload, () => {}, new AbortController().signal)).toEqual(stored('v'));
    expect(undecodable.send).not.toHaveBeenCalled();

    const refused = setup('v', new Blob(['x']), null);
    expect(await refused.wrapped(upload, () => {}, new AbortController().signal)).toEqual(stored('v'));
  });
});
