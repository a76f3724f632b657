import { defineMessages } from '../../i18n/define-messages.ts';
import type { DisputeAction, DisputeKind, DisputeStatus } from '@domain/disputes.ts';

/** The dispute queue's texts (`/admin/dispute/`), in the catalog part `admin`. */
export const adminDisputesMessages = defineMessages({
  title: { id: 'adminDisputes.title', defaultMessage: 'Viták, bejelentések', description: 'heading of the dispute queue for moderators and admins' },
  intro: {
    id: 'adminDisputes.intro',
    defaultMessage:
      'Bejelentett bejegyzések, hozzászólások, fotók, üzenetek, felhasználók és a rekorddöntések elleni fellebbezések. Minden lépéshez indoklás kell; a bejelentők és a szerző értesítést kapnak.',
    description: 'explains the queue under its heading',
  },
  status: { id: 'adminDisputes.status', defaultMessage: 'Állapot', description: 'label of the status tabs' },
  kind: { id: 'adminDisputes.kind', defaultMessage: 'Típus', description: 'label of the kind filter' },
  anyKind: { id: 'adminDisputes.anyKind', defaultMessage: 'Minden típus', description: 'kind filter: no filter' },
  count: { id: 'adminDisputes.count', defaultMessage: '{count, plural, one {# ügy} other {# ügy}}', description: 'how many cards the filter matches' },
  empty: { id: 'adminDisputes.empty', defaultMessage: 'Nincs ilyen ügy.', description: 'the filter matches no card' },
  loadFailed: { id: 'adminDisputes.loadFailed', defaultMessage: 'Nem sikerült betölteni a további ügyeket.', description: 'the next page failed' },
  reports: { id: 'adminDisputes.reports', defaultMessage: '{count, plural, one {# bejelentés} other {# bejelentés}}', description: 'heading of the reports of one card' },
  reportBy: { id: 'adminDisputes.reportBy', defaultMessage: '{name}, {date}', description: 'who filed a report and when' },
  earlierReports: {
    id: 'adminDisputes.earlierReports',
    defaultMessage: 'Korábbi bejelentések erről: {count}',
    description: 'how many other reports of the same thing were handled before or since',
  },
  authorReports: {
    id: 'adminDisputes.authorReports',
    defaultMessage: 'Bejelentések a szerzőről és más tartalmairól: {count}',
    description: "how many reports name the author or the author's other things",
  },
  author: { id: 'adminDisputes.author', defaultMessage: 'Szerző: {name}', description: "the reported thing's author; links to their admin page" },
  reported: { id: 'adminDisputes.reported', defaultMessage: 'Bejelentett: {name}', description: 'a reported person, group or project; links to its page' },
  onPost: { id: 'adminDisputes.onPost', defaultMessage: 'Ehhez a bejegyzéshez: {title}', description: 'the post a reported comment is on' },
  appealedDecision: {
    id: 'adminDisputes.appealedDecision',
    defaultMessage: 'A megfellebbezett döntés: {decision}',
    description: 'the review decision an appeal is against',
  },
  open: { id: 'adminDisputes.open', defaultMessage: 'Megnyitás a helyén', description: 'link to the reported thing where it is shown' },
  hidden: { id: 'adminDisputes.hidden', defaultMessage: 'Elrejtve', description: 'badge: the reported thing is hidden from everybody but moderators' },
  gone: { id: 'adminDisputes.gone', defaultMessage: 'Ez a tartalom már nem létezik.', description: 'the reported thing was deleted' },
  reason: { id: 'adminDisputes.reason', defaultMessage: 'Indoklás', description: "label of the moderator's reason field" },
  reasonRequired: {
    id: 'adminDisputes.reasonRequired',
    defaultMessage: 'Írd le, miért döntesz így: a bejelentők és a szerző is látják.',
    description: 'an action without a reason',
  },
  suspend: { id: 'adminDisputes.suspend', defaultMessage: 'Felfüggesztés…', description: "link to the author's admin page, where an account is suspended" },
  decideAppeal: { id: 'adminDisputes.decideAppeal', defaultMessage: 'Döntés a rekordról', description: 'link to the appealed record, where a validator decides it' },
  confirmRemove: {
    id: 'adminDisputes.confirmRemove',
    defaultMessage: 'Véglegesen eltávolítod ezt a tartalmat? Ez nem vonható vissza; az elrejtés igen.',
    description: 'confirmation before removing reported content',
  },
  resolution: { id: 'adminDisputes.resolution', defaultMessage: '{action}, {date}', description: 'what was done with a handled card and when' },
});

