import { defineMessages } from '../../i18n/define-messages.ts';

export const exportMessages = defineMessages({
  open: { id: 'export.open', defaultMessage: 'Exportálás', description: 'Button opening the export popover of the records list and map' },
  title: { id: 'export.title', defaultMessage: 'Megfigyelések exportálása', description: 'Accessible name and heading of the export popover' },
  dataset: { id: 'export.dataset', defaultMessage: 'Adatkör', description: 'Legend of the export popover: which records to export' },
  datasetObservation: {
    id: 'export.datasetObservation',
    defaultMessage: 'A szűrő megfigyelései',
    description: 'Export choice: the records of the current filter that the viewer may see',
  },
  datasetMine: {
    id: 'export.datasetMine',
    defaultMessage: 'Saját megfigyeléseim (pontos helyekkel)',
    description: "Export choice: the viewer's own records with their exact places",
  },
  format: { id: 'export.format', defaultMessage: 'Formátum', description: 'Legend of the export format buttons' },
  dwca: { id: 'export.dwca', defaultMessage: 'Darwin Core-archívum (DwC-A)', description: 'Export format: a Darwin Core Archive zip, as GBIF takes it' },
  csv: { id: 'export.csv', defaultMessage: 'CSV (tabulátorral tagolt)', description: 'Export format: tab-separated Darwin Core text' },
  kml: { id: 'export.kml', defaultMessage: 'KML (térképprogramokhoz)', description: 'Export format: a KMZ file for Google Earth and other map programs' },
  downloading: { id: 'export.downloading', defaultMessage: 'Letöltés: {size}', description: 'Export progress: the size downloaded so far' },
  rows: {
    id: 'export.rows',
    defaultMessage: '{rows, number} / {records, number} megfigyelés',
    description: 'Export progress of a tab-separated file: records read of all',
  },
  records: { id: 'export.records', defaultMessage: '{records, number} megfigyelés', description: 'Export progress: how many records the export holds' },
  progressLabel: { id: 'export.progressLabel', defaultMessage: 'Az exportálás állapota', description: 'Accessible name of the export progress bar' },
  cancel: { id: 'export.cancel', defaultMessage: 'Megszakítás', description: 'Button cancelling a running export download' },
  cancelled: { id: 'export.cancelled', defaultMessage: 'Az exportálás megszakítva.', description: 'The export download was cancelled' },
  done: { id: 'export.done', defaultMessage: 'Elmentve: {fileName} ({size})', description: 'The export was downloaded and handed to the browser as a file' },
  failed: { id: 'export.failed', defaultMessage: 'Az exportálás nem sikerült: {reason}', description: 'The export download failed, with the reason' },
});
