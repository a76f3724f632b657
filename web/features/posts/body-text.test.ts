import { describe, expect, test } from 'vitest';
import { htmlToText, textToHtml } from './body-text.ts';

describe('post body text', () => {
  test('paragraphs and line breaks survive a round trip; markup is escaped', () => {
    const text = 'Első sor\nmásodik <b> & "idézet"\n\nÚj bekezdés';
    expect(textToHtml(text)).toBe('<p>Első sor<br>második &lt;b&gt; &amp; &quot;idézet&quot;</p><p>Új bekezdés</p>');
    expect(htmlToText(textToHtml(text))).toBe(text);
  });

  test('rich text from the server reads as text', () => {
    expect(htmlToText('<p>Szia <b>világ</b></p><ul><li>egy</li><li>kettő</li></ul>')).toBe('Szia világ\n\negy\nkettő');
  });
});
