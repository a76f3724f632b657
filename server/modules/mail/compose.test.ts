import { describe, expect, test } from 'vitest';
import { composeMail, escapeHtml, linkify, type MailContent } from './compose.ts';

const SCRIPT = '<script>alert(1)</script>';
const ATTRIBUTE = '"onerror=alert(1) x="';
const IMAGE = "'><img src=x onerror=alert(2)>";
const HOSTILE = `${SCRIPT} ${ATTRIBUTE} ${IMAGE}`;

/** The tags and attributes the layout itself writes: anything else in a composed mail came from its texts. */
const TAGS = new Set(['!DOCTYPE', 'html', 'head', 'meta', 'title', 'body', 'table', 'tr', 'td', 'h1', 'p', 'br', 'a']);
const ATTRIBUTES = new Set(['lang', 'charset', 'name', 'content', 'role', 'width', 'cellpadding', 'cellspacing', 'border', 'style', 'align', 'href']);

function tagsOf(html: string) {
  return [...html.matchAll(/<(\/?)([!\w]+)([^>]*)>/g)].map(([, closing, name, rest]) => {
    const attributes = [...rest!.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, attribute, value]) => ({ attribute: attribute!, value: value! }));
    const leftover = rest!.replace(/\s([\w-]+)="([^"]*)"/g, '').replace(name === '!DOCTYPE' ? /^ html$/ : /^$/, '');
    return { name: name!, closing: closing === '/', attributes, leftover };
  });
}

