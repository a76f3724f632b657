import { describe, expect, test } from 'vitest';
import { plainText, sanitizeBody, sanitizeRichText, textToHtml } from './sanitize.ts';

const OWN_IMAGE = '/media/files/0123456789abcdef0123456789abcdef/pres';

describe('the rich-text allowlist', () => {
  test('keeps what the editor makes, and says nothing was removed', () => {
    const html =
      '<h2>Cím</h2><h3>Al</h3><p>Szia <strong>világ</strong> <em>dőlt</em> <u>alá</u> <s>át</s><br /></p><ul><li><p>egy</p></li></ul><ol><li>kettő</li></ol>' +
      `<blockquote><p>idézet</p></blockquote><p><a href="https://lepke.hu" rel="nofollow noopener noreferrer" target="_blank">link</a></p><img src="${OWN_IMAGE}" alt="lepke" class="img-50" />`;
    expect(sanitizeRichText(html)).toEqual({ html, stripped: false });
  });

  test('drops scripts, handlers and styles, and says so', () => {
    const html = '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=y></p><ul><li style="color:red">a</li></ul>';
    expect(sanitizeRichText(html)).toEqual({ html: '<p>Hi <b>there</b></p><ul><li>a</li></ul>', stripped: true });
  });

  test('links open safely; javascript: links lose their address, and that counts as removed', () => {
    expect(sanitizeBody('<a href="https://lepke.hu">x</a>')).toBe('<a href="https://lepke.hu" rel="nofollow noopener noreferrer" target="_blank">x</a>');
    const cleaned = sanitizeRichText('<a href="&#106;avascript:alert(1)">x</a>');
    expect(cleaned.html).not.toMatch(/href/);
    expect(cleaned.stripped).toBe(true);
  });

  test('images only from our media files, at a size class', () => {
    expect(sanitizeRichText('<img src="https://example.com/a.png" class="img-50">')).toEqual({ html: '', stripped: true });
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toEqual({ html: '', stripped: true });
    expect(sanitizeRichText(`<img src="${OWN_IMAGE}" class="img-33 evil" style="x">`)).toEqual({ html: `<img src="${OWN_IMAGE}" class="img-33" />`, stripped: true });
    expect(sanitizeRichText(`<img src="${OWN_IMAGE}/../../x">`).html).toBe('');
  });
});

describe('text helpers', () => {
  test('plain text separates blocks and decodes entities', () => {
    expect(plainText('<p>Egy &amp; kettő</p><p>három&nbsp;&lt;4&gt;</p>')).toBe('Egy & kettő három <4>');
    expect(plainText('<h2>Cím</h2><p>a<br>b</p>')).toBe('Cím a b');
  });

  test('text becomes escaped paragraphs', () => {
    expect(textToHtml('Szép <nap>\n\nmásodik')).toBe('<p>Szép &lt;nap&gt;</p><p>második</p>');
  });
});
