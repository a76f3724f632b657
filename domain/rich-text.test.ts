import { describe, expect, test } from 'vitest';
import { EMOTICONS, emoticonAtEnd, imageClass, imageClassSize } from './rich-text.ts';

describe('emoticon conversions', () => {
  test.each([
    ['szeretem <3', '❤️', 2],
    ['vége </3', '💔', 3],
    ['szia :)', '🙂', 2],
    ['szia :-)', '🙂', 3],
    ['haha :D', '😄', 2],
    ['na ;)', '😉', 2],
    ['jaj :(', '🙁', 2],
    ["sírok :'(", '😢', 3],
  ])('%s becomes %s', (text, emoji, length) => {
    expect(emoticonAtEnd(text)).toEqual({ emoji, length });
  });

  test('a text that ends with no emoticon stays', () => {
    expect(emoticonAtEnd('3 < 4')).toBeNull();
    expect(emoticonAtEnd(':')).toBeNull();
  });

  test('a longer emoticon is never read as the shorter one it ends with', () => {
    for (const [index, { text }] of EMOTICONS.entries()) {
      const earlierShorter = EMOTICONS.slice(0, index).find((each) => text.endsWith(each.text));
      expect(earlierShorter).toBeUndefined();
    }
  });
});

test('image size classes', () => {
  expect(imageClass(33)).toBe('img-33');
  expect(imageClassSize('foo img-25')).toBe(25);
  expect(imageClassSize('img-40')).toBeNull();
});
