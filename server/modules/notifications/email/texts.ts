import type { Language } from '@domain/languages.ts';
import type { DigestCadence } from '@domain/notification-kinds.ts';

/**
 * The words around the notices in a notification mail and on the unsubscribe page, in the four
 * languages (the notices' own texts and the kinds' names come from the web app's catalogs,
 * `../texts.ts`). Typed per language, so a missing text fails the type check.
 */
export interface MailTexts {
  open: string;
  allNotifications: string;
  /** why an immediate mail came: the kind's name */
  immediateFooter: (kind: string) => string;
  digestSubject: (cadence: DigestCadence, count: number) => string;
  digestIntro: (cadence: DigestCadence) => string;
  /** why a digest came: the names of the kinds it gathers */
  digestFooter: (cadence: DigestCadence, kinds: string) => string;
  settings: string;
  unsubscribeKind: string;
  unsubscribeDigest: (cadence: DigestCadence) => string;
  page: {
    title: string;
    askKind: (kind: string) => string;
    askDigest: (cadence: DigestCadence) => string;
    button: string;
    doneKind: (kind: string) => string;
    doneDigest: (cadence: DigestCadence) => string;
    invalid: string;
    settingsLink: string;
  };
}

export const MAIL_TEXTS: Readonly<Record<Language, MailTexts>> = {
  hu: {
    open: 'Megnyitás',
    allNotifications: 'Az értesítéseid',
    immediateFooter: (kind) => `Ezt a levelet azért kaptad, mert e-mailt kérsz erről: ${kind}.`,
    digestSubject: (cadence, count) => `${cadence === 'DAILY' ? 'Napi' : 'Heti'} összefoglaló: ${count} új értesítés`,
    digestIntro: (cadence) => `Ez történt a Lepkén ${cadence === 'DAILY' ? 'az elmúlt napon' : 'az elmúlt héten'}:`,
    digestFooter: (cadence, kinds) => `Ezt a levelet azért kaptad, mert ${cadence === 'DAILY' ? 'napi' : 'heti'} összefoglalót kérsz ezekről: ${kinds}.`,
    settings: 'Értesítési beállítások',
    unsubscribeKind: 'Leiratkozás az ilyen levelekről',
    unsubscribeDigest: (cadence) => `Leiratkozás a ${cadence === 'DAILY' ? 'napi' : 'heti'} összefoglalóról`,
    page: {
      title: 'Leiratkozás',
      askKind: (kind) => `Nem kérsz több e-mailt erről: ${kind}?`,
      askDigest: (cadence) => `Nem kérsz több ${cadence === 'DAILY' ? 'napi' : 'heti'} összefoglalót?`,
      button: 'Leiratkozom',
      doneKind: (kind) => `Leiratkoztál. Erről nem küldünk több e-mailt: ${kind}.`,
      doneDigest: (cadence) => `Leiratkoztál. Nem küldünk több ${cadence === 'DAILY' ? 'napi' : 'heti'} összefoglalót.`,
      invalid: 'Ez a leiratkozási link érvénytelen.',
      settingsLink: 'Minden értesítési beállításod',
    },
  },
  en: {
    open: 'Open',
    allNotifications: 'Your notifications',
    immediateFooter: (kind) => `You get this mail because you asked for e-mail about: ${kind}.`,
    digestSubject: (cadence, count) => `${cadence === 'DAILY' ? 'Daily' : 'Weekly'} digest: ${count} new ${count === 1 ? 'notification' : 'notifications'}`,
    digestIntro: (cadence) => `What happened on Lepke ${cadence === 'DAILY' ? 'in the last day' : 'in the last week'}:`,
    digestFooter: (cadence, kinds) => `You get this mail because you asked for a ${cadence === 'DAILY' ? 'daily' : 'weekly'} digest of: ${kinds}.`,
    settings: 'Notification settings',
    unsubscribeKind: 'Unsubscribe from these mails',
    unsubscribeDigest: (cadence) => `Unsubscribe from the ${cadence === 'DAILY' ? 'daily' : 'weekly'} digest`,
    page: {
      title: 'Unsubscribe',
      askKind: (kind) => `Stop e-mails about: ${kind}?`,
      askDigest: (cadence) => `Stop the ${cadence === 'DAILY' ? 'daily' : 'weekly'} digest?`,
      button: 'Unsubscribe',
      doneKind: (kind) => `You are unsubscribed. No more e-mails about: ${kind}.`,
      doneDigest: (cadence) => `You are unsubscribed. No more ${cadence === 'DAILY' ? 'daily' : 'weekly'} digests.`,
      invalid: 'This unsubscribe link is not valid.',
      settingsLink: 'All your notification settings',
    },
  },
  ro: {
    open: 'Deschide',
    allNotifications: 'Notificările tale',
    immediateFooter: (kind) => `Primești acest e-mail pentru că ai cerut e-mailuri despre: ${kind}.`,
    digestSubject: (cadence, count) => `Rezumat ${cadence === 'DAILY' ? 'zilnic' : 'săptămânal'}: ${count} ${count === 1 ? 'notificare nouă' : 'notificări noi'}`,
    digestIntro: (cadence) => `Ce s-a întâmplat pe Lepke ${cadence === 'DAILY' ? 'în ultima zi' : 'în ultima săptămână'}:`,
    digestFooter: (cadence, kinds) => `Primești acest e-mail pentru că ai cerut un rezumat ${cadence === 'DAILY' ? 'zilnic' : 'săptămânal'} despre: ${kinds}.`,
    settings: 'Setările notificărilor',
    unsubscribeKind: 'Dezabonare de la aceste e-mailuri',
    unsubscribeDigest: (cadence) => `Dezabonare de la rezumatul ${cadence === 'DAILY' ? 'zilnic' : 'săptămânal'}`,
    page: {
      title: 'Dezabonare',
      askKind: (kind) => `Nu mai vrei e-mailuri despre: ${kind}?`,
      askDigest: (cadence) => `Nu mai vrei rezumatul ${cadence === 'DAILY' ? 'zilnic' : 'săptămânal'}?`,
      button: 'Mă dezabonez',
      doneKind: (kind) => `Te-ai dezabonat. Nu mai trimitem e-mailuri despre: ${kind}.`,
      doneDigest: (cadence) => `Te-ai dezabonat. Nu mai trimitem rezumatul ${cadence === 'DAILY' ? 'zilnic' : 'săptămânal'}.`,
      invalid: 'Acest link de dezabonare nu este valid.',
      settingsLink: 'Toate setările notificărilor',
    },
  },
  tr: {
    open: 'Aç',
    allNotifications: 'Bildirimlerin',
    immediateFooter: (kind) => `Bu e-postayı şu konuda e-posta istediğin için aldın: ${kind}.`,
    digestSubject: (cadence, count) => `${cadence === 'DAILY' ? 'Günlük' : 'Haftalık'} özet: ${count} yeni bildirim`,
    digestIntro: (cadence) => `Lepke'de ${cadence === 'DAILY' ? 'son bir günde' : 'son bir haftada'} olanlar:`,
    digestFooter: (cadence, kinds) => `Bu e-postayı şunların ${cadence === 'DAILY' ? 'günlük' : 'haftalık'} özetini istediğin için aldın: ${kinds}.`,
    settings: 'Bildirim ayarları',
    unsubscribeKind: 'Bu e-postalardan çık',
    unsubscribeDigest: (cadence) => `${cadence === 'DAILY' ? 'Günlük' : 'Haftalık'} özetten çık`,
    page: {
      title: 'Abonelikten çık',
      askKind: (kind) => `Şu konuda artık e-posta almak istemiyor musun: ${kind}?`,
      askDigest: (cadence) => `${cadence === 'DAILY' ? 'Günlük' : 'Haftalık'} özeti artık almak istemiyor musun?`,
      button: 'Abonelikten çık',
      doneKind: (kind) => `Abonelikten çıktın. Şu konuda artık e-posta göndermeyeceğiz: ${kind}.`,
      doneDigest: (cadence) => `Abonelikten çıktın. Artık ${cadence === 'DAILY' ? 'günlük' : 'haftalık'} özet göndermeyeceğiz.`,
      invalid: 'Bu abonelikten çıkma bağlantısı geçerli değil.',
      settingsLink: 'Tüm bildirim ayarların',
    },
  },
};
