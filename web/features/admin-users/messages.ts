import { defineMessages } from '../../i18n/define-messages.ts';

/** The people screens' texts (`/admin/user/`, `/admin/user/:id`), the catalog part `adminUsers`. */
export const adminUsersMessages = defineMessages({
  title: { id: 'adminUsers.title', defaultMessage: 'Felhasználók', description: 'heading of the people screen for moderators and admins' },
  tabAll: { id: 'adminUsers.tabAll', defaultMessage: 'Mindenki', description: 'tab: the searchable list of everybody' },
  tabSuggested: { id: 'adminUsers.tabSuggested', defaultMessage: 'Javasolt előléptetések', description: 'tab: people whose records earn a higher role' },
  search: { id: 'adminUsers.search', defaultMessage: 'Keresés név, e-mail vagy felhasználónév alapján', description: 'label of the search field' },
  role: { id: 'adminUsers.role', defaultMessage: 'Szerepkör', description: 'label of a role select' },
  anyRole: { id: 'adminUsers.anyRole', defaultMessage: 'Bármely szerepkör', description: 'role filter: no filter' },
  count: { id: 'adminUsers.count', defaultMessage: '{count, plural, one {# személy} other {# személy}}', description: 'how many people the filter matches' },
  empty: { id: 'adminUsers.empty', defaultMessage: 'Nincs ilyen személy.', description: 'the filter matches nobody' },
  suspended: { id: 'adminUsers.suspended', defaultMessage: 'Felfüggesztve', description: 'badge of a suspended account' },
  suggestedIntro: {
    id: 'adminUsers.suggestedIntro',
    defaultMessage: 'Akiknek elfogadott megfigyelései és elfogadási aránya eléri a következő szerepkör küszöbét.',
    description: 'explains the suggested promotions tab',
  },
  suggestedEmpty: { id: 'adminUsers.suggestedEmpty', defaultMessage: 'Most senkit sem javaslunk előléptetésre.', description: 'no suggestions' },
  suggestion: { id: 'adminUsers.suggestion', defaultMessage: '{from} → {to}', description: 'a suggested promotion: current role → suggested role' },
  figures: {
    id: 'adminUsers.figures',
    defaultMessage: '{accepted} elfogadott, {rejected} elutasított megfigyelés · elfogadási arány: {rate}',
    description: "a person's record figures",
  },
  noRate: { id: 'adminUsers.noRate', defaultMessage: 'nincs még döntés', description: 'acceptance rate before any review decision' },
  loadFailed: { id: 'adminUsers.loadFailed', defaultMessage: 'Nem sikerült betölteni a további személyeket.', description: 'the next page failed' },
  notFound: { id: 'adminUsers.notFound', defaultMessage: 'Nincs ilyen fiók.', description: 'no account with this id' },
  back: { id: 'adminUsers.back', defaultMessage: 'Vissza a listához', description: 'link back to the people list' },
  profile: { id: 'adminUsers.profile', defaultMessage: 'Profil megnyitása', description: "link to the person's public profile" },
  email: { id: 'adminUsers.email', defaultMessage: 'E-mail', description: 'label: e-mail address' },
  username: { id: 'adminUsers.username', defaultMessage: 'Felhasználónév', description: 'label: username' },
  since: { id: 'adminUsers.since', defaultMessage: 'Regisztrált', description: 'label: registration date' },
  records: { id: 'adminUsers.records', defaultMessage: 'Megfigyelések', description: 'label: record figures' },
  status: { id: 'adminUsers.status', defaultMessage: 'Állapot', description: 'label: account status' },
  statusActive: { id: 'adminUsers.statusActive', defaultMessage: 'Aktív', description: 'account status: active' },
  statusInactive: { id: 'adminUsers.statusInactive', defaultMessage: 'Nincs megerősítve', description: 'account status: not confirmed' },
  suspendedUntil: { id: 'adminUsers.suspendedUntil', defaultMessage: 'Felfüggesztve eddig: {until}', description: 'suspended until a date' },
  suspendedIndefinitely: { id: 'adminUsers.suspendedIndefinitely', defaultMessage: 'Felfüggesztve a feloldásig', description: 'suspended until lifted' },
  roleSave: { id: 'adminUsers.roleSave', defaultMessage: 'Szerepkör mentése', description: 'button: save the chosen role' },
  roleConfirm: {
    id: 'adminUsers.roleConfirm',
    defaultMessage: '{name} szerepköre ez lesz: {role}. Biztosan?',
    description: 'confirmation before changing a role',
  },
  roleChanged: { id: 'adminUsers.roleChanged', defaultMessage: 'A szerepkör megváltozott.', description: 'toast after a role change' },
  roleLocked: { id: 'adminUsers.roleLocked', defaultMessage: 'Ennek a fióknak a szerepkörét nem módosíthatod.', description: 'the viewer may not change this role' },
  suspendSection: { id: 'adminUsers.suspendSection', defaultMessage: 'Felfüggesztés', description: 'section heading: suspension' },
  days: { id: 'adminUsers.days', defaultMessage: 'Napok száma (üresen: feloldásig)', description: 'label: suspension length in days' },
  reason: { id: 'adminUsers.reason', defaultMessage: 'Indoklás', description: 'label: the reason of a suspension' },
  suspend: { id: 'adminUsers.suspend', defaultMessage: 'Felfüggesztés', description: 'button: suspend the account' },
  suspendConfirm: {
    id: 'adminUsers.suspendConfirm',
    defaultMessage: '{name} fiókját felfüggeszted, és minden munkamenete véget ér. Biztosan?',
    description: 'confirmation before suspending',
  },
  suspendDone: { id: 'adminUsers.suspendDone', defaultMessage: 'A fiók felfüggesztve.', description: 'toast after suspending' },
  lift: { id: 'adminUsers.lift', defaultMessage: 'Felfüggesztés feloldása', description: 'button: lift the suspension' },
  liftDone: { id: 'adminUsers.liftDone', defaultMessage: 'A felfüggesztés feloldva.', description: 'toast after lifting' },
  reasonRequired: { id: 'adminUsers.reasonRequired', defaultMessage: 'Add meg az indoklást.', description: 'the reason is missing' },
  suspendLocked: { id: 'adminUsers.suspendLocked', defaultMessage: 'Ezt a fiókot nem függesztheted fel.', description: 'the viewer may not suspend this account' },
  sanctions: { id: 'adminUsers.sanctions', defaultMessage: 'Szankciók', description: 'section heading: sanctions history' },
  noSanctions: { id: 'adminUsers.noSanctions', defaultMessage: 'Nincs szankció.', description: 'no sanctions' },
  sanctionBy: { id: 'adminUsers.sanctionBy', defaultMessage: '{date}, {name}', description: 'when and by whom' },
  sanctionUntil: { id: 'adminUsers.sanctionUntil', defaultMessage: 'eddig: {until}', description: 'a suspension ends on' },
  sanctionLifted: { id: 'adminUsers.sanctionLifted', defaultMessage: 'feloldotta {name}, {date}', description: 'lifted by, when' },
  reports: { id: 'adminUsers.reports', defaultMessage: 'Bejelentések', description: 'section heading: reports against the person' },
  noReports: { id: 'adminUsers.noReports', defaultMessage: 'Nincs bejelentés.', description: 'no reports' },
  reportBy: { id: 'adminUsers.reportBy', defaultMessage: '{date}, bejelentő: {name} ({status})', description: 'report line: date, reporter, status' },
});

