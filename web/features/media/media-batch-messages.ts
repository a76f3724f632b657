import { defineMessages } from '../../i18n/define-messages.ts';

/** Texts of the media info batch editor and the viewer's media info list (catalog part `editing`). Hungarian is the source. */
export const mediaBatchMessages = defineMessages({
  batchTitle: {
    id: 'mediaBatch.batchTitle',
    defaultMessage: 'A feltöltött fájlok adatai',
    description: 'Heading of /mediainfo_edit/: fill in the info of the media just uploaded',
  },
  lackingTitle: {
    id: 'mediaBatch.lackingTitle',
    defaultMessage: 'Adatok nélküli fájljaid',
    description: 'Heading of /media/info/edit/: the viewer media without title or description',
  },
  batchIntro: {
    id: 'mediaBatch.batchIntro',
    defaultMessage: 'Minden fájl adatait külön mentsd el.',
    description: 'Intro of the media info batch editor: each media item has its own form and save button',
  },
  allDone: {
    id: 'mediaBatch.allDone',
    defaultMessage: 'Minden fájlodnak van címe vagy leírása.',
    description: 'The /media/info/edit/ list is empty: every media item has info',
  },
  done: { id: 'mediaBatch.done', defaultMessage: 'Kész', description: 'Button leaving the media info batch editor for the media info list' },
  listTitle: { id: 'mediaBatch.listTitle', defaultMessage: 'Fájljaid adatai', description: 'Heading of /media/info/view/: the viewer media with their info' },
  listEmpty: { id: 'mediaBatch.listEmpty', defaultMessage: 'Még nem töltöttél fel fájlt.', description: 'The viewer has uploaded no media yet' },
  noInfo: { id: 'mediaBatch.noInfo', defaultMessage: 'Nincs cím és leírás', description: 'A media item in the info list without title and description' },
  fillMissing: { id: 'mediaBatch.fillMissing', defaultMessage: 'Hiányzó adatok kitöltése', description: 'Link from the media info list to /media/info/edit/' },
});
