import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { IMAGE_CLASSES, RICH_TEXT_CLEANED, RICH_TEXT_IMAGE_SRC, RICH_TEXT_MAX_LENGTH } from '@domain/rich-text.ts';

/** What a link is given whatever was sent: it opens apart, and passes neither rank nor the page it came from. */
const LINK_REL = 'nofollow noopener noreferrer';

/**
 * The one allowlist of every rich-text field (post bodies, entity introductions, species and article
 * descriptions): what the editor makes (headings, paragraphs, emphasis, lists, quotes, links, our own
 * images at a size class) and the older bodies' b/i/strike/pre/code. Links only to http(s) and
 * mailto; images only from our media files.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'class'] },
  allowedClasses: { img: [...IMAGE_CLASSES] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL, target: '_blank' } }),
  },
  // An image from anywhere but our media files is dropped whole; a link that lost its address keeps its text only.
  exclusiveFilter: (frame) => frame.tag === 'img' && !RICH_TEXT_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

/** The same parse and print as RICH_TEXT with everything allowed: what the HTML is when nothing is removed. */
const UNCHANGED: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
  transformTags: RICH_TEXT.transformTags,
};

export interface SanitizedRichText {
  /** the HTML as kept */
  html: string;
  /** whether a tag, an attribute or an address was removed (the RICH_TEXT_CLEANED notice) */
  stripped: boolean;
}

/** Rich text as kept: the allowlist applied, and whether it removed anything. */
export function sanitizeRichText(html: string): SanitizedRichText {
  const kept = sanitizeHtml(html, RICH_TEXT).trim();
  return { html: kept, stripped: kept !== sanitizeHtml(html, UNCHANGED).trim() };
}

/** The stored form of rich text we write ourselves (seeded pages): sanitised HTML. */
export function sanitizeBody(html: string): string {
  return sanitizeRichText(html).html;
}

/** A REST answer's notice when the sanitiser removed something: `{ notice: 'RICH_TEXT_CLEANED' }`, else nothing. */
export const richTextNotice = (cleaned: boolean): { notice?: typeof RICH_TEXT_CLEANED } => (cleaned ? { notice: RICH_TEXT_CLEANED } : {});

/** A rich-text input: at most RICH_TEXT_MAX_LENGTH characters as sent (DATA_TOO_LONG beyond). */
export const richTextInput = z.string().max(RICH_TEXT_MAX_LENGTH);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The plain text of (sanitised) HTML, for summaries, titles and length checks. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h2|h3|h4|blockquote|pre|figcaption)>|<br\s*\/?>/gi, ' ');
  const stripped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text as safe HTML (a mood's message). */
export function textToHtml(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, '\n'))
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${para.replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** Text as HTML that shows it as it is. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);
}
