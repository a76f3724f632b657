import { defineMessages } from '../../i18n/define-messages.ts';

export const socialLoginMessages = defineMessages({
  continueWith: { id: 'socialLogin.continueWith', defaultMessage: 'Belépés ezzel: {provider}', description: 'A social-login button on the login screen' },
  or: { id: 'socialLogin.or', defaultMessage: 'vagy', description: 'Between the password form and the social-login buttons' },
  signupTitle: {
    id: 'socialLogin.signupTitle',
    defaultMessage: 'Regisztráció ezzel: {provider}',
    description: 'Title of the sign-up confirmation after a new social login',
  },
  signupIntro: {
    id: 'socialLogin.signupIntro',
    defaultMessage: 'Még nincs fiókod a Lepkében. A(z) {provider} ezeket az adatokat adta meg; a megjelenő nevedet átírhatod.',
    description: 'Lead text of the social sign-up confirmation',
  },
  signupEmail: { id: 'socialLogin.signupEmail', defaultMessage: 'Email cím: {email}', description: 'The e-mail address the provider gave, on the sign-up confirmation' },
  signupSubmit: { id: 'socialLogin.signupSubmit', defaultMessage: 'Fiók létrehozása', description: 'Button of the social sign-up confirmation' },
  signupExpired: {
    id: 'socialLogin.signupExpired',
    defaultMessage: 'A közösségi regisztráció lejárt. Kezdd újra a belépést!',
    description: 'Shown instead of the sign-up confirmation when its data is gone',
  },
  linkNotice: {
    id: 'socialLogin.linkNotice',
    defaultMessage: 'Ehhez az email címhez már tartozik fiók. Lépj be a jelszavaddal, és összekapcsoljuk a(z) {provider} fiókoddal.',
    description: 'Above the login form when a social identity waits for the password of the account with its e-mail',
  },
  linked: { id: 'socialLogin.linked', defaultMessage: 'A(z) {provider} fiókodat összekapcsoltuk.', description: 'Toast after a social account was linked' },
  sectionTitle: { id: 'socialLogin.sectionTitle', defaultMessage: 'Közösségi fiókok', description: 'Heading of the linked social accounts on /profile/account/' },
  sectionHint: {
    id: 'socialLogin.sectionHint',
    defaultMessage: 'Ezekkel a fiókokkal is beléphetsz. Az utolsó belépési módodat nem kapcsolhatod le.',
    description: 'Hint under the heading of the linked social accounts',
  },
  none: { id: 'socialLogin.none', defaultMessage: 'Nincs összekapcsolt közösségi fiókod.', description: 'No linked social accounts' },
  link: { id: 'socialLogin.link', defaultMessage: 'Összekapcsolás: {provider}', description: 'Button that links a social account' },
  unlink: { id: 'socialLogin.unlink', defaultMessage: 'Leválasztás', description: 'Button that unlinks a social account' },
  unlinkLabel: { id: 'socialLogin.unlinkLabel', defaultMessage: '{provider} leválasztása', description: 'Accessible name of the unlink button of one provider' },
  unlinkConfirm: {
    id: 'socialLogin.unlinkConfirm',
    defaultMessage: 'Biztosan leválasztod ezt a közösségi fiókot?',
    description: "The spec's question before unlinking: 'Do you want to unlink this social account?'",
  },
  unlinked: { id: 'socialLogin.unlinked', defaultMessage: 'A közösségi fiókot leválasztottuk.', description: 'Toast after unlinking' },
});
