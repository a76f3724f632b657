import { IMAGE_SIZE_CLASSES, type ImageSizeClass } from './media.ts';

/**
 * Rich text (social-core §9): post bodies, entity introductions, species and article descriptions are
 * HTML from the editor, kept after the server's one allowlist (server/modules/rich-text/sanitize.ts).
 */

/** The longest rich text accepted, in characters of HTML as sent (DATA_TOO_LONG, 422, beyond). */
export const RICH_TEXT_MAX_LENGTH = 50_000;

/** The notice a save answers with when the sanitiser removed something from what was sent. */
export const RICH_TEXT_CLEANED = 'RICH_TEXT_CLEANED';

/** The class of an image in rich text: its width as a percent of the text's (social-core §9). */
export const imageClass = (size: ImageSizeClass): string => `img-${size}`;
export const IMAGE_CLASSES: readonly string[] = IMAGE_SIZE_CLASSES.map(imageClass);

/** The size class a class attribute names, or null. */
export function imageClassSize(className: string | null | undefined): ImageSizeClass | null {
  return IMAGE_SIZE_CLASSES.find((size) => className?.split(/\s+/).includes(imageClass(size))) ?? null;
}

/**
 * Where an image in rich text may come from: one of our own stored media files (a thumbnail, a
 * presentation copy or the original), `/media/files/{32 hex}/{variant}`.
 */
export const RICH_TEXT_IMAGE_SRC = /^\/media\/files\/[0-9a-f]{32}\/(thumb|pres|orig)$/;

/**
 * The emoticon conversions (social-core §9: heart, broken heart, smileys, crying), applied as they
 * are typed. Longer emoticons come first, so `</3` is not read as `<3` and `:'(` not as `:(`.
 */
export const EMOTICONS: readonly { readonly text: string; readonly emoji: string }[] = [
  { text: '</3', emoji: '💔' },
  { text: '<3', emoji: '❤️' },
  { text: ":'(", emoji: '😢' },
  { text: ':-)', emoji: '🙂' },
  { text: ':)', emoji: '🙂' },
  { text: ':D', emoji: '😄' },
  { text: ';)', emoji: '😉' },
  { text: ':(', emoji: '🙁' },
];

/** The emoji an emoticon that `text` ends with becomes, and that emoticon's length; null when none. */
export function emoticonAtEnd(text: string): { emoji: string; length: number } | null {
  const found = EMOTICONS.find((each) => text.endsWith(each.text));
  return found ? { emoji: found.emoji, length: found.text.length } : null;
}

/** The emoji popover's choice: nature first (butterflies, flowers, sun), then faces and signs. */
export const EMOJI_CHOICES: readonly string[] = [
  '🦋',
  '🐛',
  '🐝',
  '🐞',
  '🌸',
  '🌼',
  '🌻',
  '🌺',
  '🌷',
  '🌹',
  '🍀',
  '🌿',
  '🌳',
  '🍂',
  '☀️',
  '🌤️',
  '🌧️',
  '🌈',
  '🌙',
  '⭐',
  '🙂',
  '😄',
  '😉',
  '😍',
  '🤩',
  '🤔',
  '😮',
  '🙁',
  '😢',
  '❤️',
  '💔',
  '👍',
  '👏',
  '🙏',
  '🔍',
  '📷',
  '🗺️',
  '🥾',
  '🎉',
  '✅',
];
