import { defineMessages } from '../../i18n/define-messages.ts';

export const visualMessages = defineMessages({
  title: { id: 'visual.title', defaultMessage: 'Koordináták a térképen' },
  intro: {
    id: 'visual.intro',
    defaultMessage: 'Soronként egy koordinátapár, tizedes fokban vagy fok-perc-másodpercben; utána tabulátorral vagy pontosvesszővel egy felirat.',
  },
  input: { id: 'visual.input', defaultMessage: 'Koordináták' },
  mapLabel: { id: 'visual.mapLabel', defaultMessage: 'A pontok térképe' },
  summary: {
    id: 'visual.summary',
    defaultMessage: '{points, plural, one {# pont} other {# pont}}{errors, plural, =0 {} other {, # hibás sor}}',
  },
  lineError: { id: 'visual.lineError', defaultMessage: '{line}. sor: {error}' },
  cells: { id: 'visual.cells', defaultMessage: 'EEA 10 km: {eea} · UTM 2,5 km: {utm}' },
  noCell: { id: 'visual.noCell', defaultMessage: 'nincs' },
  filterLink: { id: 'visual.filterLink', defaultMessage: 'Megfigyelések a térképen' },
  filterTitle: { id: 'visual.filterTitle', defaultMessage: 'Megfigyelések a térképen' },
  filterShown: {
    id: 'visual.filterShown',
    defaultMessage: '{shown, plural, one {# megfigyelés} other {# megfigyelés}} a térképen{total, select, same {} other { (a legújabb {shown} a {total} közül)}}',
  },
  filterNoPlace: { id: 'visual.filterNoPlace', defaultMessage: 'Egyik megfigyelésnek sincs koordinátája.' },
  generalised: { id: 'visual.generalised', defaultMessage: 'a 10 km-es négyzet közepe' },
  open: { id: 'visual.open', defaultMessage: 'Megnyitás' },
});
