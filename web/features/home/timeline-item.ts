import type { MessageDescriptor } from 'react-intl';
import { Privacy, type PrivacyName } from '@domain/privacy.ts';
import { homeMessages } from '../timeline/messages.ts';

export const privacyMessages: Record<PrivacyName, MessageDescriptor> = {
  onlyMe: homeMessages.privacyOnlyMe,
  friends: homeMessages.privacyFriends,
  sameGroup: homeMessages.privacySameGroup,
  anybody: homeMessages.privacyAnybody,
};

/** Sharing is allowed only for public items (social-core §5). */
export function canShare(privacy: number): boolean {
  return privacy === Privacy.ANYBODY;
}

/** Items about a new friendship; they cannot be liked or commented on. */
export const FRIEND_CATEGORY = 'FRIEND';

export interface TimelineActions {
  /** The more-menu with edit, delete and report. */
  moreMenu: boolean;
  share: boolean;
  like: boolean;
  comment: boolean;
}

/** Which actions a card offers (social-core §6). */
export function timelineActions(item: { ownedByViewer: boolean; category: string }): TimelineActions {
  const social = item.category !== FRIEND_CATEGORY;
  return { moreMenu: item.ownedByViewer, share: !item.ownedByViewer, like: social, comment: social };
}

const categoryMessages = new Map<string, MessageDescriptor>([
  ['NOTE', homeMessages.categoryNote],
  ['NEWS', homeMessages.categoryNews],
  ['QUESTION', homeMessages.categoryQuestion],
  ['OBSERVATION', homeMessages.categoryObservation],
  ['MOOD', homeMessages.categoryMood],
  ['LESSON', homeMessages.categoryLesson],
  ['SOLUTION', homeMessages.categorySolution],
  [FRIEND_CATEGORY, homeMessages.categoryFriend],
]);

export function categoryMessage(category: string): MessageDescriptor {
  return categoryMessages.get(category) ?? homeMessages.categoryOther;
}

/**
 * Where a card leads: the page of what it shows (a post's or lesson's page, a record's view), as
 * the server stored it on the item. Only the app's own paths; anything else leads nowhere.
 */
export function itemHref(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  return url;
}
