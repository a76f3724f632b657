import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages.ts';
import type { EntityActivity, EntityArchiveState, EntitySize } from '@domain/entity-admin.ts';

/** Entity administration (`/admin/entity/…`, issue 21 part 2); texts in the `admin` catalog part. */
export const adminEntitiesMessages = defineMessages({
  title: { id: 'adminEntities.title', defaultMessage: 'Csoportok, projektek kezelése' },
  search: { id: 'adminEntities.search', defaultMessage: 'Keresés névre' },
  type: { id: 'adminEntities.type', defaultMessage: 'Típus' },
  anyType: { id: 'adminEntities.anyType', defaultMessage: 'Csoportok és projektek' },
  withPeople: { id: 'adminEntities.withPeople', defaultMessage: 'Mind, személyekkel együtt' },
  country: { id: 'adminEntities.country', defaultMessage: 'Ország' },
  anyCountry: { id: 'adminEntities.anyCountry', defaultMessage: 'Bármely ország' },
  size: { id: 'adminEntities.size', defaultMessage: 'Méret' },
  anySize: { id: 'adminEntities.anySize', defaultMessage: 'Bármekkora' },
  activity: { id: 'adminEntities.activity', defaultMessage: 'Aktivitás' },
  anyActivity: { id: 'adminEntities.anyActivity', defaultMessage: 'Bármikor aktív' },
  archive: { id: 'adminEntities.archive', defaultMessage: 'Archívum' },
  count: { id: 'adminEntities.count', defaultMessage: '{count, plural, one {# találat} other {# találat}}' },
  empty: { id: 'adminEntities.empty', defaultMessage: 'Nincs a szűrésnek megfelelő csoport.' },
  loadFailed: { id: 'adminEntities.loadFailed', defaultMessage: 'A lista betöltése nem sikerült.' },
  members: { id: 'adminEntities.members', defaultMessage: '{count, plural, one {# tag} other {# tag}}' },
  lastActivity: { id: 'adminEntities.lastActivity', defaultMessage: 'Utoljára aktív: {date}' },
  archived: { id: 'adminEntities.archived', defaultMessage: 'Archivált' },
  settingsLink: { id: 'adminEntities.settingsLink', defaultMessage: 'Kezelés' },
  editLink: { id: 'adminEntities.editLink', defaultMessage: 'Adatok szerkesztése' },
  lettersLink: { id: 'adminEntities.lettersLink', defaultMessage: 'Közzétételi jogok és kezelők' },
  pageLink: { id: 'adminEntities.pageLink', defaultMessage: 'Az oldala' },
  notFound: { id: 'adminEntities.notFound', defaultMessage: 'Nincs ilyen csoport vagy projekt.' },
  joinPolicy: { id: 'adminEntities.joinPolicy', defaultMessage: 'Csatlakozás' },
  joinOpen: { id: 'adminEntities.joinOpen', defaultMessage: 'Szabad, azonnal tag lesz' },
  joinRequest: { id: 'adminEntities.joinRequest', defaultMessage: 'Kérelemre, egy kezelő fogadja el' },
  admins: { id: 'adminEntities.admins', defaultMessage: 'Kezelők' },
  publishing: { id: 'adminEntities.publishing', defaultMessage: 'Bejegyzés / kérdés / riasztás: {note} / {question} / {alert}' },
  subdomain: { id: 'adminEntities.subdomain', defaultMessage: 'Aldomain' },
  subdomainHint: { id: 'adminEntities.subdomainHint', defaultMessage: 'Kisbetűs név 3–63 karakterrel; üresen törli az aldomaint.' },
  save: { id: 'adminEntities.save', defaultMessage: 'Mentés' },
  saved: { id: 'adminEntities.saved', defaultMessage: 'Elmentve' },
  archiveTitle: { id: 'adminEntities.archiveTitle', defaultMessage: 'Archiválás' },
  archiveIntro: {
    id: 'adminEntities.archiveIntro',
    defaultMessage: 'Az archivált csoport nem látszik a közösségi listában és a keresésben, és senki sem módosíthatja.',
  },
  archiveAction: { id: 'adminEntities.archiveAction', defaultMessage: 'Archiválás' },
  unarchiveAction: { id: 'adminEntities.unarchiveAction', defaultMessage: 'Archiválás visszavonása' },
  archiveConfirm: { id: 'adminEntities.archiveConfirm', defaultMessage: 'Archiválod ezt: {name}?' },
  archivedNote: { id: 'adminEntities.archivedNote', defaultMessage: 'Archiválva: {date}' },
  mergedNote: { id: 'adminEntities.mergedNote', defaultMessage: 'Összevonva ezzel:' },
  mergeTitle: { id: 'adminEntities.mergeTitle', defaultMessage: 'Összevonás' },
  mergeIntro: {
    id: 'adminEntities.mergeIntro',
    defaultMessage:
      'Ha ez egy másik azonos típusú csoport másodpéldánya, vond össze vele: a tagok, bejegyzések, képek és üzenetek átkerülnek oda, ez pedig archiválódik.',
  },
  mergeInto: { id: 'adminEntities.mergeInto', defaultMessage: 'Melyikbe vonjuk össze?' },
  mergeAction: { id: 'adminEntities.mergeAction', defaultMessage: 'Összevonás' },
  mergeConfirm: { id: 'adminEntities.mergeConfirm', defaultMessage: '„{source}” összevonása ezzel: „{target}”? Ez nem vonható vissza.' },
  merged: { id: 'adminEntities.merged', defaultMessage: 'Összevonva, {count} tétel átkerült' },
});

const SIZE_NAMES = defineMessages({
  small: { id: 'adminEntities.size.small', defaultMessage: 'Kicsi (0–9 tag)' },
  medium: { id: 'adminEntities.size.medium', defaultMessage: 'Közepes (10–99 tag)' },
  large: { id: 'adminEntities.size.large', defaultMessage: 'Nagy (100 tag felett)' },
}) satisfies Record<EntitySize, MessageDescriptor>;

const ACTIVITY_NAMES = defineMessages({
  month: { id: 'adminEntities.activity.month', defaultMessage: 'Aktív az elmúlt 30 napban' },
  year: { id: 'adminEntities.activity.year', defaultMessage: 'Aktív az elmúlt évben' },
  dormant: { id: 'adminEntities.activity.dormant', defaultMessage: 'Egy éve alszik' },
}) satisfies Record<EntityActivity, MessageDescriptor>;

const ARCHIVE_NAMES = defineMessages({
  active: { id: 'adminEntities.archive.active', defaultMessage: 'Nem archivált' },
  archived: { id: 'adminEntities.archive.archived', defaultMessage: 'Archivált' },
  all: { id: 'adminEntities.archive.all', defaultMessage: 'Mind' },
}) satisfies Record<EntityArchiveState, MessageDescriptor>;

export const sizeName = (size: EntitySize) => SIZE_NAMES[size];
export const activityName = (activity: EntityActivity) => ACTIVITY_NAMES[activity];
export const archiveName = (state: EntityArchiveState) => ARCHIVE_NAMES[state];
