import sanitizeHtml from 'sanitize-html';

/** Basic rich text only: paragraphs, emphasis, lists, quotes, headings, code and links. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'pre', 'code', 'a'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
};
// Let the transform's attributes through as well.
RICH_TEXT.allowedAttributes = { a: ['href', 'title', 'rel', 'target'] };

/** The stored form of a post body: sanitised HTML. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The plain text of (sanitised) HTML, for summaries, titles and length checks. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h3|h4|blockquote|pre)>|<br\s*\/?>/gi, ' ');
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
