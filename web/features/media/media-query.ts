/** The query strings of the media list screens (/media/list/, /attachment/browser_popup/). */

/** i image, v video, a audio, f file (recording §3 media_type). */
export type MediaTypeCode = 'i' | 'v' | 'a' | 'f';

export const MEDIA_TYPES: readonly MediaTypeCode[] = ['i', 'v', 'a', 'f'];

/** The spec's longer spellings of the same types. */
const ALIASES: ReadonlyMap<string, MediaTypeCode> = new Map([
  ['vid', 'v'],
  ['aud', 'a'],
]);

/** `?type=`: one of i, v (vid), a (aud), f; anything else means every type. */
export function mediaTypeParam(value: string | null): MediaTypeCode | null {
  if (value === null) return null;
  const code = value.trim().toLowerCase();
  return (MEDIA_TYPES as readonly string[]).includes(code) ? (code as MediaTypeCode) : (ALIASES.get(code) ?? null);
}

/** The search string with one parameter set, or removed when `value` is null; every other parameter kept as it came. */
export function withSearchParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
