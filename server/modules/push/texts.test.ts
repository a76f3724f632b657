import { describe, expect, it } from 'vitest';
import { tokenText } from './texts.ts';

describe('tokenText', () => {
  it('pushes the recipient’s text of a social notice, not the actor’s toast', () => {
    expect(tokenText('ITEM_LIKED', 'hu')).toBe('Valaki kedvelte, amit közzétettél.');
    expect(tokenText('ITEM_LIKED', 'en')).toBe('Someone liked what you posted.');
    expect(tokenText('COMMENT_REPLY', 'ro')).toBe('Cineva a răspuns la comentariul tău.');
    expect(tokenText('COMMENT_ADDED', 'tr')).toBe('Paylaştığın içeriğe yeni bir yorum geldi.');
  });

  it('falls back to the token’s text, then Hungarian, then the token', () => {
    expect(tokenText('MESSAGE_RECEIVED', 'en')).toBe('You got a message');
    expect(tokenText('MESSAGE_RECEIVED', 'xx')).toBe('Üzenetet kaptál');
    expect(tokenText('NO_SUCH_TOKEN', 'en')).toBe('NO_SUCH_TOKEN');
  });
});
