import { defineMessages } from '../../i18n/define-messages.ts';
import type { MediaReviewAction, MediaReviewTab } from '@domain/media-review.ts';

/** Media review's texts (`/admin/media/review/`), in the catalog part `admin`. */
export const adminMediaMessages = defineMessages({
  title: { id: 'adminMedia.title', defaultMessage: 'Média ellenőrzése', description: 'heading of the media review screen for moderators and admins' },
  intro: {
    id: 'adminMedia.intro',
    defaultMessage: 'Új és bejelentett fotók. Az elrejtett média mindenhonnan eltűnik a moderátorokon kívül mindenki elől, a tulajdonosa elől is; visszaállítható.',
    description: 'explains the screen under its heading',
  },
  tabs: { id: 'adminMedia.tabs', defaultMessage: 'Szűrés', description: 'label of the tabs' },
  count: { id: 'adminMedia.count', defaultMessage: '{count, plural, one {# fájl} other {# fájl}}', description: 'how many media the tab holds' },
  empty: { id: 'adminMedia.empty', defaultMessage: 'Nincs itt semmi ellenőrizni való.', description: 'the tab is empty' },
  loadFailed: { id: 'adminMedia.loadFailed', defaultMessage: 'Nem sikerült betölteni a további fájlokat.', description: 'the next page failed' },
  owner: { id: 'adminMedia.owner', defaultMessage: 'Feltöltő: {name}', description: "the medium's owner" },
  record: { id: 'adminMedia.record', defaultMessage: 'Megfigyelés #{id}', description: 'link to the record the photo belongs to' },
  noSpecies: { id: 'adminMedia.noSpecies', defaultMessage: 'Nincs megfigyeléshez csatolva', description: 'the medium belongs to no record' },
  reports: {
    id: 'adminMedia.reports',
    defaultMessage: '{count, plural, one {# nyitott bejelentés} other {# nyitott bejelentés}}',
    description: 'open reports of the medium',
  },
  hidden: { id: 'adminMedia.hidden', defaultMessage: 'Elrejtve', description: 'badge: the medium is hidden' },
  reviewed: { id: 'adminMedia.reviewed', defaultMessage: 'Ellenőrizve', description: 'badge: the medium was reviewed' },
  flagNotLepidoptera: { id: 'adminMedia.flagNotLepidoptera', defaultMessage: 'Nem lepke', description: 'badge: flagged as not a lepidopteran' },
  flagWrongSpecies: { id: 'adminMedia.flagWrongSpecies', defaultMessage: 'Rossz faj', description: 'badge: flagged as the wrong species' },
  note: { id: 'adminMedia.note', defaultMessage: 'Megjegyzés (nem kötelező)', description: 'label of the note field' },
  open: { id: 'adminMedia.open', defaultMessage: 'Megnyitás', description: 'link to the medium' },
});

export const mediaReviewTabNames = defineMessages({
  new: { id: 'adminMedia.tab.new', defaultMessage: 'Új', description: 'tab: media not yet reviewed' },
  reported: { id: 'adminMedia.tab.reported', defaultMessage: 'Bejelentett', description: 'tab: media with open reports' },
  hidden: { id: 'adminMedia.tab.hidden', defaultMessage: 'Elrejtett', description: 'tab: hidden media' },
} satisfies Record<MediaReviewTab, unknown>);

export const mediaReviewActionNames = defineMessages({
  approve: { id: 'adminMedia.action.approve', defaultMessage: 'Rendben', description: 'action: approve the medium (reviewed, nothing wrong)' },
  hide: { id: 'adminMedia.action.hide', defaultMessage: 'Elrejtés', description: 'action: hide the medium' },
  restore: { id: 'adminMedia.action.restore', defaultMessage: 'Visszaállítás', description: 'action: show a hidden medium again' },
  notLepidoptera: { id: 'adminMedia.action.notLepidoptera', defaultMessage: 'Nem lepke', description: 'action: flag as not a lepidopteran' },
  wrongSpecies: { id: 'adminMedia.action.wrongSpecies', defaultMessage: 'Rossz faj', description: 'action: flag as the wrong species (the owner is told)' },
} satisfies Record<MediaReviewAction, unknown>);

export const mediaReviewActionDone = defineMessages({
  approve: { id: 'adminMedia.done.approve', defaultMessage: 'Jóváhagyva.', description: 'toast after approving' },
  hide: { id: 'adminMedia.done.hide', defaultMessage: 'A fájl elrejtve.', description: 'toast after hiding' },
  restore: { id: 'adminMedia.done.restore', defaultMessage: 'A fájl ismét látható.', description: 'toast after restoring' },
  notLepidoptera: { id: 'adminMedia.done.notLepidoptera', defaultMessage: 'Megjelölve: nem lepke.', description: 'toast after flagging as not a lepidopteran' },
  wrongSpecies: {
    id: 'adminMedia.done.wrongSpecies',
    defaultMessage: 'Megjelölve: rossz faj; a feltöltő értesítést kapott.',
    description: 'toast after flagging as the wrong species',
  },
} satisfies Record<MediaReviewAction, unknown>);
