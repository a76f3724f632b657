import { defineMessages } from '../../i18n/define-messages.ts';

export const consentMessages = defineMessages({
  accept: { id: 'consent.accept', defaultMessage: 'Elfogadom', description: 'Accepts the consent shown in the full-screen popup' },
  reject: {
    id: 'consent.reject',
    defaultMessage: 'Nem fogadom el (kilépés)',
    description: 'Rejects a consent the app needs: the user is logged out',
  },
  intro: {
    id: 'consent.intro',
    defaultMessage: 'A Lepke használatához el kell fogadnod:',
    description: 'Above the title of a consent the app cannot be used without',
  },
});
