import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages.ts';

/** Texts of the add/edit observation form and the map picker. Hungarian is the source. */
export const formMessages = defineMessages({
  titleAdd: { id: 'observationForm.titleAdd', defaultMessage: 'Új megfigyelés', description: 'Heading of /my/observation/add/' },
  titleEdit: { id: 'observationForm.titleEdit', defaultMessage: 'Megfigyelés szerkesztése', description: 'Heading of the edit popup /my/observation/edit/{id}' },
  sectionWhat: { id: 'observationForm.sectionWhat', defaultMessage: 'Mit láttál?', description: 'Form section: species, individuals, life stage' },
  sectionWhere: { id: 'observationForm.sectionWhere', defaultMessage: 'Hol?', description: 'Form section: country, place, coordinates' },
  sectionWhen: { id: 'observationForm.sectionWhen', defaultMessage: 'Mikor?', description: 'Form section: dates and time of day' },
  sectionMore: { id: 'observationForm.sectionMore', defaultMessage: 'További adatok', description: 'Form section: notes, basis of record, licence, privacy' },

  // species
  species: { id: 'observationForm.species', defaultMessage: 'Faj', description: 'Label of the species field' },
  speciesPlaceholder: {
    id: 'observationForm.speciesPlaceholder',
    defaultMessage: 'Kezdd el írni a nevét…',
    description: 'Placeholder of the species autocomplete (scientific or common name)',
  },
  speciesEmpty: { id: 'observationForm.speciesEmpty', defaultMessage: 'Nincs ilyen nevű faj a listában', description: 'Species autocomplete without matches' },
  unidentifiedOption: {
    id: 'observationForm.unidentifiedOption',
    defaultMessage: 'Meghatározatlan: „{text}”',
    description: 'Last suggestion of the species field: save the typed text as a not identified species',
  },
  unidentifiedOptionHint: {
    id: 'observationForm.unidentifiedOptionHint',
    defaultMessage: 'Nem választok fajt a listából',
    description: 'Second line of the not-identified suggestion',
  },
  unidentified: { id: 'observationForm.unidentified', defaultMessage: 'Meghatározatlan faj', description: 'The chosen species: not identified' },
  unidentifiedButton: { id: 'observationForm.unidentifiedButton', defaultMessage: 'Nem tudom, milyen faj', description: 'Button: record a not identified species' },
  speciesText: {
    id: 'observationForm.speciesText',
    defaultMessage: 'Mit láttál? (szabad szöveg)',
    description: 'Label of the free species text of a not identified record',
  },
  speciesChange: { id: 'observationForm.speciesChange', defaultMessage: 'Másik faj', description: 'Button: choose another species instead of the chosen one' },

  // place
  country: { id: 'observationForm.country', defaultMessage: 'Ország', description: 'Label of the country select (Europe by default)' },
  europe: { id: 'observationForm.europe', defaultMessage: 'Európa', description: 'The default country choice: all of Europe (code EU)' },
  region: { id: 'observationForm.region', defaultMessage: 'Régió, megye', description: 'Label of the region field' },
  closestSettlement: { id: 'observationForm.closestSettlement', defaultMessage: 'Legközelebbi település', description: 'Label of the closest settlement field' },
  location: { id: 'observationForm.location', defaultMessage: 'A hely leírása', description: 'Label of the locality text field' },
  coordinates: {
    id: 'observationForm.coordinates',
    defaultMessage: 'Koordináták',
    description: 'Label of the one verbatim coordinate field (latitude and longitude together)',
  },
  coordinatesHint: {
    id: 'observationForm.coordinatesHint',
    defaultMessage: 'Szélesség és hosszúság együtt, tizedes fokban vagy fok-perc-másodpercben, pl. 47.4979, 19.0402 vagy {example}',
    description: 'Hint under the empty coordinate field; {example} is 47°29\'52"N 19°02\'24"E (letters N, S, E, W stay as they are)',
  },
  coordinatesDecimal: {
    id: 'observationForm.coordinatesDecimal',
    defaultMessage: 'Tizedes fok: {value}',
    description: 'Live feedback: the parsed point in decimal degrees',
  },
  coordinatesDms: {
    id: 'observationForm.coordinatesDms',
    defaultMessage: 'Fok, perc, másodperc: {value}',
    description: 'Live feedback: the parsed point in degrees, minutes, seconds',
  },
  coordinatesError: {
    id: 'observationForm.coordinatesError',
    defaultMessage: 'Hibás koordináta: {error}',
    description: "Live feedback: the parser's own (English) error text, e.g. 'Minutes out of range'",
  },
  errorDegrees: {
    id: 'observationForm.errorDegrees',
    defaultMessage: 'A szélesség legfeljebb 90, a hosszúság legfeljebb 180 fok lehet.',
    description: "Explains the parser error 'Degrees out of range'",
  },
  errorMinutes: {
    id: 'observationForm.errorMinutes',
    defaultMessage: "A perc 60-nál kisebb legyen: 47°60' helyett 48°00'.",
    description: "Explains the parser error 'Minutes out of range'",
  },
  errorSeconds: {
    id: 'observationForm.errorSeconds',
    defaultMessage: 'A másodperc 60-nál kisebb legyen.',
    description: "Explains the parser error 'Seconds out of range'",
  },
  errorParse: {
    id: 'observationForm.errorParse',
    defaultMessage: 'Két értéket várunk: előbb a szélességet, aztán a hosszúságot (vagy N/S/E/W betűkkel).',
    description: "Explains the parser error 'Could not parse string'",
  },
  errorAmbiguous: {
    id: 'observationForm.errorAmbiguous',
    defaultMessage: "Ez többféleképp is érthető (47,19: tizedes vessző? 47 19: fok és perc?). Írja így: 47.19; 19.05 vagy 47°19'N 19°03'E.",
    description: "Explains the parser error 'Ambiguous coordinates': two bare whole numbers could be a decimal comma, degrees and minutes or a pair",
  },
  outsideBoundary: {
    id: 'observationForm.outsideBoundary',
    defaultMessage: 'A pont kívül esik a választott terület határain: {country}.',
    description: 'Live feedback: the point is outside the bounding box of the chosen country (or Europe)',
  },
  source: { id: 'observationForm.source', defaultMessage: 'Forrás: {source}', description: 'Where the coordinates came from, under the field' },
  sourceGPS: { id: 'observationForm.sourceGps', defaultMessage: 'a készülék helymeghatározása', description: 'Location source GPS' },
  sourceMAP: { id: 'observationForm.sourceMap', defaultMessage: 'térképen kijelölve', description: 'Location source MAP' },
  sourceSAVED: { id: 'observationForm.sourceSaved', defaultMessage: 'mentett hely', description: 'Location source SAVED' },
  sourceEXIF: { id: 'observationForm.sourceExif', defaultMessage: 'a fotó EXIF-adatai', description: 'Location source EXIF' },
  sourceTEXT: { id: 'observationForm.sourceText', defaultMessage: 'beírva', description: 'Location source TEXT' },
  useMyPosition: { id: 'observationForm.useMyPosition', defaultMessage: 'Saját helyzetem', description: 'Button: fill the coordinates from the device location' },
  locating: { id: 'observationForm.locating', defaultMessage: 'Helymeghatározás…', description: 'The position button while the device locates' },
  pickOnMap: { id: 'observationForm.pickOnMap', defaultMessage: 'Térképen', description: 'Button: pick the place on a map (/map/get_position_1/)' },
  savedPlaces: { id: 'observationForm.savedPlaces', defaultMessage: 'Mentett helyek', description: 'Button: choose a saved or last used place' },
  saveThisPlace: { id: 'observationForm.saveThisPlace', defaultMessage: 'Hely mentése', description: 'Button: save the place of the form among the saved places' },
  placeSaved: { id: 'observationForm.placeSaved', defaultMessage: 'Mentve', description: 'Toast SAVED after saving a place' },
  placesTitle: { id: 'observationForm.placesTitle', defaultMessage: 'Válassz helyet', description: 'Title of the saved places sheet' },
  placesSaved: { id: 'observationForm.placesSaved', defaultMessage: 'Mentett helyeim', description: 'Heading: the saved places' },
  placesHistory: { id: 'observationForm.placesHistory', defaultMessage: 'Legutóbb használt helyek', description: 'Heading: the last used places' },
  placesEmpty: {
    id: 'observationForm.placesEmpty',
    defaultMessage: 'Még nincs mentett vagy legutóbb használt helyed.',
    description: 'The places sheet when both lists are empty',
  },
  unnamedPlace: { id: 'observationForm.unnamedPlace', defaultMessage: 'Névtelen hely', description: 'A place without locality or settlement text' },
  altitude: { id: 'observationForm.altitude', defaultMessage: 'Magasság (m)', description: 'Label of the altitude field, metres above sea level' },
  accuracy: { id: 'observationForm.accuracy', defaultMessage: 'Pontosság (m)', description: 'Label of the accuracy field, metres' },

  // time
  dateFrom: { id: 'observationForm.dateFrom', defaultMessage: 'Dátum', description: 'Label of the (first) observation day' },
  dateTo: { id: 'observationForm.dateTo', defaultMessage: 'Utolsó nap (ha több napos)', description: 'Label of the optional last day of a range' },
  dateHint: { id: 'observationForm.dateHint', defaultMessage: 'pl. 2025.07.14. vagy 14.07.2025', description: 'Hint of the date fields' },
  dateToHint: { id: 'observationForm.dateToHint', defaultMessage: 'Üresen hagyva ugyanaz a nap.', description: 'Hint of the empty last-day field' },
  dateRead: {
    id: 'observationForm.dateRead',
    defaultMessage: 'Értelmezve: {day}',
    description: 'Live feedback: how the typed date was read; {day} is YYYY-MM-DD and the long date',
  },
  timespot: { id: 'observationForm.timespot', defaultMessage: 'Időpont', description: 'Label of the time of day field (HH:mm)' },

  // what
  individuals: { id: 'observationForm.individuals', defaultMessage: 'Egyedszám', description: 'Label of the number of individuals' },
  lifeStage: { id: 'observationForm.lifeStage', defaultMessage: 'Fejlődési alak', description: 'Label of the life stage select' },
  stageIMAGO: { id: 'observationForm.stageImago', defaultMessage: 'imágó (kifejlett)', description: 'Life stage IMAGO' },
  stagePUPA: { id: 'observationForm.stagePupa', defaultMessage: 'báb', description: 'Life stage PUPA' },
  stageCATERPILLAR: { id: 'observationForm.stageCaterpillar', defaultMessage: 'hernyó', description: 'Life stage CATERPILLAR' },
  stageEGG: { id: 'observationForm.stageEgg', defaultMessage: 'pete', description: 'Life stage EGG' },
  notes: { id: 'observationForm.notes', defaultMessage: 'Megjegyzés', description: 'Label of the notes of the record' },
  comment: { id: 'observationForm.comment', defaultMessage: 'Hozzáfűzés', description: 'Label of the comment field of the record' },
  basisOfRecord: { id: 'observationForm.basisOfRecord', defaultMessage: 'Az adat alapja', description: 'Label of the Darwin Core basis of record select' },
  licence: { id: 'observationForm.licence', defaultMessage: 'Licenc', description: 'Label of the licence select' },
  licenceCC0: { id: 'observationForm.licenceCc0', defaultMessage: 'CC0 (közkincs)', description: 'Licence CC0, public domain' },
  privacy: { id: 'observationForm.privacy', defaultMessage: 'Ki láthatja?', description: 'Label of the privacy select' },
  sensitive: { id: 'observationForm.sensitive', defaultMessage: 'A pontos hely elrejtése', description: 'Checkbox: generalise the place for others' },
  sensitiveHint: { id: 'observationForm.sensitiveHint', defaultMessage: 'Mások csak a 10 km-es négyzetet látják.', description: 'Hint of the hide-the-place checkbox' },
  media: { id: 'observationForm.media', defaultMessage: 'Fotó', description: 'Field name of the media in the error list' },
  other: { id: 'observationForm.other', defaultMessage: 'Egyéb', description: 'Field name of an error the form cannot place' },

  // what saving will do (observationEntryCheck)
  checkHeading: {
    id: 'observationForm.checkHeading',
    defaultMessage: 'Mentéskor',
    description: 'Heading of the panel above the save button telling what saving will do',
  },
  checkIncomplete: {
    id: 'observationForm.checkIncomplete',
    defaultMessage: 'Add meg a fajt, a dátumot és a helyet, és itt megmutatjuk, mi történik a megfigyeléssel mentéskor.',
    description: 'The check panel while the form is not complete enough',
  },
  checkRunning: { id: 'observationForm.checkRunning', defaultMessage: 'Ellenőrzés…', description: 'The check panel while the entry rules run' },
  checkFailed: {
    id: 'observationForm.checkFailed',
    defaultMessage: 'Most nem sikerült előre ellenőrizni; mentéskor újra megpróbáljuk.',
    description: 'The check panel when the check request failed',
  },
  checkAccepted: { id: 'observationForm.checkAccepted', defaultMessage: 'Azonnal elfogadott lesz.', description: 'The check panel: the record will be accepted at once' },
  checkKeepsStatus: {
    id: 'observationForm.checkKeepsStatus',
    defaultMessage: 'A megfigyelés állapota mentéskor nem változik: ezen csak validátor vagy fellebbezés változtathat.',
    description: 'The check panel when editing a rejected or revoked record (its status stays)',
  },
  checkReview: {
    id: 'observationForm.checkPending',
    defaultMessage: 'Validátor ellenőrzi, mielőtt elfogadott lesz.',
    description: 'The check panel: the record will wait for review (recording §4–§5)',
  },
  checkFlags: {
    id: 'observationForm.checkFlags',
    defaultMessage: 'Szokatlan adat – egy fotó segítené a validátorokat:',
    description: 'The check panel: the automatic checks the record fails follow (e.g. an unusual date for the region)',
  },
  mediaRequired: {
    id: 'observationForm.mediaRequired',
    defaultMessage: 'Ehhez a megfigyeléshez fotó is kell: add hozzá a Fotók résznél.',
    description: 'The check panel: media is required',
  },
  duplicates: { id: 'observationForm.duplicates', defaultMessage: 'Lehet, hogy ezt már rögzítetted:', description: 'The check panel: possible duplicates follow' },
  duplicate: {
    id: 'observationForm.duplicate',
    defaultMessage: '{recId}. számú megfigyelés, {distance} m-re',
    description: 'One possible duplicate: the record number and its distance in metres',
  },
  duplicatesHint: {
    id: 'observationForm.duplicatesHint',
    defaultMessage: 'Ha ez egy másik megfigyelés, mentéskor megerősítheted.',
    description: 'Under the possible duplicates: saving asks to confirm',
  },
  duplicateTitle: { id: 'observationForm.duplicateTitle', defaultMessage: 'Lehetséges ismétlés', description: 'Title of the save-anyway confirmation' },
  duplicateQuestion: {
    id: 'observationForm.duplicateQuestion',
    defaultMessage:
      '{count, plural, one {Ugyanarra a napra ennek a fajnak van egy 100 m-en belüli megfigyelésed.} other {Ugyanarra a napra ennek a fajnak # megfigyelésed van 100 m-en belül.}} Mégis új megfigyelésként mented?',
    description: 'Question of the save-anyway confirmation',
  },
  saveAnyway: { id: 'observationForm.saveAnyway', defaultMessage: 'Mentés mégis', description: 'Button: save although it may be a duplicate' },

  // actions and outcomes
  save: { id: 'observationForm.save', defaultMessage: 'Mentés', description: 'Button: save the record' },
  cancel: { id: 'observationForm.cancel', defaultMessage: 'Mégse', description: 'Button: leave the form' },
  delete: { id: 'observationForm.delete', defaultMessage: 'Törlés', description: 'Button: delete the record (asks CONFIRM_DELETE_ITEM first)' },
  savedAccepted: { id: 'observationForm.savedAccepted', defaultMessage: 'Megfigyelés mentve és elfogadva', description: 'Toast after saving an accepted record' },
  savedPending: {
    id: 'observationForm.savedPending',
    defaultMessage: 'Megfigyelés mentve; validátor ellenőrzi',
    description: 'Toast after saving a record that waits for review',
  },
  saved: { id: 'observationForm.saved', defaultMessage: 'Megfigyelés mentve', description: 'Toast after saving a record with any other status' },
  deleted: { id: 'observationForm.deleted', defaultMessage: 'Megfigyelés törölve', description: 'Toast after deleting a record' },

  // error tokens the shared catalog does not have
  COORD_OUTSIDE_BOUNDARY: {
    id: 'observationForm.COORD_OUTSIDE_BOUNDARY',
    defaultMessage: 'A koordináták kívül esnek a választott terület határain',
    description: "Server code COORD_OUTSIDE_BOUNDARY ('Coordinates are outside of the acceptable boundary')",
  },
  DATE_FORMAT_ERROR: { id: 'observationForm.DATE_FORMAT_ERROR', defaultMessage: 'Nem értelmezhető dátum', description: 'Code DATE_FORMAT_ERROR' },
  DATE_RANGE_ERROR: { id: 'observationForm.DATE_RANGE_ERROR', defaultMessage: 'Az utolsó nap nem lehet korábbi az elsőnél', description: 'Code DATE_RANGE_ERROR' },
  DATE_IN_FUTURE: { id: 'observationForm.DATE_IN_FUTURE', defaultMessage: 'A dátum nem lehet a jövőben', description: 'Code DATE_IN_FUTURE' },
  MEDIA_REQUIRED: {
    id: 'observationForm.MEDIA_REQUIRED',
    defaultMessage: 'Ehhez a megfigyeléshez legalább egy fotó kell',
    description: 'Code MEDIA_REQUIRED: the record needs at least one photo',
  },
  NOT_A_NUMBER: { id: 'observationForm.NOT_A_NUMBER', defaultMessage: 'Nem szám', description: 'A number field holds something else' },
  VALUE_MIN: {
    id: 'observationForm.VALUE_MIN',
    defaultMessage: 'Túl kicsi érték',
    description: 'Code VALUE_MIN: a number is below its lower bound (the bound is not shown)',
  },
  VALUE_MAX: {
    id: 'observationForm.VALUE_MAX',
    defaultMessage: 'Túl nagy érték',
    description: 'Code VALUE_MAX: a number is above its upper bound (the bound is not shown)',
  },
  POSSIBLE_DUPLICATE: { id: 'observationForm.POSSIBLE_DUPLICATE', defaultMessage: 'Lehetséges ismétlés', description: 'Code POSSIBLE_DUPLICATE' },

  // map picker (/map/get_position_1/) and display (/map/display_position/)
  mapLabel: { id: 'mapPicker.mapLabel', defaultMessage: 'Térkép', description: 'Accessible name of the map' },
  pickerTitle: { id: 'mapPicker.title', defaultMessage: 'Hely kijelölése', description: 'Title of the coordinate picker page' },
  pickerHint: {
    id: 'mapPicker.hint',
    defaultMessage: 'Koppints a térképen a megfigyelés helyére.',
    description: 'Hint of the coordinate picker before a point is picked',
  },
  pickerPicked: { id: 'mapPicker.picked', defaultMessage: 'Kijelölt pont: {coordinates}', description: 'The picked point, e.g. 47.49791234, 19.0402' },
  pickerUse: { id: 'mapPicker.use', defaultMessage: 'Ezt választom', description: 'Button: use the picked point in the form' },
  pickerCancel: { id: 'mapPicker.cancel', defaultMessage: 'Vissza', description: 'Button: go back without picking' },
  displayTitle: { id: 'mapPicker.displayTitle', defaultMessage: 'Hely a térképen', description: 'Title of /map/display_position/' },
  displayNone: { id: 'mapPicker.displayNone', defaultMessage: 'Nincs megjeleníthető hely.', description: '/map/display_position/ without valid lat and lon' },
});

