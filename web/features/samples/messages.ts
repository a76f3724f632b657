import { defineMessages } from '../../i18n/define-messages.ts';
import type { MessageDescriptor } from 'react-intl';
import type { EffortUnit, SampleProtocol } from '@domain/samples.ts';

export const sampleMessages = defineMessages({
  listTitle: { id: 'samples.listTitle', defaultMessage: 'Mintáim', description: 'Title of the samples list (/my/sample/)' },
  listIntro: {
    id: 'samples.listIntro',
    defaultMessage: 'Egy minta egy gyűjtés: egy hely, egy módszer, egy időszak; sorai rekordokként kerülnek be.',
    description: 'Introduction above the samples list',
  },
  add: { id: 'samples.add', defaultMessage: 'Új minta', description: 'Button: add a sample (/my/sample/add/)' },
  errorListLink: { id: 'samples.errorListLink', defaultMessage: 'Javítandó rekordok', description: 'Link to the error list (/my/sample/error/list/)' },
  count: { id: 'samples.count', defaultMessage: '{count, plural, one {# minta} other {# minta}}', description: 'How many samples the viewer has' },
  empty: { id: 'samples.empty', defaultMessage: 'Még nincs mintád.', description: 'The viewer has no sample yet' },
  loadFailed: { id: 'samples.loadFailed', defaultMessage: 'A lista betöltése nem sikerült ({status}).', description: 'A page of the list failed; {status} HTTP status' },
  records: { id: 'samples.records', defaultMessage: '{count, plural, one {# rekord} other {# rekord}}', description: "A sample's number of records" },
  completeBadge: { id: 'samples.completeBadge', defaultMessage: 'teljes lista', description: 'Badge: the sample is a complete list' },
  noPlace: { id: 'samples.noPlace', defaultMessage: 'Hely nélkül', description: 'A sample with no named place' },
  // the form
  addTitle: { id: 'samples.addTitle', defaultMessage: 'Új minta', description: 'Title of the add form' },
  editTitle: { id: 'samples.editTitle', defaultMessage: 'Minta szerkesztése', description: 'Title of the edit form' },
  protocol: { id: 'samples.protocol', defaultMessage: 'Módszer', description: 'Field: how the sample was taken' },
  dateFrom: { id: 'samples.dateFrom', defaultMessage: 'Kezdő nap', description: 'Field: first day' },
  dateTo: { id: 'samples.dateTo', defaultMessage: 'Utolsó nap', description: 'Field: last day (a night trap ends the next day)' },
  timeStart: { id: 'samples.timeStart', defaultMessage: 'Kezdés', description: 'Field: start time (HH:mm)' },
  timeEnd: { id: 'samples.timeEnd', defaultMessage: 'Befejezés', description: 'Field: end time (HH:mm)' },
  effort: { id: 'samples.effort', defaultMessage: 'Ráfordítás', description: 'Field group: the sampling effort' },
  effortAmount: { id: 'samples.effortAmount', defaultMessage: 'Mennyiség', description: 'Field: the amount of effort' },
  effortUnit: { id: 'samples.effortUnit', defaultMessage: 'Egység', description: 'Field: the unit of effort' },
  effortNote: { id: 'samples.effortNote', defaultMessage: 'Eszköz, megjegyzés', description: 'Field: the gear and notes of the effort, e.g. 1 × 125 W MV lamp' },
  country: { id: 'samples.country', defaultMessage: 'Ország', description: 'Field: country' },
  closestSettlement: { id: 'samples.closestSettlement', defaultMessage: 'Legközelebbi település', description: 'Field: closest settlement' },
  location: { id: 'samples.location', defaultMessage: 'Helyszín', description: 'Field: place name' },
  coordinates: { id: 'samples.coordinates', defaultMessage: 'Koordináták', description: 'Field: coordinates (one text, decimal or DMS)' },
  pickOnMap: { id: 'samples.pickOnMap', defaultMessage: 'Térképen', description: 'Button: pick the place on the map' },
  completeList: {
    id: 'samples.completeList',
    defaultMessage: 'Teljes lista: minden látott fajt felírtam',
    description: 'Checkbox: the rows are every species seen (absence data)',
  },
  notes: { id: 'samples.notes', defaultMessage: 'Megjegyzés', description: 'Field: notes of the sample' },
  rows: { id: 'samples.rows', defaultMessage: 'Sorok', description: 'Heading: the rows (species counted) of the sample' },
  rowTitle: { id: 'samples.rowTitle', defaultMessage: '{index}. sor', description: 'Heading of a row; {index} its number' },
  individuals: { id: 'samples.individuals', defaultMessage: 'Egyedszám', description: 'Field: number of individuals of a row' },
  lifeStage: { id: 'samples.lifeStage', defaultMessage: 'Fejlődési alak', description: 'Field: life stage of a row' },
  addRow: { id: 'samples.addRow', defaultMessage: 'Sor hozzáadása', description: 'Button: add a row' },
  removeRow: { id: 'samples.removeRow', defaultMessage: 'Sor törlése', description: 'Button: remove a row' },
  noRows: { id: 'samples.noRows', defaultMessage: 'Még nincs sor. Egy sor: faj, egyedszám, fejlődési alak.', description: 'The form has no row yet' },
  rowProblem: { id: 'samples.rowProblem', defaultMessage: 'A sor nem menthető: {problem}', description: 'A problem of a whole row; {problem} its text' },
  save: { id: 'samples.save', defaultMessage: 'Mentés', description: 'Button: save the sample' },
  saving: { id: 'samples.saving', defaultMessage: 'Mentés…', description: 'While saving' },
  cancel: { id: 'samples.cancel', defaultMessage: 'Mégse', description: 'Button: leave the form' },
  saved: { id: 'samples.saved', defaultMessage: 'A minta elmentve.', description: 'Toast: the sample was saved' },
  notSaved: {
    id: 'samples.notSaved',
    defaultMessage: 'A minta nem menthető, nézd meg a jelölt mezőket.',
    description: 'The server refused the sample: see the marked fields',
  },
  // the detail
  detailTitle: { id: 'samples.detailTitle', defaultMessage: 'Minta', description: 'Title of a sample (/my/sample/{id}/)' },
  when: { id: 'samples.when', defaultMessage: 'Idő', description: 'Label: dates and times of the sample' },
  where: { id: 'samples.where', defaultMessage: 'Hely', description: 'Label: place of the sample' },
  edit: { id: 'samples.edit', defaultMessage: 'Szerkesztés', description: 'Button: edit the sample' },
  delete: { id: 'samples.delete', defaultMessage: 'Törlés', description: 'Button: delete the sample' },
  deleted: { id: 'samples.deleted', defaultMessage: 'A minta törölve; rekordjai megmaradtak.', description: 'Toast: the sample was deleted, its records stay' },
  notFound: { id: 'samples.notFound', defaultMessage: 'A minta nem található.', description: 'The sample does not exist or is not the viewer’s' },
  backToList: { id: 'samples.backToList', defaultMessage: 'Vissza a mintákhoz', description: 'Link back to the samples list' },
  unidentified: { id: 'samples.unidentified', defaultMessage: 'Azonosítatlan: {text}', description: 'A row without a catalogue species; {text} the typed name' },
  // the error list
  errorTitle: { id: 'samples.errorTitle', defaultMessage: 'Javítandó mintarekordok', description: 'Title of the error list (/my/sample/error/list/)' },
  errorIntro: {
    id: 'samples.errorIntro',
    defaultMessage: 'A mintáid azon rekordjai, amelyeket egy ellenőr elutasított vagy visszavont, az indoklással és az automatikus ellenőrzések jelzéseivel.',
    description: 'Introduction of the error list',
  },
  errorEmpty: { id: 'samples.errorEmpty', defaultMessage: 'Nincs javítandó rekord.', description: 'No sample record was rejected or revoked' },
  errorCount: { id: 'samples.errorCount', defaultMessage: '{count, plural, one {# rekord} other {# rekord}}', description: 'How many records are on the error list' },
  reason: { id: 'samples.reason', defaultMessage: 'Indoklás: {reason}', description: "The validator's reason of the decision" },
  noReason: { id: 'samples.noReason', defaultMessage: 'Az ellenőr nem írt indoklást.', description: 'The decision has no reason' },
  ofSample: { id: 'samples.ofSample', defaultMessage: 'Minta: {date}', description: 'Link to the sample of a record; {date} its first day' },
  openRecord: { id: 'samples.openRecord', defaultMessage: 'Rekord megnyitása', description: 'Link: open the record' },
});

