/** The services an item can be shared to, in the order the share popover lists them. */
export const SHARE_TARGETS = ['facebook', 'pinterest', 'linkedin', 'x', 'tumblr', 'viber', 'whatsapp', 'vk', 'reddit', 'blogger', 'email', 'embed'] as const;

export type ShareTarget = (typeof SHARE_TARGETS)[number];
/** Every target but embed opens a link; embed copies a snippet instead. */
export type LinkTarget = Exclude<ShareTarget, 'embed'>;

export interface Shared {
  /** the item's absolute URL */
  url: string;
  title: string;
  /** an absolute image URL, for the services that show one (Pinterest) */
  imageUrl?: string | null;
}

/** A URL with the query parameters encoded, those without a value left out. */
function withQuery(base: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.toString();
}

/** The share link of a service for an item. */
export function shareUrl(target: LinkTarget, { url, title, imageUrl }: Shared): string {
  const text = title ? `${title} ${url}` : url;
  switch (target) {
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: url });
    case 'pinterest':
      return withQuery('https://www.pinterest.com/pin/create/button/', { url, description: title, media: imageUrl });
    case 'linkedin':
      return withQuery('https://www.linkedin.com/sharing/share-offsite/', { url });
    case 'x':
      return withQuery('https://x.com/intent/post', { text: title, url });
    case 'tumblr':
      return withQuery('https://www.tumblr.com/widgets/share/tool', { canonicalUrl: url, title });
    case 'viber':
      // Viber's scheme takes its text as is, percent-encoded.
      return `viber://forward?text=${encodeURIComponent(text)}`;
    case 'whatsapp':
      return withQuery('https://wa.me/', { text });
    case 'vk':
      return withQuery('https://vk.com/share.php', { url, title, image: imageUrl });
    case 'reddit':
      return withQuery('https://www.reddit.com/submit', { url, title });
    case 'blogger':
      return withQuery('https://www.blogger.com/blog-this.g', { u: url, n: title });
    case 'email':
      // mailto wants %20 for spaces, not the + of form encoding.
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`;
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** The snippet that embeds an item in another page: an iframe of its page, with a plain link inside for pages that block frames. */
export function embedSnippet({ url, title }: Shared): string {
  const href = escapeHtml(url);
  const name = escapeHtml(title);
  return `<iframe src="${href}" title="${name}" width="100%" height="480" style="border:0" loading="lazy"><a href="${href}">${name}</a></iframe>`;
}

/** An item's absolute URL: its page when it has one, else the app's home. */
export function itemUrl(url: string | null | undefined, origin: string): string {
  return new URL(url || '/', origin).toString();
}

/** What the device's own share sheet takes (the Web Share API's data). */
export function deviceShareData({ url, title }: Shared): ShareData {
  return title ? { title, text: title, url } : { url };
}

/**
 * The device's own share sheet (the Web Share API, phones' browsers and some desktop ones) when
 * the browser has it and takes the item, else null: the popover then offers the services alone.
 */
export function deviceShare(shared: Shared, browser: Pick<Navigator, 'share' | 'canShare'> | undefined = globalThis.navigator): (() => Promise<void>) | null {
  if (typeof browser?.share !== 'function') return null;
  const data = deviceShareData(shared);
  if (typeof browser.canShare === 'function' && !browser.canShare(data)) return null;
  return () => browser.share(data);
}