export const sanctionKindNames = defineMessages({
  SUSPEND: { id: 'adminUsers.sanctionSuspend', defaultMessage: 'Felfüggesztés', description: 'sanction kind: suspension' },
  WARN: { id: 'adminUsers.sanctionWarn', defaultMessage: 'Figyelmeztetés', description: 'sanction kind: warning' },
});

/** The roles' names. */
export const roleNames = defineMessages({
  GUEST: { id: 'adminUsers.roleGuest', defaultMessage: 'Vendég', description: 'role name' },
  USER: { id: 'adminUsers.roleUser', defaultMessage: 'Felhasználó', description: 'role name' },
  ADV: { id: 'adminUsers.roleAdv', defaultMessage: 'Haladó', description: 'role name: advanced' },
  PRO: { id: 'adminUsers.rolePro', defaultMessage: 'Profi', description: 'role name: professional' },
  EDITOR: { id: 'adminUsers.roleEditor', defaultMessage: 'Szerkesztő', description: 'role name' },
  MODERATOR: { id: 'adminUsers.roleModerator', defaultMessage: 'Moderátor', description: 'role name' },
  ADMIN: { id: 'adminUsers.roleAdmin', defaultMessage: 'Adminisztrátor', description: 'role name' },
});

/** A role's name; an unknown one (a newer server's) reads as its token. */
export const roleName = (role: string) => (Object.hasOwn(roleNames, role) ? roleNames[role as keyof typeof roleNames] : { id: role, defaultMessage: role });
export const sanctionKindName = (kind: string) => (kind === 'WARN' ? sanctionKindNames.WARN : sanctionKindNames.SUSPEND);
