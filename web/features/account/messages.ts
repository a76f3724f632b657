import { defineMessages } from '../../i18n/define-messages.ts';

export const accountMessages = defineMessages({
  title: { id: 'account.title', defaultMessage: 'Fiók', description: 'Title of the account page (/profile/account/)' },
  intro: {
    id: 'account.intro',
    defaultMessage: 'Bejelentkezés, biztonság és az adataid. A nevedet és a bemutatkozásodat a profil szerkesztésénél írhatod át.',
    description: 'Lead text of the account page',
  },
  editProfile: { id: 'account.editProfile', defaultMessage: 'Profil szerkesztése', description: 'Link from the account page to /profile/edit/' },
  settings: { id: 'account.settings', defaultMessage: 'Beállítások', description: 'Link from the account page to /profile/settings/' },
});
