import { defineMessages } from '../../i18n/define-messages.ts';

export const cellListMessages = defineMessages({
  summary: {
    id: 'observationMap.cellList',
    defaultMessage: 'A négyzetek listája ({count, plural, one {# négyzet} other {# négyzet}})',
    description: "disclosure under the map: the layer's cells as links (for keyboard and screen reader users)",
  },
  fullest: {
    id: 'observationMap.cellListFullest',
    defaultMessage: 'A {count} legtöbbet tartalmazó négyzet; a többi a térképen látható.',
    description: 'note when the cell list names only the fullest cells',
  },
  species: { id: 'observationMap.cellListSpecies', defaultMessage: '{count, plural, one {# faj} other {# faj}}', description: 'a cell in the list: its species count' },
  records: {
    id: 'observationMap.cellListRecords',
    defaultMessage: '{count, plural, one {# megfigyelés} other {# megfigyelés}}',
    description: 'a cell in the list: its record count',
  },
});
