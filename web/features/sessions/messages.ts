import { defineMessages } from '../../i18n/define-messages.ts';

export const sessionsMessages = defineMessages({
  sectionTitle: { id: 'sessions.sectionTitle', defaultMessage: 'Bejelentkezések', description: 'Heading of the sessions part of /profile/account/' },
  sectionHint: {
    id: 'sessions.sectionHint',
    defaultMessage: 'Ezeken az eszközökön vagy most bejelentkezve. Ha egyet nem ismersz fel, jelentkeztesd ki, és változtasd meg a jelszavadat.',
    description: 'Hint under the heading of the sessions list',
  },
  unknownBrowser: { id: 'sessions.unknownBrowser', defaultMessage: 'Ismeretlen böngésző', description: 'A session whose user agent names no browser' },
  deviceDesktop: { id: 'sessions.deviceDesktop', defaultMessage: 'számítógép', description: 'Kind of device of a session: desktop or laptop' },
  deviceMobile: { id: 'sessions.deviceMobile', defaultMessage: 'telefon', description: 'Kind of device of a session: mobile phone' },
  deviceTablet: { id: 'sessions.deviceTablet', defaultMessage: 'táblagép', description: 'Kind of device of a session: tablet' },
  deviceTv: { id: 'sessions.deviceTv', defaultMessage: 'tévé', description: 'Kind of device of a session: smart TV' },
  deviceBot: { id: 'sessions.deviceBot', defaultMessage: 'program', description: 'Kind of device of a session: a bot or script' },
  deviceUnknown: { id: 'sessions.deviceUnknown', defaultMessage: 'ismeretlen eszköz', description: 'Kind of device of a session when the user agent does not say' },
  ip: { id: 'sessions.ip', defaultMessage: 'IP-cím: {ip}', description: "A session's client address, which stands for its place" },
  noIp: { id: 'sessions.noIp', defaultMessage: 'IP-cím ismeretlen', description: 'A session without a recorded client address' },
  lastSeen: { id: 'sessions.lastSeen', defaultMessage: 'Utoljára aktív: {time}', description: 'When a session was last used; {time} is e.g. "5 perce" or a date' },
  current: { id: 'sessions.current', defaultMessage: 'Ez az eszköz', description: 'Badge on the session of the browser the page is open in' },
  end: { id: 'sessions.end', defaultMessage: 'Kijelentkeztetés', description: 'Button that ends one other session' },
  endLabel: {
    id: 'sessions.endLabel',
    defaultMessage: 'Kijelentkeztetés: {device}',
    description: 'Accessible name of the button that ends one session; {device} is its browser and system',
  },
  endConfirm: {
    id: 'sessions.endConfirm',
    defaultMessage: 'Kijelentkezteted ezt az eszközt: {device}?',
    description: 'Question before ending one other session',
  },
  ended: { id: 'sessions.ended', defaultMessage: 'Az eszközt kijelentkeztettük.', description: 'Toast after one session was ended' },
  endOthers: { id: 'sessions.endOthers', defaultMessage: 'Kijelentkezés minden más eszközön', description: 'Button that ends every session but this one' },
  endOthersConfirm: {
    id: 'sessions.endOthersConfirm',
    defaultMessage: 'Minden más eszközödet kijelentkeztetjük; ezen bejelentkezve maradsz. Folytatod?',
    description: 'Question before ending every other session',
  },
  endedOthers: {
    id: 'sessions.endedOthers',
    defaultMessage: '{count, plural, other {# eszközt kijelentkeztettünk.}}',
    description: 'Toast after ending every other session, with how many ended',
  },
  onlyThis: { id: 'sessions.onlyThis', defaultMessage: 'Csak ezen az eszközön vagy bejelentkezve.', description: 'Shown when no other session exists' },
});
