import { describe, expect, test } from 'vitest';
import { parseVideoLink } from './video-links.ts';

describe('video links', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['  https://vimeo.com/76979871  ', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('%s is %s %s', (text, provider, id) => {
    expect(parseVideoLink(text)).toMatchObject({ provider, id });
  });

  test('the canonical addresses', () => {
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXcQ')?.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(parseVideoLink('https://player.vimeo.com/video/76979871')?.url).toBe('https://vimeo.com/76979871');
  });

  test.each([
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://www.dailymotion.com/video/x7tgad0',
    'not a link',
    '',
  ])('%s is refused', (text) => {
    expect(parseVideoLink(text)).toBeNull();
  });
});
