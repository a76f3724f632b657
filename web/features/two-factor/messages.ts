import { defineMessages } from '../../i18n/define-messages.ts';

// The login step's texts (`twoFactor.`) load with the app; the set-up's (`twoFactorSetup.`) are the
// account screens' catalog part.
export const twoFactorMessages = defineMessages({
  heading: { id: 'twoFactorSetup.heading', defaultMessage: 'Kétlépcsős bejelentkezés', description: 'Heading of the two-factor section on /profile/account/' },
  intro: {
    id: 'twoFactorSetup.intro',
    defaultMessage: 'Bejelentkezéskor a jelszavad mellett egy hitelesítő alkalmazás (például Google Authenticator, Aegis, 1Password) hatjegyű kódját is kérjük.',
    description: 'What two-factor sign-in is, on the account page',
  },
  statusOff: { id: 'twoFactorSetup.statusOff', defaultMessage: 'Kikapcsolva.', description: 'Two-factor sign-in is not set up' },
  statusOn: {
    id: 'twoFactorSetup.statusOn',
    defaultMessage: 'Bekapcsolva. {count, plural, one {# tartalék kódod maradt.} other {# tartalék kódod maradt.}}',
    description: 'Two-factor sign-in is on, with the number of unused recovery codes',
  },
  required: {
    id: 'twoFactorSetup.required',
    defaultMessage: 'Adminisztrátorként csak a kétlépcsős bejelentkezés beállítása után használhatod az oldalt.',
    description: 'Shown to an admin who must set up two-factor sign-in (REQUIRE_ADMIN_2FA) before anything else',
  },
  setUp: { id: 'twoFactorSetup.setUp', defaultMessage: 'Beállítás', description: 'Button starting the two-factor set-up' },
  scan: {
    id: 'twoFactorSetup.scan',
    defaultMessage: 'Olvasd be a QR-kódot a hitelesítő alkalmazással, vagy írd be kézzel ezt a kulcsot:',
    description: 'Instruction above the QR code and the secret',
  },
  qrAlt: { id: 'twoFactorSetup.qrAlt', defaultMessage: 'QR-kód a hitelesítő alkalmazásnak', description: 'Alternative text of the QR code image' },
  secretLabel: { id: 'twoFactorSetup.secretLabel', defaultMessage: 'Kulcs', description: 'Label of the secret for manual entry' },
  code: { id: 'twoFactor.code', defaultMessage: 'Hatjegyű kód', description: 'Label of the 6-digit code field' },
  codeOrRecovery: {
    id: 'twoFactorSetup.codeOrRecovery',
    defaultMessage: 'Kód az alkalmazásból vagy tartalék kód',
    description: 'Label of the code field that also takes a recovery code (turning off, new recovery codes)',
  },
  password: { id: 'twoFactorSetup.password', defaultMessage: 'Jelenlegi jelszó', description: 'Label of the current password field confirming a change' },
  passwordless: {
    id: 'twoFactorSetup.passwordless',
    defaultMessage: 'Fiókodnak nincs jelszava: a változtatáshoz 10 percnél nem régebbi bejelentkezés kell.',
    description: 'Hint for an account without a password (social sign-in only)',
  },
  enable: { id: 'twoFactorSetup.enable', defaultMessage: 'Bekapcsolás', description: 'Button turning two-factor sign-in on' },
  cancel: { id: 'twoFactorSetup.cancel', defaultMessage: 'Mégse', description: 'Button leaving a two-factor form' },
  enabled: { id: 'twoFactorSetup.enabled', defaultMessage: 'A kétlépcsős bejelentkezés bekapcsolva', description: 'Toast after two-factor sign-in was turned on' },
  codesHeading: { id: 'twoFactorSetup.codesHeading', defaultMessage: 'Tartalék kódok', description: 'Heading of the recovery codes list' },
  codesIntro: {
    id: 'twoFactorSetup.codesIntro',
    defaultMessage: 'Mentsd el ezeket a kódokat biztonságos helyre: ha elveszíted a telefonodat, mindegyikkel egyszer bejelentkezhetsz. Többet nem mutatjuk meg őket.',
    description: 'Explanation above the recovery codes, shown once',
  },
  copy: { id: 'twoFactorSetup.copy', defaultMessage: 'Másolás', description: 'Button copying the recovery codes' },
  copied: { id: 'twoFactorSetup.copied', defaultMessage: 'Vágólapra másolva', description: 'Toast after the recovery codes were copied' },
  download: { id: 'twoFactorSetup.download', defaultMessage: 'Letöltés', description: 'Button downloading the recovery codes as a text file' },
  done: { id: 'twoFactorSetup.done', defaultMessage: 'Elmentettem', description: 'Button closing the recovery codes once saved' },
  regenerate: { id: 'twoFactorSetup.regenerate', defaultMessage: 'Új tartalék kódok', description: 'Button asking for new recovery codes' },
  disable: { id: 'twoFactorSetup.disable', defaultMessage: 'Kikapcsolás', description: 'Button turning two-factor sign-in off' },
  disabled: { id: 'twoFactorSetup.disabled', defaultMessage: 'A kétlépcsős bejelentkezés kikapcsolva', description: 'Toast after two-factor sign-in was turned off' },
  loginIntro: {
    id: 'twoFactor.loginIntro',
    defaultMessage: 'Írd be a hitelesítő alkalmazásod által mutatott hatjegyű kódot.',
    description: 'The code step of the login screen',
  },
  loginRecoveryIntro: {
    id: 'twoFactor.loginRecoveryIntro',
    defaultMessage: 'Írd be az egyik tartalék kódodat (például abcd-efgh).',
    description: 'The code step of the login screen, with a recovery code',
  },
  recoveryCode: { id: 'twoFactor.recoveryCode', defaultMessage: 'Tartalék kód', description: 'Label of the recovery code field on the login screen' },
  useRecovery: { id: 'twoFactor.useRecovery', defaultMessage: 'Tartalék kódot használok', description: 'Link switching the login code step to a recovery code' },
  useApp: { id: 'twoFactor.useApp', defaultMessage: 'Kódot használok az alkalmazásból', description: 'Link switching the login code step back to the app code' },
  verify: { id: 'twoFactor.verify', defaultMessage: 'Bejelentkezés', description: 'Button sending the code of the login step' },
  back: { id: 'twoFactor.back', defaultMessage: 'Vissza', description: 'Link from the code step back to the password form' },
});
