const MARK = '…';

/**
 * `text` shortened to at most `max` characters, the last of them an ellipsis when anything was
 * cut. Counts code points, so an emoji is never split in half.
 */
export function ellipsis(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max < 1) return '';
  return (
    chars
      .slice(0, max - 1)
      .join('')
      .trimEnd() + MARK
  );
}
