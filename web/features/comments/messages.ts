import { defineMessages } from '../../i18n/define-messages.ts';

export const commentMessages = defineMessages({
  title: {
    id: 'comments.title',
    defaultMessage: 'Hozzászólások',
    description: 'Title of the comment thread and of the sheet that opens it from a timeline card',
  },
  listLabel: {
    id: 'comments.listLabel',
    defaultMessage: 'Hozzászólások listája',
    description: 'Accessible name of the list of comments',
  },
  repliesLabel: {
    id: 'comments.repliesLabel',
    defaultMessage: 'Válaszok {name} hozzászólására',
    description: 'Accessible name of the list of replies to the comment of {name}',
  },
  noComments: {
    id: 'comments.noComments',
    defaultMessage: 'Még nincs hozzászólás. Légy te az első!',
    description: 'Shown in a comment thread that has no comments',
  },
  newComment: {
    id: 'comments.newComment',
    defaultMessage: 'Írj hozzászólást…',
    description: 'Label and placeholder of the text field that adds a comment',
  },
  replyField: {
    id: 'comments.replyField',
    defaultMessage: 'Válasz {name} részére…',
    description: 'Label and placeholder of the text field that replies to the comment of {name}',
  },
  editField: {
    id: 'comments.editField',
    defaultMessage: 'Hozzászólás szövege',
    description: 'Label of the text field that edits a comment in place',
  },
  send: {
    id: 'comments.send',
    defaultMessage: 'Küldés',
    description: 'Button that sends a new comment or reply',
  },
  save: {
    id: 'comments.save',
    defaultMessage: 'Mentés',
    description: 'Button that saves an edited comment',
  },
  cancel: {
    id: 'comments.cancel',
    defaultMessage: 'Mégse',
    description: 'Button that closes the reply or edit form without saving',
  },
  reply: {
    id: 'comments.reply',
    defaultMessage: 'Válasz',
    description: 'Button under a comment that opens the reply form',
  },
  replies: {
    id: 'comments.replies',
    defaultMessage: '{count, plural, one {# válasz} other {# válasz}}',
    description: 'Button under a top comment that opens or closes its sub-thread, with the number of replies',
  },
  hideReplies: {
    id: 'comments.hideReplies',
    defaultMessage: 'Válaszok elrejtése',
    description: 'Button under a top comment that closes its open sub-thread',
  },
  like: {
    id: 'comments.like',
    defaultMessage: 'Tetszik a hozzászólás, {count} kedvelés',
    description: 'Accessible name of the like button of a comment, with the number of likes',
  },
  actions: {
    id: 'comments.actions',
    defaultMessage: 'Hozzászólás műveletei',
    description: 'Accessible name of the menu button of a comment (edit, delete or report)',
  },
  replyingTo: {
    id: 'comments.replyingTo',
    defaultMessage: 'Válasz neki: {name}',
    description: 'Accessible name of the link to the profile of the person a reply answers ("@name")',
  },
  loginToComment: {
    id: 'comments.loginToComment',
    defaultMessage: 'Jelentkezz be a hozzászóláshoz',
    description: 'Button shown to guests instead of the comment form; opens the login screen',
  },
  deleteConfirm: {
    id: 'comments.deleteConfirm',
    defaultMessage: 'Törlés',
    description: 'Confirm button of the dialog that deletes a comment',
  },
  loadFailed: {
    id: 'comments.loadFailed',
    defaultMessage: 'A hozzászólások betöltése nem sikerült.',
    description: 'Shown instead of a comment thread that could not be loaded',
  },
  more: {
    id: 'comments.more',
    defaultMessage: 'További hozzászólások',
    description: 'Button under a long comment list that loads the next page',
  },
  likersHint: {
    id: 'comments.likersHint',
    defaultMessage: 'Hosszan nyomva vagy a helyi menüvel: kik kedvelték',
    description: 'Accessible description of a like button: a long press or the context menu opens the list of likers',
  },
});
