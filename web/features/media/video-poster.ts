/**
 * Poster frames of uploaded videos (recording §3 `poster`). The server has no video decoder, so
 * the browser that uploads a video, which can play it, captures a still and sends it after the
 * video: `PUT /api/media/{id}/poster`.
 */
import type { UploadedMedia, UploadTransport } from './upload-transport.ts';

/** The presentation size's long side (server/modules/media/derivatives.ts). */
const POSTER_LONG_SIDE = 1600;
/** A second in, past a black first frame; a short clip's tenth. */
const POSTER_AT_SECONDS = 1;

function once(target: EventTarget, success: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(new Error('The video cannot be decoded'));
    target.addEventListener(success, () => resolve(), { once: true });
    target.addEventListener('error', fail, { once: true });
    signal.addEventListener('abort', fail, { once: true });
  });
}

/** A still of the video, WebP at most 1600 px on its long side; null when this browser cannot decode it (or within `timeoutMs`). */
export async function captureVideoPoster(file: Blob, timeoutMs = 10_000): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    video.muted = true;
    video.preload = 'auto';
    video.src = url;
    await once(video, 'loadeddata', timeout);
    // A recording without a duration in its header says Infinity: its first frame is the still.
    if (Number.isFinite(video.duration) && video.duration > 0) {
      video.currentTime = Math.min(POSTER_AT_SECONDS, video.duration / 10);
      await once(video, 'seeked', timeout);
    }
    const scale = Math.min(1, POSTER_LONG_SIDE / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    if (!canvas.width || !canvas.height) return null;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  }
}

/** Sends a captured still; the video's media item as the server has it now, or null on failure. */
export async function sendVideoPoster(mediaId: number, poster: Blob, signal: AbortSignal): Promise<UploadedMedia | null> {
  try {
    const response = await fetch(`/api/media/${mediaId}/poster`, { method: 'PUT', body: poster, headers: { 'content-type': poster.type }, signal });
    if (!response.ok) return null;
    const { data } = (await response.json()) as { data: { id: number; thumb: string | null; pres: string | null; orig: string | null; media_type: string } };
    return { id: data.id, thumb: data.thumb, pres: data.pres, orig: data.orig, mediaType: data.media_type };
  } catch {
    return null;
  }
}

export interface PosterSteps {
  capture: (file: File) => Promise<Blob | null>;
  send: (mediaId: number, poster: Blob, signal: AbortSignal) => Promise<UploadedMedia | null>;
}

/**
 * A transport that, after a video is stored, captures and sends its poster frame before the item
 * counts as done. A video whose still cannot be made is still uploaded: the poster is "where possible".
 */
export function withVideoPosters(transport: UploadTransport, steps: PosterSteps = { capture: captureVideoPoster, send: sendVideoPoster }): UploadTransport {
  return async (upload, onProgress, signal) => {
    const media = await transport(upload, onProgress, signal);
    if (media.mediaType !== 'v') return media;
    const poster = await steps.capture(upload.file);
    if (!poster || signal.aborted) return media;
    return (await steps.send(media.id, poster, signal)) ?? media;
  };
}