export const protocolMessages: Record<SampleProtocol, MessageDescriptor> = defineMessages({
  LIGHT_TRAP: { id: 'samples.protocol.LIGHT_TRAP', defaultMessage: 'Fénycsapda', description: 'Protocol: light trap' },
  LIGHT_SHEET: { id: 'samples.protocol.LIGHT_SHEET', defaultMessage: 'Lepedős lámpázás', description: 'Protocol: a lamp over a white sheet' },
  BAIT: { id: 'samples.protocol.BAIT', defaultMessage: 'Csalétek', description: 'Protocol: bait (sugaring, wine ropes)' },
  PHEROMONE_TRAP: { id: 'samples.protocol.PHEROMONE_TRAP', defaultMessage: 'Feromoncsapda', description: 'Protocol: pheromone trap' },
  TRANSECT: { id: 'samples.protocol.TRANSECT', defaultMessage: 'Transzekt', description: 'Protocol: a walked transect' },
  TIMED_COUNT: { id: 'samples.protocol.TIMED_COUNT', defaultMessage: 'Időzített számlálás', description: 'Protocol: a timed count' },
  NETTING: { id: 'samples.protocol.NETTING', defaultMessage: 'Hálózás', description: 'Protocol: netting' },
  LARVAL_SEARCH: { id: 'samples.protocol.LARVAL_SEARCH', defaultMessage: 'Hernyókeresés', description: 'Protocol: searching for caterpillars' },
  CASUAL_LIST: { id: 'samples.protocol.CASUAL_LIST', defaultMessage: 'Alkalmi lista', description: 'Protocol: a casual list' },
  OTHER: { id: 'samples.protocol.OTHER', defaultMessage: 'Egyéb', description: 'Protocol: other' },
});

