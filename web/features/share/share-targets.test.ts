import { describe, expect, it } from 'vitest';
import { deviceShare, embedSnippet, itemUrl, SHARE_TARGETS, shareUrl, type LinkTarget } from './share-targets.ts';

const item = { url: 'https://lepke.example/entity/post/42', title: 'Kis tűzlepke & nagy tűzlepke?', imageUrl: 'https://lepke.example/m/1.jpg' };
const URL_Q = encodeURIComponent(item.url);

/** The query parameters of a share link, decoded. */
function params(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link).searchParams);
}

describe('shareUrl', () => {
  it('offers the twelve targets of the share popover, embed last', () => {
    expect(SHARE_TARGETS).toEqual(['facebook', 'pinterest', 'linkedin', 'x', 'tumblr', 'viber', 'whatsapp', 'vk', 'reddit', 'blogger', 'email', 'embed']);
  });

  it.each<[LinkTarget, string, Record<string, string>]>([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php', { u: item.url }],
    ['pinterest', 'https://www.pinterest.com/pin/create/button/', { url: item.url, description: item.title, media: item.imageUrl }],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/', { url: item.url }],
    ['x', 'https://x.com/intent/post', { text: item.title, url: item.url }],
    ['tumblr', 'https://www.tumblr.com/widgets/share/tool', { canonicalUrl: item.url, title: item.title }],
    ['whatsapp', 'https://wa.me/', { text: `${item.title} ${item.url}` }],
    ['vk', 'https://vk.com/share.php', { url: item.url, title: item.title, image: item.imageUrl }],
    ['reddit', 'https://www.reddit.com/submit', { url: item.url, title: item.title }],
    ['blogger', 'https://www.blogger.com/blog-this.g', { u: item.url, n: item.title }],
  ])('%s links to %s with the item encoded', (target, base, expected) => {
    const link = shareUrl(target, item);
    expect(link.startsWith(`${base}?`)).toBe(true);
    expect(params(link)).toEqual(expected);
    // Nothing of the title leaks unencoded into the query.
    expect(link).not.toContain('&nagy');
  });

  it('leaves out an image the item does not have', () => {
    expect(params(shareUrl('pinterest', { ...item, imageUrl: null }))).toEqual({ url: item.url, description: item.title });
  });

  it('viber and email put title and link into their text, spaces as %20', () => {
    const text = encodeURIComponent(`${item.title} ${item.url}`);
    expect(shareUrl('viber', item)).toBe(`viber://forward?text=${text}`);
    expect(shareUrl('email', item)).toBe(`mailto:?subject=${encodeURIComponent(item.title)}&body=${text}`);
    expect(shareUrl('email', item)).not.toContain('+');
    expect(shareUrl('viber', item)).toContain(URL_Q);
  });
});

describe('embedSnippet', () => {
  it('frames the item page and escapes the title for HTML', () => {
    expect(embedSnippet({ url: item.url, title: 'A "kék" <b> & co' })).toBe(
      '<iframe src="https://lepke.example/entity/post/42" title="A &quot;kék&quot; &lt;b&gt; &amp; co" width="100%" height="480" style="border:0" loading="lazy">' +
        '<a href="https://lepke.example/entity/post/42">A &quot;kék&quot; &lt;b&gt; &amp; co</a></iframe>',
    );
  });
});

describe('itemUrl', () => {
  it('makes the item page absolute on the app origin, the home page when there is none', () => {
    expect(itemUrl('/entity/post/7', 'https://lepke.example')).toBe('https://lepke.example/entity/post/7');
    expect(itemUrl('https://other.example/x', 'https://lepke.example')).toBe('https://other.example/x');
    expect(itemUrl(null, 'https://lepke.example')).toBe('https://lepke.example/');
  });
});

describe('deviceShare', () => {
  it('hands the item to the device’s share sheet when the browser has one', async () => {
    const shared: ShareData[] = [];
    const share = deviceShare(item, { share: (data?: ShareData) => Promise.resolve(void shared.push(data!)), canShare: () => true });
    await share!();
    expect(shared).toEqual([{ title: item.title, text: item.title, url: item.url }]);
  });

  it('is missing without the Web Share API or when the browser would refuse the item', () => {
    expect(deviceShare(item, undefined)).toBeNull();
    expect(deviceShare(item, {} as Pick<Navigator, 'share' | 'canShare'>)).toBeNull();
    expect(deviceShare(item, { share: () => Promise.resolve(), canShare: () => false })).toBeNull();
  });
});
