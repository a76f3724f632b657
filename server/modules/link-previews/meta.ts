import { DEFAULT_LANGUAGE, isLanguage } from '@domain/languages.ts';

/** The site's name in every preview (og:site_name) and the title of a page that shows nothing of its own. */
export const SITE_NAME = 'Lepke';
/** What the generic preview says (the web app's own meta description). */
export const SITE_DESCRIPTION = 'Nappali és éjjeli lepkék megfigyelése és közösség';
/** A preview's description is cut like a card's summary (social-core §9: card summary 200). */
export const PREVIEW_DESCRIPTION_MAX = 200;

/** The Open Graph locale of each UI language. */
const OG_LOCALES: Record<string, string> = { hu: 'hu_HU', en: 'en_GB', ro: 'ro_RO', tr: 'tr_TR' };

/** What a shared link's preview shows, every address relative to the site or absolute. */
export interface PreviewMeta {
  title: string;
  description: string;
  /** the page's own path (its canonical address on this site) */
  path: string;
  /** an image's address: the first visible photo, a species' picture */
  image?: string | null;
  /** og:type */
  type: 'article' | 'website';
  /** the text's language (a UI language), Hungarian when unknown */
  language?: string | null;
  /** Atom feeds the page announces (`<link rel="alternate">`) */
  feeds?: { title: string; path: string }[];
}

/** The preview of a page that shows nothing a guest may see (a private record, a draft) or of the site itself. */
export function siteMeta(path: string, feeds?: PreviewMeta['feeds']): PreviewMeta {
  return { title: SITE_NAME, description: SITE_DESCRIPTION, path, type: 'website', feeds };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML attribute or element: every markup character escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Plain text on one line, cut at a word to at most `max` characters with an ellipsis. */
export function oneLine(text: string, max = PREVIEW_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The tags of the page's head: title, description, canonical link, Open Graph, Twitter card, feeds. */
export function renderHead(meta: PreviewMeta, origin: string): { title: string; tags: string } {
  const absolute = (address: string) => new URL(address, origin).toString();
  const title = oneLine(meta.title, 300) || SITE_NAME;
  const description = oneLine(meta.description);
  const url = absolute(meta.path);
  const image = meta.image ? absolute(meta.image) : null;
  const language = isLanguage(meta.language) ? meta.language : DEFAULT_LANGUAGE;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    named('description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:locale', OG_LOCALES[language]!),
    ...(image ? [property('og:image', image), property('og:image:alt', title)] : []),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', title),
    named('twitter:description', description),
    ...(image ? [named('twitter:image', image)] : []),
    ...(meta.feeds ?? []).map(
      (feed) => `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absolute(feed.path))}" />`,
    ),
  ];
  return { title: title === SITE_NAME ? title : `${title} · ${SITE_NAME}`, tags: tags.join('\n    ') };
}

/**
 * The web app's page with a preview's head: its title and description replaced, the other tags
 * added before `</head>`. Only the first of each is touched, so text later in the page cannot
 * be taken for them.
 */
export function injectHead(html: string, head: { title: string; tags: string }): string {
  const withoutOwn = html.replace(/<meta name="description"[^>]*>\s*/i, '').replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`);
  const at = withoutOwn.search(/<\/head>/i);
  if (at < 0) return withoutOwn;
  return `${withoutOwn.slice(0, at)}  ${head.tags}\n  ${withoutOwn.slice(at)}`;
}