describe('composeMail', () => {
  test('every field with <script> and "onerror= arrives escaped: only the layout’s own tags and attributes, only http(s) links', () => {
    const content: MailContent = {
      language: 'hu',
      heading: `Anna ${HOSTILE} commented`,
      body: `${HOSTILE}\n\nsecond ${HOSTILE} https://lepke.example/a?q="onerror=alert(3)<script>x</script>\njavascript:alert(4) data:text/html,${SCRIPT}`,
      action: { label: `Open ${HOSTILE}`, url: `https://lepke.example/open?x="onerror=alert(5)&y=<script>` },
      footer: `Footer ${HOSTILE}`,
      unsubscribe: { label: `Unsubscribe ${HOSTILE}`, url: `https://lepke.example/u/"onerror=alert(6)` },
      site: { name: `Lepke ${HOSTILE}`, url: `https://lepke.example/"onerror=alert(7)` },
    };
    const { html, text } = composeMail(content);

    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('"onerror');
    expect(html).not.toMatch(/<[^>]*\sonerror\s*=/i);
    for (const tag of tagsOf(html)) {
      expect(TAGS, tag.name).toContain(tag.name);
      expect(tag.leftover, `${tag.name}: ${tag.leftover}`).toBe('');
      for (const { attribute, value } of tag.attributes) {
        expect(ATTRIBUTES, attribute).toContain(attribute);
        if (attribute === 'href') expect(value).toMatch(/^https:\/\/lepke\.example\/[^"<>\s]*$/);
      }
    }
    // The texts are all there, as text: escaped once, readable again once unescaped.
    const escaped = escapeHtml(HOSTILE);
    expect(html.split(escaped).length - 1).toBe(8);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;onerror=alert(1) x=&quot; &#39;&gt;&lt;img src=x onerror=alert(2)&gt;');
    // Links: site, the body's https address, the action, the unsubscribe link; javascript: and data: stay text.
    expect(tagsOf(html).filter((tag) => tag.name === 'a' && !tag.closing)).toHaveLength(4);
    expect(html).toContain('javascript:alert(4) data:text/html,&lt;script&gt;');
    expect(html).toContain('<title>Anna &lt;script&gt;');
    // The text part is text: the strings as given.
    expect(text).toContain(`Anna ${HOSTILE} commented`);
    expect(text).toContain(`Footer ${HOSTILE}`);
  });

  test('the text part: heading, paragraphs, the action’s address, then the signature with the footer and the unsubscribe link', () => {
    const { text } = composeMail({
      language: 'tr',
      heading: 'Yeni mesaj – ğüşıöç',
      body: 'Merhaba Elif,\r\nbir mesajın var.\r\n\r\n\r\n  \r\nİyi günler!   ',
      action: { label: 'Mesajı aç', url: 'https://lepke.example/messages/3' },
      footer: 'Bu e-postayı Lepke hesabın için aldın.',
      unsubscribe: { label: 'Abonelikten çık', url: 'https://lepke.example/u/t' },
      site: { name: 'Lepke', url: 'https://lepke.example/' },
    });
    expect(text).toBe(
      [
        'Yeni mesaj – ğüşıöç',
        '',
        'Merhaba Elif,',
        'bir mesajın var.',
        '',
        'İyi günler!',
        '',
        'Mesajı aç: https://lepke.example/messages/3',
        '',
        '-- ',
        'Lepke https://lepke.example/',
        'Bu e-postayı Lepke hesabın için aldın.',
        'Abonelikten çık: https://lepke.example/u/t',
        '',
      ].join('\n'),
    );
  });

  test('the HTML part: the recipient’s language, paragraphs and line breaks, the site’s name, the footer', () => {
    const { html } = composeMail({ language: 'ro', body: 'Salut,\nai un mesaj nou.\n\nO zi bună!', footer: 'Mesaj nou – ăâîșț' });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="ro">/);
    expect(html).toContain('<p style="margin:0 0 16px;">Salut,<br>ai un mesaj nou.</p><p style="margin:0 0 16px;">O zi bună!</p>');
    expect(html).toContain('Mesaj nou – ăâîșț</td>');
    expect(html).toContain('>Lepke</td>');
    expect(html).toContain('<title>Lepke</title>');
    expect(html).not.toContain('<h1');
  });

  test.each([
    ['action', { action: { label: 'x', url: 'javascript:alert(1)' } }],
    ['unsubscribe', { unsubscribe: { label: 'x', url: 'mailto:x@lepke.test' } }],
    ['site', { site: { name: 'Lepke', url: '//lepke.example' } }],
  ])('a %s address that is not http(s) is refused', (_field, change) => {
    expect(() => composeMail({ language: 'en', body: 'x', footer: 'y', ...change })).toThrow(RangeError);
  });
});

describe('linkify', () => {
  test.each([
    ['see https://lepke.example/a?b=1&c=2.', 'see <a href="https://lepke.example/a?b=1&amp;c=2" style="S">https://lepke.example/a?b=1&amp;c=2</a>.'],
    [
      '(https://en.wikipedia.org/wiki/Io_(moth)) and (https://lepke.example/x)',
      '(<a href="https://en.wikipedia.org/wiki/Io_(moth)" style="S">https://en.wikipedia.org/wiki/Io_(moth)</a>) and (<a href="https://lepke.example/x" style="S">https://lepke.example/x</a>)',
    ],
    ['HTTP://LEPKE.EXAMPLE/Lepke!', '<a href="http://lepke.example/Lepke" style="S">HTTP://LEPKE.EXAMPLE/Lepke</a>!'],
    ['https://lepke.example/ő?név=Ödön', '<a href="https://lepke.example/%C5%91?n%C3%A9v=%C3%96d%C3%B6n" style="S">https://lepke.example/ő?név=Ödön</a>'],
    ['https://lepke.example/"onmouseover="x', '<a href="https://lepke.example/" style="S">https://lepke.example/</a>&quot;onmouseover=&quot;x'],
    ['ftp://lepke.example javascript:alert(1) data:text/html,x www.lepke.example', 'ftp://lepke.example javascript:alert(1) data:text/html,x www.lepke.example'],
    ['https:// and http://[bad', 'https:// and http://[bad'],
    ['a < b & c > "d"', 'a &lt; b &amp; c &gt; &quot;d&quot;'],
  ])('%s', (text, expected) => {
    expect(linkify(text).replaceAll(/style="[^"]*"/g, 'style="S"')).toBe(expected);
  });
});
