import { defineMessages } from '../../i18n/define-messages.ts';

export const accountRemovalMessages = defineMessages({
  myDataTitle: { id: 'accountRemoval.myDataTitle', defaultMessage: 'Adataim letöltése', description: 'Heading of the data download section on /profile/account/' },
  myDataHint: {
    id: 'accountRemoval.myDataHint',
    defaultMessage:
      'Egy zip fájlban letöltheted minden adatodat: a megfigyeléseidet (CSV és Darwin Core Archive, pontos helyekkel), a bejegyzéseidet, hozzászólásaidat, üzeneteidet, a profilodat és a feltöltött fájljaid eredetijét.',
    description: 'What the data download holds (GDPR art. 20)',
  },
  myDataDownload: { id: 'accountRemoval.myDataDownload', defaultMessage: 'Adataim letöltése (zip)', description: 'Link that downloads the zip of the person’s data' },
  removeTitle: { id: 'accountRemoval.removeTitle', defaultMessage: 'Fiók törlése', description: 'Heading of the account removal section' },
  removeHint: {
    id: 'accountRemoval.removeHint',
    defaultMessage:
      'A törlés végleges. Töröljük a fiókodat, a bejelentkezéseidet, kapcsolataidat, bejegyzéseidet, hozzászólásaidat, kedveléseidet, az üzeneteid saját példányait és minden feltöltött fájlodat. Amit másoknak küldtél, az náluk „Törölt felhasználó” feladóval megmarad. Előtte érdemes letöltened az adataidat.',
    description: 'What account removal deletes and what stays',
  },
  soleOwner: {
    id: 'accountRemoval.soleOwner',
    defaultMessage:
      'Ezeknek a csoportoknak és projekteknek te vagy az egyetlen tulajdonosa. A fiókod törlése előtt adj valakinek tulajdonosi (A) jogot, vagy töröld őket:',
    description: 'Above the list of groups and projects the person alone owns, which block the account removal',
  },
  recordsLabel: { id: 'accountRemoval.recordsLabel', defaultMessage: 'Mi legyen a megfigyeléseiddel?', description: 'Label of the records choice of account removal' },
  recordsAnonymise: { id: 'accountRemoval.recordsAnonymise', defaultMessage: 'Maradjanak névtelenül', description: 'Records choice: keep anonymously' },
  recordsAnonymiseHint: {
    id: 'accountRemoval.recordsAnonymiseHint',
    defaultMessage: 'A megfigyelések a licencük szerint a közös adatbázisban maradnak, a neved és a fotóid nélkül, „Törölt felhasználó” adataként.',
    description: 'What keeping the records anonymously means',
  },
  recordsDelete: { id: 'accountRemoval.recordsDelete', defaultMessage: 'Törlődjenek a fiókkal', description: 'Records choice: delete with the account' },
  recordsDeleteHint: {
    id: 'accountRemoval.recordsDeleteHint',
    defaultMessage: 'A megfigyeléseid a fotóikkal, hozzászólásaikkal együtt véglegesen törlődnek.',
    description: 'What deleting the records means',
  },
  password: { id: 'accountRemoval.password', defaultMessage: 'Jelenlegi jelszó', description: 'Label of the password asked again before removal' },
  passwordHint: {
    id: 'accountRemoval.passwordHint',
    defaultMessage: 'Jelszó nélküli (közösségi bejelentkezésű) fióknál hagyd üresen; ekkor 10 percen belüli bejelentkezés kell.',
    description: 'Hint under the password field of account removal',
  },
  removeButton: { id: 'accountRemoval.removeButton', defaultMessage: 'Fiók törlése', description: 'Button that starts account removal' },
  firstConfirmTitle: { id: 'accountRemoval.firstConfirmTitle', defaultMessage: 'Törlöd a fiókodat?', description: 'Title of the first confirmation of account removal' },
  firstConfirmKeep: {
    id: 'accountRemoval.firstConfirmKeep',
    defaultMessage: 'A fiókod és minden személyes adatod törlődik; a megfigyeléseid névtelenül megmaradnak.',
    description: 'First confirmation when records are kept',
  },
  firstConfirmDelete: {
    id: 'accountRemoval.firstConfirmDelete',
    defaultMessage: 'A fiókod, minden személyes adatod és minden megfigyelésed törlődik.',
    description: 'First confirmation when records are deleted',
  },
  firstConfirmYes: { id: 'accountRemoval.firstConfirmYes', defaultMessage: 'Igen, tovább', description: 'Button of the first confirmation' },
  secondConfirmTitle: {
    id: 'accountRemoval.secondConfirmTitle',
    defaultMessage: 'Utolsó megerősítés',
    description: 'Title of the second confirmation of account removal',
  },
  secondConfirm: {
    id: 'accountRemoval.secondConfirm',
    defaultMessage: 'A törlés nem vonható vissza. Biztosan, véglegesen törlöd a fiókodat?',
    description: 'Text of the second, final confirmation',
  },
  secondConfirmYes: { id: 'accountRemoval.secondConfirmYes', defaultMessage: 'Végleges törlés', description: 'Button of the second confirmation' },
  removed: { id: 'accountRemoval.removed', defaultMessage: 'A fiókodat töröltük', description: 'Toast after the account was removed' },
});
