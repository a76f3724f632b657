import { defineMessages } from '../../i18n/define-messages.ts';

export const shellMessages = defineMessages({
  appName: { id: 'shell.appName', defaultMessage: 'Lepke' },
  openMenu: { id: 'shell.openMenu', defaultMessage: 'Menü megnyitása' },
  back: { id: 'shell.back', defaultMessage: 'Vissza' },
  home: { id: 'shell.home', defaultMessage: 'Kezdőlap' },
  search: { id: 'shell.search', defaultMessage: 'Keresés', description: 'header button: open the search screen' },
  notifications: { id: 'shell.notifications', defaultMessage: '{count, plural, =0 {Értesítések} other {Értesítések: # olvasatlan}}' },
  messages: { id: 'shell.messages', defaultMessage: '{count, plural, =0 {Üzenetek} other {Üzenetek: # olvasatlan}}' },
  language: { id: 'shell.language', defaultMessage: 'Nyelv' },
  comingSoonTitle: { id: 'shell.comingSoonTitle', defaultMessage: 'Hamarosan' },
  comingSoon: { id: 'shell.comingSoon', defaultMessage: 'Ez a képernyő hamarosan elkészül. Addig is nézz körül a kezdőlapon!' },
  notFoundTitle: { id: 'shell.notFoundTitle', defaultMessage: 'Az oldal nem található' },
  notFound: { id: 'shell.notFound', defaultMessage: 'A keresett oldal nem létezik vagy elköltözött.' },
  backHome: { id: 'shell.backHome', defaultMessage: 'Vissza a kezdőlapra' },
  languageMisconfigured: { id: 'shell.languageMisconfigured', defaultMessage: 'Hibás nyelvi beállítás: „{language}”. A magyar nyelvet használjuk.' },
  signedInAs: { id: 'shell.signedInAs', defaultMessage: 'Bejelentkezve: {name}' },
  guest: { id: 'shell.guest', defaultMessage: 'Vendég' },
  backendError: { id: 'shell.backendError', defaultMessage: 'Szerverhiba: {error}' },
  retry: { id: 'shell.retry', defaultMessage: 'Újrapróbálom' },
  loggedOut: { id: 'shell.loggedOut', defaultMessage: 'Sikeresen kijelentkeztél' },
});
