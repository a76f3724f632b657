import { defineMessages } from '../../i18n/define-messages.ts';

export const homeMessages = defineMessages({
  feedSwitch: { id: 'home.feedSwitch', defaultMessage: 'Kiket mutasson', description: 'Accessible name of the everybody / followed switch above the home timeline' },
  feedEverybody: { id: 'home.feedEverybody', defaultMessage: 'Mindenki', description: 'Home timeline switch: every item the viewer may see' },
  feedFollowing: {
    id: 'home.feedFollowing',
    defaultMessage: 'Követettek',
    description: 'Home timeline switch: only the items of the people and groups the viewer follows',
  },
  timelineLabel: {
    id: 'home.timelineLabel',
    defaultMessage: 'Idővonal',
    description: 'Accessible name of the home timeline list',
  },
  noResult: {
    id: 'home.noResult',
    defaultMessage: 'Még nincs bejegyzés az idővonaladon.',
    description: 'Shown instead of the home timeline when it has no items',
  },
  loadFailed: {
    id: 'home.loadFailed',
    defaultMessage: 'Hiba (inf): {status}',
    description: 'Alert when the next page of the timeline fails to load; {status} is the HTTP status or the error text',
  },
  today: {
    id: 'home.today',
    defaultMessage: 'Ma',
    description: 'Date divider above the timeline items of today',
  },
  yesterday: {
    id: 'home.yesterday',
    defaultMessage: 'Tegnap',
    description: 'Date divider above the timeline items of yesterday',
  },
  justNow: {
    id: 'home.justNow',
    defaultMessage: 'épp most',
    description: 'Time of a timeline item posted less than a minute ago',
  },
  minutesAgo: {
    id: 'home.minutesAgo',
    defaultMessage: '{count} perce',
    description: 'Time of a timeline item posted {count} minutes ago',
  },
  hoursAgo: {
    id: 'home.hoursAgo',
    defaultMessage: '{count} órája',
    description: 'Time of a timeline item posted {count} hours ago',
  },
  daysAgo: {
    id: 'home.daysAgo',
    defaultMessage: '{count} napja',
    description: 'Time of a timeline item posted {count} days ago (at most 30)',
  },
  privacyOnlyMe: {
    id: 'home.privacy.onlyMe',
    defaultMessage: 'Csak én láthatom',
    description: 'Lock icon label: the item is visible only to its owner',
  },
  privacyFriends: {
    id: 'home.privacy.friends',
    defaultMessage: 'A barátaim láthatják',
    description: "Lock icon label: the item is visible to the owner's friends",
  },
  privacySameGroup: {
    id: 'home.privacy.sameGroup',
    defaultMessage: 'A csoporttársaim láthatják',
    description: 'Lock icon label: the item is visible to members of the same groups',
  },
  privacyAnybody: {
    id: 'home.privacy.anybody',
    defaultMessage: 'Bárki láthatja',
    description: 'Lock icon label: the item is public',
  },
  categoryNote: {
    id: 'home.category.note',
    defaultMessage: 'Jegyzet',
    description: 'Category label of a timeline item',
  },
  categoryNews: {
    id: 'home.category.news',
    defaultMessage: 'Hír',
    description: 'Category label of a timeline item',
  },
  categoryQuestion: {
    id: 'home.category.question',
    defaultMessage: 'Kérdés',
    description: 'Category label of a timeline item',
  },
  categoryObservation: {
    id: 'home.category.observation',
    defaultMessage: 'Megfigyelés',
    description: 'Category label of a timeline item (a butterfly or moth record)',
  },
  categoryMood: {
    id: 'home.category.mood',
    defaultMessage: 'Hangulat',
    description: 'Category label of a timeline item',
  },
  categoryLesson: {
    id: 'home.category.lesson',
    defaultMessage: 'Lecke',
    description: 'Category label of a timeline item',
  },
  categorySolution: {
    id: 'home.category.solution',
    defaultMessage: 'Megoldás',
    description: 'Category label of a timeline item (a solution to a lesson)',
  },
  categoryFriend: {
    id: 'home.category.friend',
    defaultMessage: 'Barátság',
    description: 'Category label of a timeline item about a new friendship',
  },
  categoryBlog: { id: 'home.category.blog', defaultMessage: 'Blog', description: 'Category label of a timeline item: a blog post' },
  categoryStory: { id: 'home.category.story', defaultMessage: 'Történet', description: 'Category label of a timeline item: a story' },
  categoryJournal: { id: 'home.category.journal', defaultMessage: 'Napló', description: 'Category label of a timeline item: a group’s or project’s journal entry' },
  categoryOther: {
    id: 'home.category.other',
    defaultMessage: 'Bejegyzés',
    description: 'Category label of a timeline item of any other category',
  },
  answers: {
    id: 'home.answers',
    defaultMessage: 'Válaszok',
    description: "Accessible name of the answers shown under a question's timeline card",
  },
  answerLikes: {
    id: 'home.answerLikes',
    defaultMessage: '{count, plural, one {# kedvelés} other {# kedvelés}}',
    description: 'Accessible name of the like count of an answer under a question card',
  },
  answerReplies: {
    id: 'home.answerReplies',
    defaultMessage: '{count, plural, one {# hozzászólás} other {# hozzászólás}}',
    description: 'Accessible name of the count of replies (comments) to an answer under a question card',
  },
  moreAnswers: {
    id: 'home.moreAnswers',
    defaultMessage: 'Az összes válasz',
    description: "Link under a question card's first answers to the question's page with every answer",
  },
  moreActions: {
    id: 'home.moreActions',
    defaultMessage: 'További műveletek',
    description: "Accessible name of the more-menu button on the viewer's own timeline item",
  },
  edit: {
    id: 'home.edit',
    defaultMessage: 'Szerkesztés',
    description: 'More-menu entry that edits the timeline item',
  },
  delete: {
    id: 'home.delete',
    defaultMessage: 'Törlés',
    description: 'More-menu entry that deletes the timeline item; also the confirm button',
  },
  report: {
    id: 'home.report',
    defaultMessage: 'Bejelentés',
    description: 'More-menu entry that reports the timeline item to the moderators',
  },
  like: {
    id: 'home.like',
    defaultMessage: 'Tetszik, {count} kedvelés',
    description: 'Accessible name of the like button, with the number of likes',
  },
  comment: {
    id: 'home.comment',
    defaultMessage: 'Hozzászólás, {count} hozzászólás',
    description: 'Accessible name of the comment button, with the number of comments',
  },
  share: {
    id: 'home.share',
    defaultMessage: 'Megosztás, {count} megosztás',
    description: 'Accessible name of the share button, with the number of shares',
  },
  shareCount: {
    id: 'home.shareCount',
    defaultMessage: '{count} megosztás',
    description: "Accessible text of the share count on the viewer's own item (no share button)",
  },
  shareNotPublic: {
    id: 'home.shareNotPublic',
    defaultMessage: 'Csak nyilvános bejegyzést lehet megosztani.',
    description: 'Alert when sharing an item that is not visible to anybody (SHARED_ITEM_NOT_PUBLIC)',
  },
  comingSoon: {
    id: 'home.comingSoon',
    defaultMessage: 'Hamarosan',
    description: 'Toast for an action whose screen is not available yet',
  },
});
