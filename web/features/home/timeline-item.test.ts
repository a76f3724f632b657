import { describe, expect, it } from 'vitest';
import { homeMessages } from '../timeline/messages.ts';
import { Privacy } from '@domain/privacy.ts';
import { canShare, categoryMessage, FRIEND_CATEGORY, itemHref, timelineActions } from './timeline-item.ts';

describe('timelineActions', () => {
  it('gives the owner the more-menu and no share button', () => {
    expect(timelineActions({ ownedByViewer: true, category: 'NOTE' })).toEqual({
      moreMenu: true,
      share: false,
      like: true,
      comment: true,
    });
  });

  it('gives others a share button and no more-menu', () => {
    expect(timelineActions({ ownedByViewer: false, category: 'NOTE' })).toEqual({
      moreMenu: false,
      share: true,
      like: true,
      comment: true,
    });
  });

  it('hides like and comment for the FRIEND category', () => {
    for (const ownedByViewer of [true, false]) {
      const actions = timelineActions({ ownedByViewer, category: FRIEND_CATEGORY });
      expect(actions.like).toBe(false);
      expect(actions.comment).toBe(false);
      expect(actions.moreMenu).toBe(ownedByViewer);
    }
  });
});

describe('canShare', () => {
  it('allows sharing only public items', () => {
    expect(canShare(Privacy.ANYBODY)).toBe(true);
    expect(canShare(Privacy.ONLY_ME)).toBe(false);
    expect(canShare(Privacy.FRIENDS)).toBe(false);
    expect(canShare(Privacy.SAME_GROUP)).toBe(false);
  });
});

describe('categoryMessage', () => {
  it('labels known categories and falls back to a generic label', () => {
    expect(categoryMessage('OBSERVATION')).toBe(homeMessages.categoryObservation);
    expect(categoryMessage(FRIEND_CATEGORY)).toBe(homeMessages.categoryFriend);
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