export const effortUnitMessages: Record<EffortUnit, MessageDescriptor> = defineMessages({
  HOURS: { id: 'samples.unit.HOURS', defaultMessage: 'óra', description: 'Effort unit: hours' },
  MINUTES: { id: 'samples.unit.MINUTES', defaultMessage: 'perc', description: 'Effort unit: minutes' },
  TRAP_NIGHTS: { id: 'samples.unit.TRAP_NIGHTS', defaultMessage: 'csapdaéjszaka', description: 'Effort unit: trap-nights' },
  METRES: { id: 'samples.unit.METRES', defaultMessage: 'méter', description: 'Effort unit: metres (transect length)' },
  KILOMETRES: { id: 'samples.unit.KILOMETRES', defaultMessage: 'kilométer', description: 'Effort unit: kilometres' },
});

/** Problems of a sample the general tokens do not word; any other code is a token (`formatToken`). */
export const sampleProblemMessages: Record<string, MessageDescriptor> = defineMessages({
  DUPLICATE_ROW: {
    id: 'samples.problem.DUPLICATE_ROW',
    defaultMessage: 'Ez a faj ezzel a fejlődési alakkal már szerepel egy másik sorban',
    description: 'The same species and life stage twice in one sample',
  },
  DATE_RANGE_ERROR: {
    id: 'samples.problem.DATE_RANGE_ERROR',
    defaultMessage: 'A vége nem lehet a kezdete előtt',
    description: 'The end (day or time) is before the start',
  },
  DATE_IN_FUTURE: { id: 'samples.problem.DATE_IN_FUTURE', defaultMessage: 'A dátum nem lehet a jövőben', description: 'A date in the future' },
});
