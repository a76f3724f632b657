import type { MessageDescriptor } from 'react-intl';
import type { PrivacyName } from '@domain/privacy.ts';
import { homeMessages } from '../timeline/messages.ts';

export const privacyMessages: Record<PrivacyName, MessageDescriptor> = {
  onlyMe: homeMessages.privacyOnlyMe,
  friends: homeMessages.privacyFriends,
  sameGroup: homeMessages.privacySameGroup,
  anybody: homeMessages.privacyAnybody,
};

const categoryMessages = new Map<string, MessageDescriptor>([
  ['NOTE', homeMessages.categoryNote],
  ['NEWS', homeMessages.categoryNews],
  ['QUESTION', homeMessages.categoryQuestion],
  ['OBSERVATION', homeMessages.categoryObservation],
  ['MOOD', homeMessages.categoryMood],
  ['LESSON', homeMessages.categoryLesson],
  ['SOLUTION', homeMessages.categorySolution],
  ['FRIEND', homeMessages.categoryFriend],
  ['BLOG', homeMessages.categoryBlog],
  ['STORY', homeMessages.categoryStory],
  ['JOURNAL', homeMessages.categoryJournal],
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
