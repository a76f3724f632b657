import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages.ts';
import type { IconName } from '../../ui/index.ts';
import { hasRole, type RoleName } from '@domain/roles.ts';
import { findRoute } from './navigation.ts';

const labels = defineMessages({
  home: { id: 'menu.home', defaultMessage: 'Kezdőlap' },
  observations: { id: 'menu.observations', defaultMessage: 'Megfigyelések' },
  species: { id: 'menu.species', defaultMessage: 'Fajok' },
  media: { id: 'menu.media', defaultMessage: 'Médiatár' },
  story: { id: 'menu.story', defaultMessage: 'Történetek' },
  collections: { id: 'menu.collections', defaultMessage: 'Gyűjtemények' },
  blog: { id: 'menu.blog', defaultMessage: 'Blog' },
  info: { id: 'menu.info', defaultMessage: 'Információ' },
  login: { id: 'menu.login', defaultMessage: 'Belépés / regisztráció' },
  myObservations: { id: 'menu.myObservations', defaultMessage: 'Megfigyeléseim' },
  community: { id: 'menu.community', defaultMessage: 'Közösség' },
  profile: { id: 'menu.profile', defaultMessage: 'Profilom' },
  settings: { id: 'menu.settings', defaultMessage: 'Beállítások' },
  account: { id: 'menu.account', defaultMessage: 'Fiók és biztonság' },
  messages: { id: 'menu.messages', defaultMessage: 'Üzenetek' },
  notifications: { id: 'menu.notifications', defaultMessage: 'Értesítések' },
  logout: { id: 'menu.logout', defaultMessage: 'Kilépés' },
  validation: { id: 'menu.validation', defaultMessage: 'Validálás' },
  mediaReview: { id: 'menu.mediaReview', defaultMessage: 'Média ellenőrzése' },
  samples: { id: 'menu.samples', defaultMessage: 'Minták' },
  quiz: { id: 'menu.quiz', defaultMessage: 'Fajkvíz' },
  charts: { id: 'menu.charts', defaultMessage: 'Grafikonok' },
  statistics: { id: 'menu.statistics', defaultMessage: 'Statisztika' },
  newStory: { id: 'menu.newStory', defaultMessage: 'Új történet' },
  blogAdmin: { id: 'menu.blogAdmin', defaultMessage: 'Blogbejegyzések kezelése' },
  adminSection: { id: 'menu.adminSection', defaultMessage: 'Adminisztráció' },
  content: { id: 'menu.content', defaultMessage: 'Tartalmak' },
  dispute: { id: 'menu.dispute', defaultMessage: 'Viták, bejelentések' },
  adminNotifications: { id: 'menu.adminNotifications', defaultMessage: 'Értesítések küldése' },
  adminMessage: { id: 'menu.adminMessage', defaultMessage: 'Üzenet a közösségnek' },
  adminUsers: { id: 'menu.adminUsers', defaultMessage: 'Felhasználók' },
  audit: { id: 'menu.audit', defaultMessage: 'Napló', description: 'menu: the audit log of the keepers’ actions' },
  chartGenerator: { id: 'menu.chartGenerator', defaultMessage: 'Grafikon-generátor' },
  entities: { id: 'menu.entities', defaultMessage: 'Csoportok, projektek' },
  reviewRules: { id: 'menu.reviewRules', defaultMessage: 'Ellenőrzési szabályok', description: 'menu: the entry rules and validators’ assignments' },
});

export interface MenuEntry {
  key: string;
  label: MessageDescriptor;
  href: string;
  icon?: IconName;
}

export interface MenuSection {
  key: string;
  heading?: MessageDescriptor;
  entries: MenuEntry[];
}

const entry = (key: keyof typeof labels, href: string, icon?: IconName): MenuEntry => ({ key, label: labels[key], href, icon });

/** The menu's own actions, handled by the shell rather than a route. */
const SHELL_ACTIONS = new Set(['/logout']);

