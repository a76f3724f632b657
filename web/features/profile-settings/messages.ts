import { defineMessages } from '../../i18n/define-messages.ts';

export const profileSettingsMessages = defineMessages({
  title: {
    id: 'profileSettings.title',
    defaultMessage: 'Beállítások',
    description: 'Title of the profile settings page',
  },
  notifications: {
    id: 'profileSettings.notifications',
    defaultMessage: 'Értesítések',
    description: 'Section heading: push notifications',
  },
  reviewNotices: {
    id: 'profileSettings.reviewNotices',
    defaultMessage: 'Értesíts az ellenőrzésre váró megfigyelésekről',
    description: 'Validators: a checkbox to get notices of records waiting for review',
  },
  privacyDefaults: {
    id: 'profileSettings.privacyDefaults',
    defaultMessage: 'Alapértelmezett láthatóság',
    description: 'Section heading: default privacy of new posts per kind',
  },
  licence: { id: 'profileSettings.licence', defaultMessage: 'Licenc', description: 'Section heading: the default licence of new records and photos' },
  licenceHint: {
    id: 'profileSettings.licenceHint',
    defaultMessage: 'Ezzel a licenccel jelennek meg és tölthetők le az új megfigyeléseid és fotóid. Egyenként is módosíthatod.',
    description: 'Explanation of the default licence select',
  },
  licenceLabel: { id: 'profileSettings.licenceLabel', defaultMessage: 'Új megfigyelések és fotók licence', description: 'Label of the default licence select' },
  privacyDefaultsHint: {
    id: 'profileSettings.privacyDefaultsHint',
    defaultMessage: 'Ki láthatja az új bejegyzéseidet? Egy-egy bejegyzésnél később is módosíthatod.',
    description: 'Explanation of the default privacy selectors',
  },
  note: { id: 'profileSettings.kind.note', defaultMessage: 'Jegyzetek', description: 'Default privacy selector label: notes' },
  news: { id: 'profileSettings.kind.news', defaultMessage: 'Hírek', description: 'Default privacy selector label: news' },
  question: { id: 'profileSettings.kind.question', defaultMessage: 'Kérdések', description: 'Default privacy selector label: questions' },
  mood: { id: 'profileSettings.kind.mood', defaultMessage: 'Hangulatok', description: 'Default privacy selector label: moods' },
  lesson: {
    id: 'profileSettings.kind.lesson',
    defaultMessage: 'Leckék és megoldások',
    description: 'Default privacy selector label: lessons and their solutions',
  },
});
