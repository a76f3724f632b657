import { defineMessages } from '../../i18n/define-messages.ts';

/** Texts of naming a saved place on /my/location/ (recording §7 locality edit; catalog part `editing`). Hungarian is the source. */
export const localityMessages = defineMessages({
  rename: { id: 'locality.rename', defaultMessage: 'Átnevezés', description: 'Button on a saved place: give it a name of its own' },
  renameNamed: { id: 'locality.renameNamed', defaultMessage: '{name} átnevezése', description: 'Accessible name of the rename button; {name} the place' },
  field: { id: 'locality.field', defaultMessage: 'A hely neve', description: 'Label of the saved place name field' },
  hint: {
    id: 'locality.hint',
    defaultMessage: 'A mentett helyek között ezen a néven látod. Üresen hagyva a hely neve a település és a lelőhely lesz.',
    description: 'Hint under the saved place name field: the name shows in the saved places; left empty the place shows its settlement and locality',
  },
  save: { id: 'locality.save', defaultMessage: 'Mentés', description: 'Button: save the saved place name' },
  cancel: { id: 'locality.cancel', defaultMessage: 'Mégse', description: 'Button: close the saved place name field without saving' },
  saved: { id: 'locality.saved', defaultMessage: 'A hely neve mentve', description: 'Toast after renaming a saved place' },
});
