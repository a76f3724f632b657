import { defineMessages } from '../../i18n/define-messages.ts';

export const chartMessages = defineMessages({
  title: { id: 'charts.title', defaultMessage: 'Statisztika', description: 'heading of the observation chart page (/observation/chart/)' },
  speciesTitle: { id: 'charts.speciesTitle', defaultMessage: 'Statisztika: {name}', description: 'heading of the chart page filtered to one species' },
  entityTitle: { id: 'charts.entityTitle', defaultMessage: '{name} – statisztika', description: "heading of an entity's chart page (/entity/{id}/chart/)" },
  entityLink: { id: 'chartLinks.entity', defaultMessage: 'Statisztika', description: "link from an entity's page or the profile to its charts" },
  toChart: { id: 'chartLinks.toChart', defaultMessage: 'Statisztika', description: 'link from the records list and the map to the charts of the same filter' },
  speciesChartLink: {
    id: 'charts.speciesChartLink',
    defaultMessage: 'Részletes statisztika',
    description: "species page: link to the chart page of the species' records",
  },
  year: { id: 'charts.year', defaultMessage: 'Év', description: 'label of the year select of the chart page' },
  allYears: { id: 'charts.allYears', defaultMessage: 'Minden év', description: 'year select: no year chosen (the default)' },
  records: { id: 'charts.records', defaultMessage: 'Megfigyelések', description: 'summary figure and table column: number of records' },
  species: { id: 'charts.species', defaultMessage: 'Fajok', description: 'summary figure and table column: number of species' },
  firstDate: { id: 'charts.firstDate', defaultMessage: 'Első megfigyelés', description: 'summary figure: the earliest day of a record' },
  lastDate: { id: 'charts.lastDate', defaultMessage: 'Utolsó megfigyelés', description: 'summary figure: the latest day of a record' },
  summaryLabel: { id: 'charts.summaryLabel', defaultMessage: 'Összesítés', description: 'accessible name of the summary figures' },
  noRecords: { id: 'charts.noRecords', defaultMessage: 'Nincs megfigyelés ezzel a szűréssel.', description: 'chart page: the filter matches no record' },
  table: { id: 'charts.table', defaultMessage: 'Táblázat', description: "toggle that shows a chart's numbers as a table" },
  loadingChart: { id: 'charts.loadingChart', defaultMessage: 'A grafikon betöltése…', description: 'while the chart code loads' },

  byYearTitle: { id: 'charts.byYearTitle', defaultMessage: 'Évenként', description: 'chart heading: records (bars) and species (line) per year' },
  byYearSummary: {
    id: 'charts.byYearSummary',
    defaultMessage: 'Oszlopdiagram: megfigyelések (oszlopok) és fajok (vonal) évenként, {first}–{last}. A legtöbb megfigyelés {peakYear}-ben: {peakRecords}.',
    description: 'accessible summary of the per-year chart',
  },
  yearColumn: { id: 'charts.yearColumn', defaultMessage: 'Év', description: 'table column: year' },

  phenologyTitle: { id: 'charts.phenologyTitle', defaultMessage: 'Az év során (hetente)', description: 'chart heading: phenology, records per week of the year' },
  phenologySummary: {
    id: 'charts.phenologySummary',
    defaultMessage:
      'Vonaldiagram: megfigyelések az év hetei szerint. Imágók: {imago}, leggyakrabban {imagoPeak}. Hernyók: {caterpillar}, leggyakrabban {caterpillarPeak}.',
    description: 'accessible summary of the phenology chart; the peaks are dates or "nincs"',
  },
  none: { id: 'charts.none', defaultMessage: 'nincs', description: 'in a chart summary: no peak (no record of that stage)' },
  imago: { id: 'charts.imago', defaultMessage: 'Imágók', description: 'phenology series and column: adult butterflies/moths' },
  caterpillar: { id: 'charts.caterpillar', defaultMessage: 'Hernyók', description: 'phenology series and column: caterpillars' },
  weekColumn: { id: 'charts.weekColumn', defaultMessage: 'Hét kezdete', description: 'phenology table column: the first day of the week' },

  accumulationTitle: { id: 'charts.accumulationTitle', defaultMessage: 'Fajok száma összesen', description: 'chart heading: species accumulation over the years' },
  accumulationSummary: {
    id: 'charts.accumulationSummary',
    defaultMessage: 'Vonaldiagram: az addig látott fajok száma évről évre, {first}–{last}: {total} faj.',
    description: 'accessible summary of the species accumulation chart',
  },
  newSpecies: { id: 'charts.newSpecies', defaultMessage: 'Új fajok', description: 'accumulation table column: species seen first that year' },
  totalSpecies: { id: 'charts.totalSpecies', defaultMessage: 'Összesen', description: 'accumulation table column: all species seen up to that year' },

  lifeStageTitle: { id: 'charts.lifeStageTitle', defaultMessage: 'Fejlődési alak szerint', description: 'list heading: records per life stage' },
  lifeStageColumn: { id: 'charts.lifeStageColumn', defaultMessage: 'Fejlődési alak', description: 'table column: life stage' },
  statusTitle: { id: 'charts.statusTitle', defaultMessage: 'Állapot szerint', description: 'list heading: records per review status' },
  statusColumn: { id: 'charts.statusColumn', defaultMessage: 'Állapot', description: 'table column: review status' },
  placeTitle: { id: 'charts.placeTitle', defaultMessage: 'Helyek', description: 'list heading: records per country and region' },
  placeColumn: { id: 'charts.placeColumn', defaultMessage: 'Ország, régió', description: 'table column: country and region' },
  observersTitle: { id: 'charts.observersTitle', defaultMessage: 'A legaktívabb megfigyelők', description: 'list heading: top recorders' },
  observerColumn: { id: 'charts.observerColumn', defaultMessage: 'Megfigyelő', description: 'table column: recorder' },
  noRegion: { id: 'charts.noRegion', defaultMessage: 'régió nélkül', description: 'places list: records of a country without a region' },
});
