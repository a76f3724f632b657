import { describe, expect, it } from 'vitest';
import { mediaTypeParam, withSearchParam } from './media-query.ts';

describe('mediaTypeParam', () => {
  it('takes the four types and the longer spellings', () => {
    expect(['i', 'v', 'a', 'f'].map(mediaTypeParam)).toEqual(['i', 'v', 'a', 'f']);
    expect(mediaTypeParam('vid')).toBe('v');
    expect(mediaTypeParam('aud')).toBe('a');
    expect(mediaTypeParam(' I ')).toBe('i');
  });

  it('means every type for a missing or unknown value', () => {
    expect(mediaTypeParam(null)).toBeNull();
    expect(mediaTypeParam('')).toBeNull();
    expect(mediaTypeParam('image')).toBeNull();
    expect(mediaTypeParam('constructor')).toBeNull();
  });
});

describe('withSearchParam', () => {
  it('sets one parameter and keeps the others in their order', () => {
    expect(withSearchParam('?target=post&type=i&x=1', 'type', 'v')).toBe('?target=post&type=v&x=1');
    expect(withSearchParam('?target=post', 'type', 'a')).toBe('?target=post&type=a');
    expect(withSearchParam('', 'type', 'f')).toBe('?type=f');
  });

  it('removes the parameter for null, leaving no lone question mark', () => {
    expect(withSearchParam('?type=i&target=story', 'type', null)).toBe('?target=story');
    expect(withSearchParam('?type=i', 'type', null)).toBe('');
  });
});
