import { defineMessages } from '../../i18n/define-messages.ts';

export const animationMessages = defineMessages({
  title: { id: 'mapAnimation.title', defaultMessage: 'Megfigyelések időben', description: 'heading of the map animation page (/observation/map/animate/)' },
  open: { id: 'observationAnimate.open', defaultMessage: 'Animáció', description: "map tool: open the map's animation with its filter" },
  back: { id: 'mapAnimation.back', defaultMessage: 'Térkép', description: 'link back from the animation to the map with the same filter' },
  play: { id: 'mapAnimation.play', defaultMessage: 'Lejátszás', description: 'button: play the animation' },
  pause: { id: 'mapAnimation.pause', defaultMessage: 'Szünet', description: 'button: pause the animation' },
  previous: { id: 'mapAnimation.previous', defaultMessage: 'Előző', description: 'button: one frame back' },
  next: { id: 'mapAnimation.next', defaultMessage: 'Következő', description: 'button: one frame forward' },
  frame: { id: 'mapAnimation.frame', defaultMessage: 'Időszak', description: 'label of the slider choosing the shown year or month' },
  step: { id: 'mapAnimation.step', defaultMessage: 'Lépés', description: 'label of the choice: a frame per year or per month' },
  stepYear: { id: 'mapAnimation.stepYear', defaultMessage: 'Évenként', description: 'animation step: a year per frame' },
  stepMonth: { id: 'mapAnimation.stepMonth', defaultMessage: 'Havonta', description: 'animation step: a month per frame' },
  speed: { id: 'mapAnimation.speed', defaultMessage: 'Sebesség', description: 'label of the animation speed choice' },
  speedSlow: { id: 'mapAnimation.speedSlow', defaultMessage: 'Lassú', description: 'animation speed: slow' },
  speedNormal: { id: 'mapAnimation.speedNormal', defaultMessage: 'Közepes', description: 'animation speed: normal' },
  speedFast: { id: 'mapAnimation.speedFast', defaultMessage: 'Gyors', description: 'animation speed: fast' },
  cumulative: {
    id: 'mapAnimation.cumulative',
    defaultMessage: 'Halmozva (a kezdettől)',
    description: 'checkbox: each frame shows the records from the start of the range, not only its own period',
  },
  frameRecords: {
    id: 'mapAnimation.frameRecords',
    defaultMessage: '{period}: {records, plural, one {# megfigyelés} other {# megfigyelés}}, {cells, plural, one {# négyzet} other {# négyzet}}',
    description: 'status of the shown frame: its period, records and cells',
  },
  loading: { id: 'mapAnimation.loading', defaultMessage: '{period}: betöltés…', description: 'status while a frame loads' },
  noFrames: { id: 'mapAnimation.noFrames', defaultMessage: 'A szűrő időszakában nincs mit lejátszani.', description: 'the filter leaves no period to animate' },
});
