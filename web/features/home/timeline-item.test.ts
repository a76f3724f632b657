import { describe, expect, it } from 'vitest';
import { homeMessages } from '../timeline/messages.ts';
import { categoryMessage, itemHref } from './timeline-item.ts';

describe('categoryMessage', () => {
  it('labels known categories and falls back to a generic label', () => {
    expect(categoryMessage('OBSERVATION')).toBe(homeMessages.categoryObservation);
    expect(categoryMessage('FRIEND')).toBe(homeMessages.categoryFriend);
    expect(categoryMessage('SOMETHING_NEW')).toBe(homeMessages.categoryOther);
  });

  it('does not mistake inherited object keys for categories', () => {
    expect(categoryMessage('constructor')).toBe(homeMessages.categoryOther);
  });
});

describe('itemHref', () => {
  it("leads to the app's own page of the item", () => {
    expect(itemHref('/entity/post/12')).toBe('/entity/post/12');
    expect(itemHref('/observation/7')).toBe('/observation/7');
  });

  it('leads nowhere for a missing url or one outside the app', () => {
    expect(itemHref(null)).toBeNull();
    expect(itemHref('')).toBeNull();
    expect(itemHref('https://example.com/x')).toBeNull();
    expect(itemHref('//example.com/x')).toBeNull();
    expect(itemHref('javascript:alert(1)')).toBeNull();
  });
});
