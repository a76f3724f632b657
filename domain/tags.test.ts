import { describe, expect, it } from 'vitest';
import { completeTag, hashtagsOf, searchedTag, TAG_MAX_LENGTH, tagBeingTyped } from './tags.ts';

describe('hashtagsOf', () => {
  it('finds the distinct tags of a text in lower case, accents kept', () => {
    expect(hashtagsOf('#Lepke a réten, #nappaliPávaszem és megint #lepke. (#Éjjel)')).toEqual(['lepke', 'nappalipávaszem', 'éjjel']);
    expect(hashtagsOf('#İstanbul #Şile')).toEqual(['istanbul', 'şile']);
  });

  it('takes no addresses, entities, numbers or words with a # inside', () => {
    expect(hashtagsOf('https://lepke.hu/page#intro a#b &#39; #42 ##x #_ok')).toEqual(['_ok']);
    expect(hashtagsOf(`#${'a'.repeat(TAG_MAX_LENGTH + 1)} #${'b'.repeat(TAG_MAX_LENGTH)}`)).toEqual(['b'.repeat(TAG_MAX_LENGTH)]);
  });
});

describe('typing a tag', () => {
  it('knows the tag before the caret and completes it', () => {
    const text = 'Ma láttam #pá és mást';
    const typed = tagBeingTyped(text, 'Ma láttam #pá'.length);
    expect(typed).toEqual({ start: 10, prefix: 'pá' });
    expect(completeTag(text, typed!, 'pávaszem')).toEqual({ text: 'Ma láttam #pávaszem és mást', caret: 'Ma láttam #pávaszem '.length });
    expect(completeTag('#le', { start: 0, prefix: 'le' }, 'lepke')).toEqual({ text: '#lepke ', caret: 7 });
  });

  it('is no tag after a word, with nothing typed yet, or after a space', () => {
    expect(tagBeingTyped('page#ab', 7)).toBeNull();
    expect(tagBeingTyped('nézd #', 6)).toBeNull();
    expect(tagBeingTyped('#ab ', 4)).toBeNull();
  });

  it('reads a search for one tag', () => {
    expect(searchedTag(' #Lepke ')).toBe('lepke');
    expect(searchedTag('#lepke más')).toBeNull();
    expect(searchedTag('lepke')).toBeNull();
  });
});
