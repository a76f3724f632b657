import { describe, expect, it } from 'vitest';
import { noticeText } from './texts.ts';

describe('noticeText', () => {
  it('says what the notification list says, with the actor’s name, in the recipient’s language', () => {
    expect(noticeText({ token: 'ITEM_LIKED', url: '/post/3?actor=7' }, 'en', 'Kata')).toBe('Kata liked what you posted.');
    expect(noticeText({ token: 'FRIEND_REQUEST_GOT', url: '/people/7' }, 'tr', 'Kata')).toBe('Kata sana arkadaşlık isteği gönderdi.');
  });

  it('without an actor, the recipient’s actor-free text, not the actor’s toast', () => {
    expect(noticeText({ token: 'ITEM_LIKED', url: null }, 'hu')).toBe('Valaki kedvelte, amit közzétettél.');
    expect(noticeText({ token: 'ITEM_LIKED', url: null }, 'en')).toBe('Someone liked what you posted.');
    expect(noticeText({ token: 'COMMENT_REPLY', url: null }, 'ro')).toBe('Cineva a răspuns la comentariul tău.');
    expect(noticeText({ token: 'COMMENT_ADDED', url: null }, 'tr')).toBe('Paylaştığın içeriğe yeni bir yorum geldi.');
  });

  it('words of its own win; then the token’s text, Hungarian, the token', () => {
    expect(noticeText({ token: 'SITE_ANNOUNCEMENT', url: null, text: 'Karbantartás szombaton' }, 'en')).toBe('Karbantartás szombaton');
    expect(noticeText({ token: 'MESSAGE_RECEIVED', url: null }, 'en')).toBe('You got a message');
    expect(noticeText({ token: 'MESSAGE_RECEIVED', url: null }, 'xx')).toBe('Üzenetet kaptál');
    expect(noticeText({ token: 'NO_SUCH_TOKEN', url: null }, 'en')).toBe('NO_SUCH_TOKEN');
  });
});
