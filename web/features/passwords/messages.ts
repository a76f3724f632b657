import { defineMessages } from '../../i18n/define-messages.ts';

export const passwordsMessages = defineMessages({
  restoreTitle: { id: 'passwords.restoreTitle', defaultMessage: 'Elfelejtett jelszó', description: 'Title of /password/restore' },
  restoreIntro: {
    id: 'passwords.restoreIntro',
    defaultMessage: 'Add meg a fiókod e-mail-címét: küldünk rá egy linket, amellyel új jelszót állíthatsz be. A link egy óráig érvényes, és csak egyszer használható.',
    description: 'Intro of the password restore request form',
  },
  email: { id: 'passwords.email', defaultMessage: 'E-mail-cím', description: 'Label of the address field of the restore request' },
  sendLink: { id: 'passwords.sendLink', defaultMessage: 'Link küldése', description: 'Button that requests a password restore link' },
  sentHint: {
    id: 'passwords.sentHint',
    defaultMessage: 'Nem érkezett levél? Nézd meg a levélszemét mappát is, vagy kérj új linket néhány perc múlva.',
    description: 'Hint under the confirmation that a restore link was sent',
  },
  sendAgain: { id: 'passwords.sendAgain', defaultMessage: 'Új link kérése', description: 'Button to request another restore link' },
  newPasswordTitle: { id: 'passwords.newPasswordTitle', defaultMessage: 'Új jelszó beállítása', description: 'Title of /password/restore opened from the mailed link' },
  newPasswordFor: { id: 'passwords.newPasswordFor', defaultMessage: 'Fiók: {email}', description: 'Names the account whose password the restore link sets' },
  newPasswordHint: {
    id: 'passwords.newPasswordHint',
    defaultMessage: 'Az új jelszó mentése után minden eszközön kiléptetünk, és itt bejelentkezel.',
    description: 'What saving a restored password does',
  },
  newPassword: { id: 'passwords.newPassword', defaultMessage: 'Új jelszó', description: 'Label of the new password field' },
  newPasswordRetype: { id: 'passwords.newPasswordRetype', defaultMessage: 'Új jelszó még egyszer', description: 'Label of the new password retype field' },
  passwordHint: { id: 'passwords.passwordHint', defaultMessage: 'Legalább {min} karakter', description: 'Hint under a new password field' },
  save: { id: 'passwords.save', defaultMessage: 'Jelszó mentése', description: 'Button that saves a new password' },
  restored: {
    id: 'passwords.restored',
    defaultMessage: 'Új jelszavad beállítva. Üdv újra, {name}!',
    description: 'Toast after a restored password signed the person in',
  },
  linkProblem: {
    id: 'passwords.linkProblem',
    defaultMessage: 'Kérj új linket: a régi linkek az újabb kérésnél és egy óra után érvényüket vesztik.',
    description: 'Hint under an invalid restore link',
  },
  backToLogin: { id: 'passwords.backToLogin', defaultMessage: 'Vissza a belépéshez', description: 'Link from /password/restore to the login screen' },
  sectionTitle: { id: 'passwords.sectionTitle', defaultMessage: 'Jelszó', description: 'Heading of the password part of /profile/account/' },
  changeHint: {
    id: 'passwords.changeHint',
    defaultMessage: 'A jelszó megváltoztatása minden más eszközön kiléptet, és értesítést küldünk róla az e-mail-címedre.',
    description: 'What changing the password does',
  },
  change: { id: 'passwords.change', defaultMessage: 'Jelszó megváltoztatása', description: 'Button that opens the password change form' },
  currentPassword: { id: 'passwords.currentPassword', defaultMessage: 'Jelenlegi jelszó', description: 'Label of the current password field' },
  cancel: { id: 'passwords.cancel', defaultMessage: 'Mégse', description: 'Closes the password form' },
  setHint: {
    id: 'passwords.setHint',
    defaultMessage: 'Ez a fiók csak közösségi fiókkal lép be. Ha jelszót állítasz be, az e-mail-címeddel is beléphetsz, és elfelejtett jelszó esetén újat kérhetsz.',
    description: 'Password part of /profile/account/ for an account without a password',
  },
  setFreshLogin: {
    id: 'passwords.setFreshLogin',
    defaultMessage: 'Biztonsági okból ehhez az elmúlt 10 percben be kell jelentkezned a közösségi fiókoddal.',
    description: 'Why setting a first password may ask for a fresh social sign-in',
  },
  set: { id: 'passwords.set', defaultMessage: 'Jelszó beállítása', description: 'Button that opens and saves the first password of a social-only account' },
});
