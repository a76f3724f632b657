import { defineMessages } from '../i18n/define-messages.ts';

export const pwaMessages = defineMessages({
  installTitle: {
    id: 'pwa.install.title',
    defaultMessage: 'Telepíted a Lepkét?',
    description: 'Title of the dialog that offers adding the app to the home screen',
  },
  installBody: {
    id: 'pwa.install.body',
    defaultMessage: 'Tedd ki az alkalmazást a kezdőképernyőre: egy érintéssel megnyithatod, és teljes képernyőn használhatod.',
    description: 'Text of the dialog that offers adding the app to the home screen',
  },
  installConfirm: {
    id: 'pwa.install.confirm',
    defaultMessage: 'Telepítés',
    description: 'Button that opens the browser’s prompt to install the app',
  },
  installLater: {
    id: 'pwa.install.later',
    defaultMessage: 'Most nem',
    description: 'Button that closes the install offer without installing',
  },
});
