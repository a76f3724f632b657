import { defineMessages } from '../../i18n/define-messages.ts';

/** Texts of the import screens (`/my/observation/import/`, `/species/import/`): a catalog part of their own. */
export const importsMessages = defineMessages({
  title: { id: 'imports.title', defaultMessage: 'Megfigyelések importálása', description: 'Title of the CSV sightings import (/my/observation/import/)' },
  intro: {
    id: 'imports.intro',
    defaultMessage:
      'Soronként egy megfigyelés, 8 oszlopban: faj, szélesség, hosszúság, dátum (nap/hónap/év), egyedszám, fejlődési alak, helyszín, megjegyzés. Az oszlopokat pontosvessző, vessző vagy tabulátor választja el; a fejléc sor elhagyható.',
    description: 'How a sightings file is built',
  },
  allOrNothing: {
    id: 'imports.allOrNothing',
    defaultMessage: 'Az importálás mindent vagy semmit: ha egyetlen sor hibás, egy sor sem kerül be.',
    description: 'The import saves all rows or none',
  },
  sample: { id: 'imports.sample', defaultMessage: 'Mintafájl letöltése', description: 'Link: download a sample CSV file with the 8 columns' },
  pick: { id: 'imports.pick', defaultMessage: 'CSV-fájl kiválasztása', description: 'Button: choose the CSV file' },
  drop: { id: 'imports.drop', defaultMessage: 'vagy húzd ide a fájlt', description: 'Under the file button: a file may be dropped on the area' },
  file: { id: 'imports.file', defaultMessage: '{name} ({size} kB)', description: "The chosen file's name and size" },
  preview: {
    id: 'imports.preview',
    defaultMessage: 'Az első {count, plural, one {# sor} other {# sor}}',
    description: "Heading of the preview table of the file's first rows",
  },
  line: { id: 'imports.line', defaultMessage: 'Sor', description: 'Column head: the line of the file' },
  checking: { id: 'imports.checking', defaultMessage: 'Ellenőrzés…', description: 'While the server checks the file (a dry run)' },
  uploading: { id: 'imports.uploading', defaultMessage: 'Feltöltés: {percent} %', description: "Progress of the file's upload" },
  checkedOk: {
    id: 'imports.checkedOk',
    defaultMessage: '{count, plural, one {# sor rendben van} other {# sor rendben van}}, importálható.',
    description: 'The check found no error',
  },
  errorsTitle: {
    id: 'imports.errorsTitle',
    defaultMessage: '{count, plural, one {# hiba} other {# hiba}}: javítsd a fájlt, és válaszd ki újra.',
    description: 'Heading of the row errors of the check',
  },
  row: { id: 'imports.row', defaultMessage: '{row}. sor', description: 'The line of a row error' },
  wholeRow: { id: 'imports.wholeRow', defaultMessage: 'az egész sor', description: 'A row error about the whole row, not one column' },
  import: { id: 'imports.import', defaultMessage: 'Importálás', description: 'Button: import the checked file' },
  importing: { id: 'imports.importing', defaultMessage: 'Importálás…', description: 'While the records are saved' },
  done: {
    id: 'imports.done',
    defaultMessage: '{count, plural, one {# megfigyelés importálva} other {# megfigyelés importálva}}.',
    description: 'The import saved the records',
  },
  skipped: {
    id: 'imports.skipped',
    defaultMessage: '{count, plural, one {# sort} other {# sort}} egy korábbi importálás már elmentett.',
    description: 'Rows an earlier import of the same file saved',
  },
  myRecords: { id: 'imports.myRecords', defaultMessage: 'Megfigyeléseim', description: "Link to the viewer's records after an import" },
  another: { id: 'imports.another', defaultMessage: 'Másik fájl', description: 'Button: start again with another file' },
  tooLarge: { id: 'imports.tooLarge', defaultMessage: 'A fájl túl nagy (legfeljebb {max} MB).', description: 'The file is over the size limit' },
  tooMany: { id: 'imports.tooMany', defaultMessage: 'Túl sok sor (legfeljebb {max}).', description: 'The file has more rows than allowed' },
  empty: { id: 'imports.empty', defaultMessage: 'A fájl üres.', description: 'The file has no row' },
  progressLabel: { id: 'imports.progressLabel', defaultMessage: 'Feltöltés', description: 'Accessible name of the progress bar' },
  // the columns of a sightings file
  'column.species': { id: 'imports.column.species', defaultMessage: 'faj', description: 'Column of a sightings file' },
  'column.latitude': { id: 'imports.column.latitude', defaultMessage: 'szélesség', description: 'Column of a sightings file' },
  coordinates: {
    id: 'imports.coordinates',
    defaultMessage: 'koordináta',
    description: 'Where a row error about the coordinates is (the latitude and longitude columns together)',
  },
  'column.longitude': { id: 'imports.column.longitude', defaultMessage: 'hosszúság', description: 'Column of a sightings file' },
  'column.date': { id: 'imports.column.date', defaultMessage: 'dátum', description: 'Column of a sightings file' },
  'column.individuals': { id: 'imports.column.individuals', defaultMessage: 'egyedszám', description: 'Column of a sightings file' },
  'column.life_stage': { id: 'imports.column.life_stage', defaultMessage: 'fejlődési alak', description: 'Column of a sightings file' },
  'column.location': { id: 'imports.column.location', defaultMessage: 'helyszín', description: 'Column of a sightings file' },
  'column.notes': { id: 'imports.column.notes', defaultMessage: 'megjegyzés', description: 'Column of a sightings file' },
  // the reasons of a row error (recording §5)
  'reason.COLUMN_COUNT': { id: 'imports.reason.COLUMN_COUNT', defaultMessage: 'Hibás oszlopszám (8 kell, {detail} van)', description: 'Row error: not 8 columns' },
  'reason.COORDINATE': { id: 'imports.reason.COORDINATE', defaultMessage: 'Hibás koordináta', description: 'Row error: the coordinates cannot be read' },
  'reason.UNKNOWN_SPECIES': { id: 'imports.reason.UNKNOWN_SPECIES', defaultMessage: 'Ismeretlen fajnév', description: 'Row error: the species is not in the catalogue' },
  'reason.DATE': { id: 'imports.reason.DATE', defaultMessage: 'Hibás dátum (nap/hónap/év kell)', description: 'Row error: the date is not day/month/year' },
  'reason.INDIVIDUALS': { id: 'imports.reason.INDIVIDUALS', defaultMessage: 'Hibás egyedszám', description: 'Row error: the number of individuals' },
  'reason.LIFE_STAGE': { id: 'imports.reason.LIFE_STAGE', defaultMessage: 'Ismeretlen fejlődési alak', description: 'Row error: the life stage' },
  'reason.EMPTY_NAME': { id: 'imports.reason.EMPTY_NAME', defaultMessage: 'Hiányzó név', description: 'Row error: no name' },
  'reason.UNCLOSED_QUOTE': { id: 'imports.reason.UNCLOSED_QUOTE', defaultMessage: 'Lezáratlan idézőjel', description: 'Row error: a quote is opened and never closed' },
  'reason.ENTRY_RULES': {
    id: 'imports.reason.ENTRY_RULES',
    defaultMessage: 'A rögzítési szabályok elutasították',
    description: 'Row error: the entry rules refuse the record',
  },
  // the species list import
  speciesTitle: { id: 'imports.speciesTitle', defaultMessage: 'Fajlista importálása', description: 'Title of the species list import (/species/import/)' },
  speciesIntro: {
    id: 'imports.speciesIntro',
    defaultMessage: 'Soronként egy tudományos név (nemzetség, faj, esetleg alfaj). A kis- és nagybetű nem számít; az alfaj a fajához kerül.',
    description: 'How to type the species list',
  },
  names: { id: 'imports.names', defaultMessage: 'Nevek', description: 'Label of the text area of names' },
  match: { id: 'imports.match', defaultMessage: 'Egyeztetés', description: 'Button: match the names to the catalogue' },
  matched: { id: 'imports.matched', defaultMessage: 'Felismert nevek: {count}', description: 'Heading of the names matched' },
  unmatched: { id: 'imports.unmatched', defaultMessage: 'Fel nem ismert nevek: {count}', description: 'Heading of the names matched to no species' },
  emptyLine: { id: 'imports.emptyLine', defaultMessage: '(üres sor)', description: 'An empty line between names' },
});

export type ImportsMessage = keyof typeof importsMessages;