/** Whether an entry opens a screen: a route whose screen has landed (not the "coming soon" page). */
export function leadsToScreen(href: string): boolean {
  if (SHELL_ACTIONS.has(href)) return true;
  return findRoute(new URL(href, 'http://app').pathname)?.screen !== undefined;
}

/**
 * The side menu of recording §2 Menus (guests' list, what logged-in users add, what admins add),
 * without the entries whose screens have not landed yet: the menu never leads to a dead end.
 */
export function menuFor(role: RoleName): MenuSection[] {
  return specMenuFor(role)
    .map((section) => ({ ...section, entries: section.entries.filter((each) => leadsToScreen(each.href)) }))
    .filter((section) => section.entries.length > 0);
}

function specMenuFor(role: RoleName): MenuSection[] {
  const guest = role === 'GUEST';
  const main: MenuEntry[] = [
    entry('home', '/', 'home'),
    entry('observations', '/observation/', 'binoculars'),
    entry('statistics', '/observation/chart/', 'chart'),
    ...(guest ? [] : [entry('myObservations', '/my/observation/', 'list')]),
    entry('species', '/species/', 'leaf'),
    // beside the species, everybody's way in to the published quizzes (admins have it in their own section)
    ...(hasRole(role, 'ADMIN') ? [] : [entry('quiz', '/quiz/species', 'leaf')]),
    entry('media', '/media/', 'image'),
    entry('story', '/story/', 'book'),
    entry('collections', '/collection/', 'image'),
    entry('blog', '/blog/', 'pen'),
    entry('info', '/info/', 'info'),
  ];
  const sections: MenuSection[] = [{ key: 'main', entries: main }];
  if (guest) {
    sections.push({ key: 'account', entries: [entry('login', '/?force_login=1', 'user')] });
    return sections;
  }
  sections.push({
    key: 'personal',
    entries: [
      entry('community', '/entity/', 'users'),
      entry('profile', '/profile/', 'user'),
      // beyond the spec's list: without them the settings and the account page had no way in
      entry('settings', '/profile/settings/', 'sliders'),
      entry('account', '/profile/account/', 'lock'),
      entry('messages', '/message/', 'mail'),
      entry('notifications', '/notification/', 'bell'),
    ],
  });
  if (hasRole(role, 'MODERATOR') && !hasRole(role, 'ADMIN')) {
    // Validators review records (recording §6): moderators get the validation list too.
    sections.push({
      key: 'review',
      entries: [
        entry('validation', '/observation/review/', 'shield'),
        entry('mediaReview', '/admin/media/review/', 'image'),
        entry('dispute', '/admin/dispute/', 'comment'),
        entry('audit', '/admin/audit/', 'list'),
        entry('adminUsers', '/admin/user/', 'users'),
      ],
    });
  }
  if (hasRole(role, 'ADMIN')) {
    sections.push(
      {
        key: 'review',
        entries: [
          entry('validation', '/observation/review/', 'shield'),
          entry('mediaReview', '/admin/media/review/', 'image'),
          entry('samples', '/my/sample/', 'list'),
          entry('quiz', '/quiz/species', 'leaf'),
          entry('charts', '/observation/chart/?_display_as=chart', 'chart'),
          entry('newStory', '/story/edit/0', 'plus'),
          entry('blogAdmin', '/blog/edit/0', 'pen'),
        ],
      },
      {
        key: 'admin',
        heading: labels.adminSection,
        entries: [
          entry('content', '/admin/content/', 'book'),
          entry('dispute', '/admin/dispute/', 'comment'),
          entry('adminMessage', '/admin/message/', 'mail'),
          entry('adminNotifications', '/admin/notification/', 'bell'),
          entry('chartGenerator', '/admin/chart/generate/', 'chart'),
          entry('entities', '/admin/entity/list/', 'users'),
          entry('audit', '/admin/audit/', 'list'),
          entry('adminUsers', '/admin/user/', 'users'),
          entry('reviewRules', '/admin/review/rules/', 'shield'),
        ],
      },
    );
  }
  sections.push({ key: 'session', entries: [entry('logout', '/logout', 'logout')] });
  return sections;
}
