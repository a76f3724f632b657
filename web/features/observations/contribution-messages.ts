import type { ContributionRole } from '@domain/contributions.ts';
import { defineMessages } from '../../i18n/define-messages.ts';

/** The contributor roles of domain/contributions.ts and the record view's contributor section (catalog part `editing`). Hungarian is the source. */
export const contributionRoleMessages = defineMessages({
  OBSERVER: { id: 'contributions.role.OBSERVER', defaultMessage: 'Megfigyelő', description: 'Contributor role: saw the animal' },
  CO_OBSERVER: { id: 'contributions.role.CO_OBSERVER', defaultMessage: 'Társmegfigyelő', description: 'Contributor role: observed together with the uploader' },
  PHOTOGRAPHER: { id: 'contributions.role.PHOTOGRAPHER', defaultMessage: 'Fotós', description: 'Contributor role: took the photos' },
  IDENTIFIER: { id: 'contributions.role.IDENTIFIER', defaultMessage: 'Határozó', description: 'Contributor role: identified the species' },
  COLLECTOR: { id: 'contributions.role.COLLECTOR', defaultMessage: 'Gyűjtő', description: 'Contributor role: collected the specimen' },
} satisfies Record<ContributionRole, unknown>);

export const contributionMessages = defineMessages({
  title: { id: 'contributions.title', defaultMessage: 'Közreműködők', description: 'Record view: heading of the people who took part in the record' },
  empty: { id: 'contributions.empty', defaultMessage: 'Még nincs közreműködő.', description: 'Record view, for its uploader: nobody else is named yet' },
  edit: {
    id: 'contributions.edit',
    defaultMessage: 'Közreműködők szerkesztése',
    description: 'Button on the record view (its uploader): edit the co-observers, photographers and others who took part',
  },
  hint: {
    id: 'contributions.hint',
    defaultMessage: 'Akik veled együtt megfigyelték, fotózták, meghatározták vagy gyűjtötték. Egy ember több szereppel is szerepelhet.',
    description: 'Hint of the contributors editor: who observed, photographed, identified or collected with the uploader; one person may have several roles',
  },
  add: { id: 'contributions.add', defaultMessage: 'Személy hozzáadása', description: 'Label of the person search field of the contributors editor' },
  role: { id: 'contributions.role', defaultMessage: '{name} szerepe', description: 'Accessible name of the role choice of one contributor row; {name} the person' },
  remove: { id: 'contributions.remove', defaultMessage: 'Eltávolítás', description: 'Button: remove one contributor row' },
  removeNamed: {
    id: 'contributions.removeNamed',
    defaultMessage: '{name} eltávolítása',
    description: 'Accessible name of the remove button of a row; {name} the person',
  },
  full: { id: 'contributions.full', defaultMessage: 'Legfeljebb {max} sor adható meg.', description: 'The contributors editor holds at most {max} rows' },
  save: { id: 'contributions.save', defaultMessage: 'Mentés', description: 'Button: save the contributors' },
  cancel: { id: 'contributions.cancel', defaultMessage: 'Mégse', description: 'Button: close the contributors editor without saving' },
  saved: { id: 'contributions.saved', defaultMessage: 'A közreműködők mentve', description: 'Toast after saving the contributors of a record' },
});