/** A life stage's name in the form. */
export const stageMessages: Record<string, MessageDescriptor> = {
  IMAGO: formMessages.stageIMAGO,
  PUPA: formMessages.stagePUPA,
  CATERPILLAR: formMessages.stageCATERPILLAR,
  EGG: formMessages.stageEGG,
};

export const sourceMessages: Record<string, MessageDescriptor> = {
  GPS: formMessages.sourceGPS,
  MAP: formMessages.sourceMAP,
  SAVED: formMessages.sourceSAVED,
  EXIF: formMessages.sourceEXIF,
  TEXT: formMessages.sourceTEXT,
};

/** The parser's errors explained (its own English words are shown too, as the spec gives them). */
export const parserErrorMessages: Record<string, MessageDescriptor> = {
  'Degrees out of range': formMessages.errorDegrees,
  'Minutes out of range': formMessages.errorMinutes,
  'Seconds out of range': formMessages.errorSeconds,
  'Could not parse string': formMessages.errorParse,
  'Ambiguous coordinates': formMessages.errorAmbiguous,
};

/** Codes this form knows that the shared token catalog does not. */
export const formCodeMessages: Record<string, MessageDescriptor> = {
  COORD_OUTSIDE_BOUNDARY: formMessages.COORD_OUTSIDE_BOUNDARY,
  DATE_FORMAT_ERROR: formMessages.DATE_FORMAT_ERROR,
  DATE_RANGE_ERROR: formMessages.DATE_RANGE_ERROR,
  DATE_IN_FUTURE: formMessages.DATE_IN_FUTURE,
  MEDIA_REQUIRED: formMessages.MEDIA_REQUIRED,
  NOT_A_NUMBER: formMessages.NOT_A_NUMBER,
  VALUE_MIN: formMessages.VALUE_MIN,
  VALUE_MAX: formMessages.VALUE_MAX,
  POSSIBLE_DUPLICATE: formMessages.POSSIBLE_DUPLICATE,
};

/** Each form field's label, for the form-error dialog. */
export const fieldLabels: Record<string, MessageDescriptor> = {
  species: formMessages.species,
  country: formMessages.country,
  region: formMessages.region,
  closestSettlement: formMessages.closestSettlement,
  location: formMessages.location,
  coordinates: formMessages.coordinates,
  alt: formMessages.altitude,
  accuracy: formMessages.accuracy,
  dateFrom: formMessages.dateFrom,
  dateTo: formMessages.dateTo,
  timespot: formMessages.timespot,
  individuals: formMessages.individuals,
  lifeStage: formMessages.lifeStage,
  notes: formMessages.notes,
  comment: formMessages.comment,
  basisOfRecord: formMessages.basisOfRecord,
  licence: formMessages.licence,
  privacy: formMessages.privacy,
  sensitive: formMessages.sensitive,
  media: formMessages.media,
  other: formMessages.other,
};
