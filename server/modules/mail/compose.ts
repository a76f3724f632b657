import type { Language } from '@domain/languages.ts';

/**
 * A mail's two parts from plain text: the text part as written, and an HTML part in a small
 * inline-styled layout (mail programs drop style sheets) with the site's name on top and a footer.
 * Every string given is text, never markup: it is HTML-escaped, and only http(s) addresses in the
 * body become links. The texts come in the recipient's language from the caller.
 */
export interface MailContent {
  /** the recipient's language: the HTML part's `lang` */
  language: Language;
  /** a heading above the body, often the subject */
  heading?: string | undefined;
  /** paragraphs separated by blank lines, lines by line breaks; its http(s) addresses become links */
  body: string;
  /** a button under the body: its label and its http(s) address */
  action?: { label: string; url: string } | undefined;
  /** the footer line (why the recipient gets this mail) */
  footer: string;
  /** the kind's unsubscribe link under the footer, the same address as the mail's List-Unsubscribe */
  unsubscribe?: { label: string; url: string } | undefined;
  /** the site's name on top (Lepke), a link when its address is given */
  site?: { name: string; url?: string | undefined } | undefined;
}

export interface ComposedMail {
  text: string;
  html: string;
}

export const SITE_NAME = 'Lepke';

const COLOURS = { brand: '#2f6b3a', text: '#1f2a21', muted: '#5b665d', page: '#f3f5f1', rule: '#dde3da' };
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** An http(s) address as the URL parser writes it, or undefined for anything else. */
export function webAddress(candidate: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

function requiredWebAddress(candidate: string, what: string): string {
  const href = webAddress(candidate);
  if (!href) throw new RangeError(`${what} must be an http(s) address: ${JSON.stringify(candidate)}`);
  return href;
}

// An address runs to the next space or character that cannot stand unescaped in one; trailing
// punctuation belongs to the sentence.
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`{}|\\^]+/gi;
const TRAILING = /[.,;:!?…'"*]+$/;

function trimAddress(candidate: string): string {
  let address = candidate.replace(TRAILING, '');
  // "(see https://example.org/a)": the closing bracket is the sentence's unless the address opened one.
  while (address.endsWith(')') && (address.match(/\(/g)?.length ?? 0) < (address.match(/\)/g)?.length ?? 0)) {
    address = address.slice(0, -1).replace(TRAILING, '');
  }
  return address;
}

const linkStyle = `color:${COLOURS.brand};text-decoration:underline;`;

function link(href: string, label: string, style = linkStyle): string {
  return `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
}

/** A line of text as HTML: escaped, its http(s) addresses as links. */
export function linkify(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = webAddress(address);
    if (!href) continue;
    html += escapeHtml(text.slice(at, match.index)) + link(href, address);
    at = match.index + address.length;
  }
  return html + escapeHtml(text.slice(at));
}

function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+$/gm, '').replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}

export function composeMail(content: MailContent): ComposedMail {
  const site = { name: content.site?.name ?? SITE_NAME, url: content.site?.url === undefined ? undefined : requiredWebAddress(content.site.url, 'site.url') };
  const action = content.action && { label: content.action.label, url: requiredWebAddress(content.action.url, 'action.url') };
  const unsubscribe = content.unsubscribe && { label: content.unsubscribe.label, url: requiredWebAddress(content.unsubscribe.url, 'unsubscribe.url') };
  const body = paragraphs(content.body);
  return { text: textPart(content, body, site, action, unsubscribe), html: htmlPart(content, body, site, action, unsubscribe) };
}

type Link = { label: string; url: string } | undefined;

function textPart(content: MailContent, body: string[], site: { name: string; url: string | undefined }, action: Link, unsubscribe: Link): string {
  const blocks = [content.heading?.trim(), ...body, action && `${action.label}: ${action.url}`].filter(Boolean);
  // "-- " on a line of its own: mail programs show what follows as the signature.
  const footer = ['-- ', site.url ? `${site.name} ${site.url}` : site.name, content.footer.trim(), unsubscribe && `${unsubscribe.label}: ${unsubscribe.url}`];
  return `${blocks.join('\n\n')}\n\n${footer.filter(Boolean).join('\n')}\n`;
}

function htmlPart(content: MailContent, body: string[], site: { name: string; url: string | undefined }, action: Link, unsubscribe: Link): string {
  const siteName = site.url ? link(site.url, site.name, `color:${COLOURS.brand};text-decoration:none;`) : escapeHtml(site.name);
  const heading = content.heading?.trim() ? `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">${escapeHtml(content.heading.trim())}</h1>` : '';
  const text = body.map((paragraph) => `<p style="margin:0 0 16px;">${paragraph.split('\n').map(linkify).join('<br>')}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0 8px;">${link(action.url, action.label, `display:inline-block;padding:10px 20px;background:${COLOURS.brand};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;`)}</p>`
    : '';
  const leave = unsubscribe ? `<br>${link(unsubscribe.url, unsubscribe.label, `color:${COLOURS.muted};text-decoration:underline;`)}` : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(content.language)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading?.trim() || site.name)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLOURS.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOURS.page};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:${FONT};font-size:16px;line-height:1.5;color:${COLOURS.text};">`,
    `<tr><td style="padding:16px 24px;border-bottom:3px solid ${COLOURS.brand};font-size:18px;font-weight:bold;color:${COLOURS.brand};">${siteName}</td></tr>`,
    `<tr><td style="padding:24px 24px 8px;">${heading}${text}${button}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid ${COLOURS.rule};font-size:13px;line-height:1.4;color:${COLOURS.muted};">${linkify(content.footer.trim())}${leave}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}
