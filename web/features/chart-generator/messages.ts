import { defineMessages } from '../../i18n/define-messages.ts';

export const chartGeneratorMessages = defineMessages({
  title: { id: 'chartGenerator.title', defaultMessage: 'Grafikon-generátor', description: 'Title of the admin chart generator (/admin/chart/generate/)' },
  intro: {
    id: 'chartGenerator.intro',
    defaultMessage: 'Minden elfogadott megfigyeléssel rendelkező faj fenológiai grafikonját elkészíti és elmenti; a faj oldala ezt mutatja.',
    description: 'What the admin chart generator does',
  },
  loading: { id: 'chartGenerator.loading', defaultMessage: 'Fajlista betöltése…', description: 'The chart generator loads the species list' },
  loadFailed: {
    id: 'chartGenerator.loadFailed',
    defaultMessage: 'A fajlistát nem sikerült betölteni.',
    description: 'The chart generator could not load the species list',
  },
  queue: {
    id: 'chartGenerator.queue',
    defaultMessage: '{total, number} fajból {queued, number} fajnak van elfogadott megfigyelése.',
    description: 'How many species of the catalogue the chart generator will draw',
  },
  progress: {
    id: 'chartGenerator.progress',
    defaultMessage: '{done, number} / {queued, number} faj',
    description: 'Progress of the chart generator: species done of all',
  },
  progressLabel: { id: 'chartGenerator.progressLabel', defaultMessage: 'Elkészült grafikonok', description: 'Accessible name of the chart generator progress bar' },
  current: { id: 'chartGenerator.current', defaultMessage: 'Most: {name}', description: 'The species whose chart the generator is drawing now' },
  start: { id: 'chartGenerator.start', defaultMessage: 'Indítás', description: 'Button: start the chart generator from the first species' },
  resume: { id: 'chartGenerator.resume', defaultMessage: 'Folytatás', description: 'Button: resume the chart generator where it stopped' },
  pause: { id: 'chartGenerator.pause', defaultMessage: 'Szünet', description: 'Button: pause the chart generator' },
  restart: { id: 'chartGenerator.restart', defaultMessage: 'Újrakezdés', description: 'Button: start the chart generator again from the first species' },
  paused: {
    id: 'chartGenerator.paused',
    defaultMessage: 'Szüneteltetve. A Folytatás innen halad tovább, az oldal újratöltése után is.',
    description: 'The chart generator is paused; resuming continues from here, even after a reload',
  },
  finished: { id: 'chartGenerator.finished', defaultMessage: 'Kész: {saved, number} grafikon elmentve.', description: 'The chart generator went through every species' },
  failures: { id: 'chartGenerator.failures', defaultMessage: 'Sikertelen: {count, number}', description: 'How many species the chart generator could not draw' },
});
