import { describe, expect, test } from 'vitest';
import { plainText, sanitizeBody, textToHtml } from './sanitize.ts';

describe('post bodies', () => {
  test('keep basic rich text and drop scripts, handlers and styles', () => {
    const html = '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=y></p><ul><li style="color:red">a</li></ul>';
    expect(sanitizeBody(html)).toBe('<p>Hi <b>there</b></p><ul><li>a</li></ul>');
  });

  test('links open safely and javascript: links lose their href', () => {
    expect(sanitizeBody('<a href="https://lepke.hu">x</a>')).toBe('<a href="https://lepke.hu" rel="nofollow noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeBody('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
  });

  test('plain text separates blocks and decodes entities', () => {
    expect(plainText('<p>Egy &amp; kettő</p><p>három&nbsp;&lt;4&gt;</p>')).toBe('Egy & kettő három <4>');
    expect(plainText('<p>a<br>b</p>')).toBe('a b');
  });

  test('text becomes escaped paragraphs', () => {
    expect(textToHtml('Szép <nap>\n\nmásodik')).toBe('<p>Szép &lt;nap&gt;</p><p>második</p>');
  });
});
