import { randomBytes } from 'node:crypto';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { OEmbedEndpoints } from '../../config.ts';
import type { Media } from '../../db/generated/prisma/client.ts';
import { ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { answerRaceLoser, findByClientKey } from './service.ts';

/** The two video services whose links are taken (recording §5). */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoLink {
  provider: VideoProvider;
  id: string;
  /** the canonical address of the video */
  url: string;
}

/** A metadata request to a provider gives up after this long; the link is saved without it. */
export const OEMBED_TIMEOUT_MS = 4000;

export class VideoLinkError extends ValidationError {
  constructor() {
    super([{ field: 'url', code: 'VIDEO_LINK_NOT_SUPPORTED', message: 'Only YouTube and Vimeo video links are accepted' }], 'VIDEO_LINK_NOT_SUPPORTED');
  }
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The provider and id of a YouTube or Vimeo address, or null for anything else. */
export function parseVideoLink(text: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | null | undefined;
  if (host === 'youtu.be') youtube = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = parts[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') ? parts[1] : null;
  }
  if (youtube && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', id: youtube, url: `https://www.youtube.com/watch?v=${youtube}` };

  const vimeo = host === 'vimeo.com' ? parts.find((part) => VIMEO_ID.test(part)) : host === 'player.vimeo.com' && parts[0] === 'video' ? parts[1] : null;
  if (vimeo && VIMEO_ID.test(vimeo)) return { provider: 'vimeo', id: vimeo, url: `https://vimeo.com/${vimeo}` };
  return null;
}

interface VideoMetadata {
  title: string;
  author: string;
  posterUrl: string | null;
  width: number | null;
  height: number | null;
}

/** Asks the provider's oEmbed endpoint; null when it does not answer in time or answers nonsense. */
async function fetchMetadata(link: VideoLink, endpoints: OEmbedEndpoints): Promise<VideoMetadata | null> {
  const address = new URL(endpoints[link.provider]);
  address.searchParams.set('url', link.url);
  address.searchParams.set('format', 'json');
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(OEMBED_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) return null;
    const body = (await response.json()) as Record<string, unknown>;
    const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
    const size = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 100_000 ? value : null);
    const poster = text(body.thumbnail_url, 1000);
    return {
      title: text(body.title, 200),
      author: text(body.author_name, 200),
      posterUrl: /^https:\/\//.test(poster) ? poster : null,
      width: size(body.width),
      height: size(body.height),
    };
  } catch {
    return null;
  }
}

/**
 * Adds a YouTube or Vimeo video as a media item of the viewer; anything else is refused. The
 * metadata comes from the provider once: a link already known (to anybody) lends its own.
 */
export async function addVideoLink(services: Services, viewer: Viewer, text: string): Promise<Media> {
  const ownerId = actingEntityId(viewer);
  const link = parseVideoLink(text);
  if (!link) throw new VideoLinkError();
  const clientKey = `video:${link.provider}:${link.id}`;
  const existing = await findByClientKey(services.prisma, ownerId, clientKey);
  if (existing) return existing;

  const known = await services.prisma.media.findFirst({ where: { link: link.url, title: { not: '' } }, orderBy: { id: 'asc' } });
  const metadata: VideoMetadata | null = known
    ? { title: known.title, author: known.author, posterUrl: known.posterUrl, width: known.width, height: known.height }
    : await fetchMetadata(link, services.config.oembed);
  try {
    return await services.prisma.media.create({
      data: {
        ownerId,
        clientKey,
        dbKey: randomBytes(16).toString('hex'),
        mediaType: 'v',
        mime: 'text/html',
        ext: '',
        fileName: link.url,
        bytes: 0,
        sha256: '',
        provider: link.provider,
        link: link.url,
        title: metadata?.title ?? '',
        author: metadata?.author ?? '',
        posterUrl: metadata?.posterUrl ?? null,
        width: metadata?.width ?? null,
        height: metadata?.height ?? null,
      },
    });
  } catch (error) {
    // The same link added twice at once: the second answers the first.
    return answerRaceLoser(services.prisma, ownerId, clientKey, error);
  }
}
