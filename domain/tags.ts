/**
 * Hashtags (social-core §1: tag autocomplete): `#word` in a post's or an article's text. A tag
 * starts with a letter or `_`, goes on with letters, digits and `_`, and follows the start of the
 * text or a character that cannot be part of a word, a URL's path or an HTML entity (so `a#b`,
 * `page#intro` and `&#39;` are not tags). Tags are kept and compared in lower case.
 */

/** The longest tag; a longer run of letters is not taken for one. */
export const TAG_MAX_LENGTH = 50;
/** At most this many tags are kept of one text. */
export const TAGS_PER_ITEM_MAX = 30;
/** Tag suggestions in a search box: the ajax autocomplete limit (social-core §9). */
export const TAG_SUGGESTION_LIMIT = 20;

const TAG = String.raw`#([\p{L}_][\p{L}\p{M}\p{N}_]*)`;
const BEFORE_TAG = String.raw`(?<![\p{L}\p{M}\p{N}_&/#])`;
const TAGS_IN_TEXT = new RegExp(`${BEFORE_TAG}${TAG}`, 'gu');
const TAG_BEING_TYPED = new RegExp(`${BEFORE_TAG}#([\\p{L}_][\\p{L}\\p{M}\\p{N}_]*)$`, 'u');
const WHOLE_TAG = new RegExp(`^${TAG}$`, 'u');

/** A tag as kept and compared: lower case. */
export function normaliseTag(tag: string): string {
  return tag.replaceAll('İ', 'i').toLocaleLowerCase('en');
}

/** The distinct tags of a text, lower case, in the order they first appear. */
export function hashtagsOf(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(TAGS_IN_TEXT)) {
    const tag = match[1]!;
    if (tag.length <= TAG_MAX_LENGTH) tags.add(normaliseTag(tag));
    if (tags.size === TAGS_PER_ITEM_MAX) break;
  }
  return [...tags];
}

/** The tag a search text asks for when it is one `#tag` (lower case), else null. */
export function searchedTag(text: string): string | null {
  const match = WHOLE_TAG.exec(text.trim());
  return match && match[1]!.length <= TAG_MAX_LENGTH ? normaliseTag(match[1]!) : null;
}

/** The tag being typed just before the caret (`#ab|`): where its `#` stands and the letters so far; null when none is. */
export function tagBeingTyped(text: string, caret: number): { start: number; prefix: string } | null {
  const match = TAG_BEING_TYPED.exec(text.slice(0, caret));
  if (!match || match[1]!.length > TAG_MAX_LENGTH) return null;
  return { start: match.index, prefix: match[1]! };
}

/** The text with the tag being typed at `start` replaced by the whole `tag` and a space; the caret after it. */
export function completeTag(text: string, typed: { start: number; prefix: string }, tag: string): { text: string; caret: number } {
  const end = typed.start + 1 + typed.prefix.length;
  const rest = text.slice(end);
  const inserted = `#${tag}${rest.startsWith(' ') ? '' : ' '}`;
  return { text: text.slice(0, typed.start) + inserted + rest, caret: typed.start + inserted.length + (rest.startsWith(' ') ? 1 : 0) };
}