export const disputeStatusNames = defineMessages<DisputeStatus>({
  open: { id: 'adminDisputes.statusOpen', defaultMessage: 'Nyitott', description: 'status tab: waiting for a moderator' },
  resolved: { id: 'adminDisputes.statusResolved', defaultMessage: 'Elbírált', description: 'status tab: handled with an action' },
  dismissed: { id: 'adminDisputes.statusDismissed', defaultMessage: 'Elutasított', description: 'status tab: dismissed reports' },
});

export const disputeKindNames = defineMessages<DisputeKind>({
  POST: { id: 'adminDisputes.kindPost', defaultMessage: 'Bejegyzés', description: 'kind of reported thing' },
  COMMENT: { id: 'adminDisputes.kindComment', defaultMessage: 'Hozzászólás', description: 'kind of reported thing' },
  MEDIA: { id: 'adminDisputes.kindMedia', defaultMessage: 'Fotó, média', description: 'kind of reported thing' },
  MESSAGE: { id: 'adminDisputes.kindMessage', defaultMessage: 'Üzenet', description: 'kind of reported thing' },
  ENTITY: { id: 'adminDisputes.kindEntity', defaultMessage: 'Felhasználó, csoport, projekt', description: 'kind of reported thing' },
  APPEAL: { id: 'adminDisputes.kindAppeal', defaultMessage: 'Fellebbezés', description: 'kind of card: an appeal of a review decision' },
  OTHER: { id: 'adminDisputes.kindOther', defaultMessage: 'Egyéb', description: 'kind of reported thing' },
});

/** The action buttons' labels. */
export const disputeActionNames = defineMessages<DisputeAction>({
  dismiss: { id: 'adminDisputes.actionDismiss', defaultMessage: 'Elutasítás', description: 'action: dismiss the reports' },
  hide: { id: 'adminDisputes.actionHide', defaultMessage: 'Elrejtés', description: 'action: hide the reported post or comment (reversible)' },
  restore: { id: 'adminDisputes.actionRestore', defaultMessage: 'Visszaállítás', description: 'action: show a hidden post or comment again' },
  remove: { id: 'adminDisputes.actionRemove', defaultMessage: 'Eltávolítás', description: 'action: remove the reported post or comment' },
  warn: { id: 'adminDisputes.actionWarn', defaultMessage: 'Figyelmeztetés', description: 'action: warn the author' },
});

/** What the toast says after each action. */
export const disputeActionDone = defineMessages<DisputeAction>({
  dismiss: { id: 'adminDisputes.doneDismiss', defaultMessage: 'A bejelentést elutasítottad.', description: 'toast after dismissing' },
  hide: { id: 'adminDisputes.doneHide', defaultMessage: 'A tartalmat elrejtetted; csak a moderátorok látják.', description: 'toast after hiding' },
  restore: { id: 'adminDisputes.doneRestore', defaultMessage: 'A tartalom újra látható.', description: 'toast after restoring' },
  remove: { id: 'adminDisputes.doneRemove', defaultMessage: 'A tartalmat eltávolítottad.', description: 'toast after removing' },
  warn: { id: 'adminDisputes.doneWarn', defaultMessage: 'A szerzőt figyelmeztetted.', description: 'toast after warning the author' },
});
