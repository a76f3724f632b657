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
