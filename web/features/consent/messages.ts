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
  settingsHeading: {
    id: 'consent.settings.heading',
    defaultMessage: 'Hozzájárulások',
    description: 'Settings page section heading: optional consents the user may give or withdraw',
  },
  given: { id: 'consent.settings.given', defaultMessage: 'Megadtad; bármikor visszavonhatod.', description: 'Under an optional consent that is given' },
  notGiven: {
    id: 'consent.settings.notGiven',
    defaultMessage: 'Nem adtad meg.',
    description: 'Under an optional consent that is not given (never, or withdrawn)',
  },
});
