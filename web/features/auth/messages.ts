import { defineMessages } from '../../i18n/define-messages.ts';

export const authMessages = defineMessages({
  title: { id: 'auth.title', defaultMessage: 'Belépés' },
  loginTab: { id: 'auth.loginTab', defaultMessage: 'Belépés' },
  registerTab: { id: 'auth.registerTab', defaultMessage: 'Regisztráció' },
  email: { id: 'auth.email', defaultMessage: 'Email cím' },
  password: { id: 'auth.password', defaultMessage: 'Jelszó' },
  passwordRetype: { id: 'auth.passwordRetype', defaultMessage: 'Jelszó még egyszer' },
  passwordHint: { id: 'auth.passwordHint', defaultMessage: 'Legalább {min} karakter' },
  displayName: { id: 'auth.displayName', defaultMessage: 'Megjelenő név' },
  acceptPrivacy: { id: 'auth.acceptPrivacy', defaultMessage: 'Elolvastam és elfogadom az <link>adatvédelmi szabályzatot</link>' },
  forgotPassword: { id: 'auth.forgotPassword', defaultMessage: 'Elfelejtetted a jelszavad?' },
  loginSubmit: { id: 'auth.loginSubmit', defaultMessage: 'Belépés' },
  registerSubmit: { id: 'auth.registerSubmit', defaultMessage: 'Regisztrálok' },
  welcome: { id: 'auth.welcome', defaultMessage: 'Üdv újra, {name}!' },
  registered: { id: 'auth.registered', defaultMessage: 'Sikeres regisztráció. Üdv a Lepkében, {name}!' },
  privacyPolicy: { id: 'auth.privacyPolicy', defaultMessage: 'Adatvédelmi szabályzat' },
  suspendedUntil: {
    id: 'auth.suspendedUntil',
    defaultMessage: 'A fiókod fel van függesztve eddig: {until}',
    description: 'sign-in refused during a suspension with an end',
  },
  intro: { id: 'auth.intro', defaultMessage: 'Rögzítsd lepkemegfigyeléseidet, és csatlakozz a közösséghez!' },
});
