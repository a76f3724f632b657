import { defineMessages } from '../../i18n/define-messages.ts';

export const pushMessages = defineMessages({
  toggle: {
    id: 'push.toggle',
    defaultMessage: 'Értesítések ezen az eszközön',
    description: 'Switch on the profile settings page: web-push notifications on this device',
  },
  toggleHint: {
    id: 'push.toggleHint',
    defaultMessage: 'Akkor is szólunk a barátkérésekről és válaszokról, ha a Lepke nincs nyitva.',
    description: 'Explanation under the push notification switch',
  },
  denied: {
    id: 'push.denied',
    defaultMessage: 'Az értesítéseket letiltottad a böngészőben. A bekapcsolásukhoz engedélyezd őket az oldal beállításaiban.',
    description: 'Shown under the disabled switch when the browser permission for notifications is denied',
  },
  unsupported: {
    id: 'push.unsupported',
    defaultMessage: 'Ez a böngésző nem tud értesítéseket fogadni.',
    description: 'Shown under the disabled switch when the browser has no web push',
  },
});

/**
 * A push's text when the token's own text is not the recipient's (ITEM_LIKED is the liker's toast)
 * or the token has none: the server (`notifications/texts.ts`) reads `pushNotice.{token}` when it has no actor to name. A push
 * names nobody (the list's texts do, with the actor), so these are actor-free.
 */
export const pushNoticeTexts = defineMessages({
  ITEM_LIKED: { id: 'pushNotice.ITEM_LIKED', defaultMessage: 'Valaki kedvelte, amit közzétettél.', description: 'Push: a like of your post, record or comment' },
  COMMENT_ADDED: { id: 'pushNotice.COMMENT_ADDED', defaultMessage: 'Új hozzászólás ahhoz, amit közzétettél.', description: 'Push: a comment on your post or record' },
  COMMENT_REPLY: { id: 'pushNotice.COMMENT_REPLY', defaultMessage: 'Valaki válaszolt a hozzászólásodra.', description: 'Push: a reply to your comment' },
});
