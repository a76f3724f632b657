import { defineMessages } from '../../i18n/define-messages.ts';

/**
 * Texts of the media info page, the edit page, the attachment list and the attachment browser
 * (recording §2, §3). Hungarian is the source.
 */
export const mediaScreenMessages = defineMessages({
  fillUploaded: {
    id: 'media.fillUploaded',
    defaultMessage: '{count, plural, one {A feltöltött fájl adatainak kitöltése} other {A # feltöltött fájl adatainak kitöltése}}',
    description: 'Button after uploads: fill in the info of the media just uploaded',
  },
  infoLocation: { id: 'media.infoLocation', defaultMessage: 'Helyszín', description: 'Media info field: the place, as text' },
  infoPlace: { id: 'media.infoPlace', defaultMessage: 'Hely és idő', description: 'Media info form: legend of the location fields' },
  altMetres: { id: 'media.altMetres', defaultMessage: 'Magasság (m)', description: 'Media info form: altitude in metres' },
  accuracyMetres: { id: 'media.accuracyMetres', defaultMessage: 'Pontosság (m)', description: 'Media info form: accuracy of the position in metres' },
  directionDegrees: { id: 'media.directionDegrees', defaultMessage: 'Irány (fok)', description: 'Media info form: the direction the camera faced, degrees from north' },
  lat: { id: 'media.lat', defaultMessage: 'Szélesség', description: 'Media info: latitude' },
  lon: { id: 'media.lon', defaultMessage: 'Hosszúság', description: 'Media info: longitude' },
  alt: { id: 'media.alt', defaultMessage: 'Tengerszint feletti magasság', description: 'Media info: altitude' },
  direction: { id: 'media.direction', defaultMessage: 'Irány', description: 'Media info: the direction the camera faced' },
  accuracy: { id: 'media.accuracy', defaultMessage: 'Pontosság', description: 'Media info: accuracy of the position' },
  accuracyValue: { id: 'media.accuracyValue', defaultMessage: '± {distance}', description: 'Media info: accuracy of the position, e.g. ± 5 m' },
  country: { id: 'media.country', defaultMessage: 'Ország', description: 'Media info: country' },
  region: { id: 'media.region', defaultMessage: 'Régió', description: 'Media info: region' },
  geounit: { id: 'media.geounit', defaultMessage: 'Közigazgatási egység', description: 'Media info: administrative unit (geounit)' },
  geosubunit: { id: 'media.geosubunit', defaultMessage: 'Közigazgatási alegység', description: 'Media info: administrative sub-unit (geosubunit)' },
  timespot: { id: 'media.timespot', defaultMessage: 'Időpont', description: 'Media info: the time of day it was taken' },
  exif: { id: 'media.exif', defaultMessage: 'EXIF', description: 'Media info: summary of the EXIF read from the file (owner only)' },
  exifPixels: { id: 'media.exifPixels', defaultMessage: '{width} × {height} px', description: 'EXIF summary: picture size' },
  exifOrientation: { id: 'media.exifOrientation', defaultMessage: 'tájolás: {value}', description: 'EXIF summary: the orientation tag (1–8)' },
  exifGps: { id: 'media.exifGps', defaultMessage: 'GPS-pozíció', description: 'EXIF summary: the file had a GPS position' },
  exifThumbnail: { id: 'media.exifThumbnail', defaultMessage: 'beágyazott előnézet', description: 'EXIF summary: the file had an embedded preview' },
  fileName: { id: 'media.fileName', defaultMessage: 'Fájlnév', description: 'Media info: the uploaded file name' },
  noPreview: { id: 'media.noPreview', defaultMessage: 'Nincs előnézet', description: 'Media info: the item has no picture to show' },
  play: { id: 'media.play', defaultMessage: 'Lejátszás: {name}', description: 'Accessible name of a video or audio player' },
  download: { id: 'media.download', defaultMessage: 'Letöltés', description: 'Link: download the file' },

  editPageTitle: { id: 'media.editPageTitle', defaultMessage: 'Média szerkesztése', description: 'Title of /media/edit/{id}' },
  viewInfo: { id: 'media.viewInfo', defaultMessage: 'Adatlap', description: 'Link from the edit page to the media info page' },
  crop: { id: 'media.crop', defaultMessage: 'Kép szerkesztése / vágás', description: 'Link: edit or crop the image' },
  featured: { id: 'media.featured', defaultMessage: 'Kiemelve a profilomon', description: "Switch: show the item on the owner's profile" },
  delete: { id: 'media.delete', defaultMessage: 'Törlés', description: 'Button: delete the media item' },
  deleted: { id: 'media.deleted', defaultMessage: 'Törölve', description: 'Toast after the media item was deleted' },

  listTitle: { id: 'media.listTitle', defaultMessage: 'Csatolmányok', description: 'Title of /media/list/' },
  listEmpty: { id: 'media.listEmpty', defaultMessage: 'Nincs csatolmány.', description: 'The attachment list is empty' },
  typeFilter: { id: 'media.typeFilter', defaultMessage: 'Típus', description: 'Accessible name of the media type filter' },
  typeAll: { id: 'media.typeAll', defaultMessage: 'Mind', description: 'Media type filter: every type' },
  typesI: { id: 'media.typesI', defaultMessage: 'Képek', description: 'Media type filter: images' },
  typesV: { id: 'media.typesV', defaultMessage: 'Videók', description: 'Media type filter: videos' },
  typesA: { id: 'media.typesA', defaultMessage: 'Hangok', description: 'Media type filter: audio' },
  typesF: { id: 'media.typesF', defaultMessage: 'Fájlok', description: 'Media type filter: other files' },
  typeI: { id: 'media.typeI', defaultMessage: 'Kép', description: 'Media type of one item: image' },
  typeV: { id: 'media.typeV', defaultMessage: 'Videó', description: 'Media type of one item: video' },
  typeA: { id: 'media.typeA', defaultMessage: 'Hang', description: 'Media type of one item: audio' },
  typeF: { id: 'media.typeF', defaultMessage: 'Fájl', description: 'Media type of one item: other file' },

  browserTitle: { id: 'media.browserTitle', defaultMessage: 'Csatolmány kiválasztása', description: 'Title of the attachment browser' },
  selectedCount: {
    id: 'media.selectedCount',
    defaultMessage: '{count, plural, =0 {Nincs kiválasztva} other {# kiválasztva}}',
    description: 'Attachment browser: how many items are chosen',
  },
  attach: { id: 'media.attach', defaultMessage: 'Csatolás', description: 'Button: attach the chosen media' },
});
