import { defineMessages } from '../../i18n/define-messages.ts';

export const reviewRulesMessages = defineMessages({
  title: { id: 'reviewRules.title', defaultMessage: 'Ellenőrzési szabályok', description: 'title of the review rules screen (/admin/review/rules/)' },
  intro: {
    id: 'reviewRules.intro',
    defaultMessage:
      'Minden új adatot ezek az automatikus ellenőrzések vizsgálnak. A jelzett adat a validátorok listájában megjelölve jelenik meg; a kiválasztott szerepköröknél a jelzés validálást (és fotót) is követel.',
    description: 'what the entry rules do',
  },
  enabled: { id: 'reviewRules.enabled', defaultMessage: 'Bekapcsolva', description: 'switch: the rule runs' },
  roles: { id: 'reviewRules.roles', defaultMessage: 'Kiknek az adatait vizsgálja', description: 'legend: the uploader roles the rule checks' },
  rolesHelp: { id: 'reviewRules.rolesHelp', defaultMessage: 'Ha egyik sincs bejelölve, mindenkiét.', description: 'help: no role ticked means every role' },
  reviewRoles: {
    id: 'reviewRules.reviewRoles',
    defaultMessage: 'Kiknél követel validálást',
    description: 'legend: the roles for whom a flag holds the record for review',
  },
  reviewRolesHelp: {
    id: 'reviewRules.reviewRolesHelp',
    defaultMessage: 'Ezeknél a jelzett adat függőben marad, amíg egy validátor el nem fogadja, és fotó kell hozzá. Ha egyik sincs bejelölve, csak jelzés.',
    description: 'help: what demanding review means',
  },
  save: { id: 'reviewRules.save', defaultMessage: 'Mentés', description: 'button: save one rule' },
  saved: { id: 'reviewRules.saved', defaultMessage: 'A szabály elmentve.', description: 'toast: a rule was saved' },
  validatorsLink: { id: 'reviewRules.validatorsLink', defaultMessage: 'Validátorok kijelölése', description: 'link to the validators section' },
});

/** Each rule's name and what it does, in plain words. */
export const ruleMessages = defineMessages({
  GENUS: { id: 'reviewRules.rule.genus', defaultMessage: 'Nehezen határozható nemek', description: 'rule name' },
  GENUS_help: {
    id: 'reviewRules.rule.genusHelp',
    defaultMessage: 'Jelzi a felsorolt nemekbe tartozó fajok adatait, mert ezek csak fotó alapján, szakértővel ellenőrizhetők.',
    description: 'what the genus rule does',
  },
  FLIGHT_PERIOD: { id: 'reviewRules.rule.flightPeriod', defaultMessage: 'Repülési időn kívül', description: 'rule name' },
  FLIGHT_PERIOD_help: {
    id: 'reviewRules.rule.flightPeriodHelp',
    defaultMessage: 'Jelzi, ha az adat dátuma kívül esik a faj (és az életszakasz) ismert előfordulási hónapjain.',
    description: 'what the flight period rule does',
  },
  OUTSIDE_KNOWN_SQUARES: { id: 'reviewRules.rule.outsideSquares', defaultMessage: 'Ismert elterjedésen kívül', description: 'rule name' },
  OUTSIDE_KNOWN_SQUARES_help: {
    id: 'reviewRules.rule.outsideSquaresHelp',
    defaultMessage: 'Jelzi, ha az adat olyan 10 km-es négyzetből származik, ahonnan a faj még nem ismert.',
    description: 'what the known squares rule does',
  },
  DIFFICULTY: { id: 'reviewRules.rule.difficulty', defaultMessage: 'Nehéz fajok', description: 'rule name' },
  DIFFICULTY_help: {
    id: 'reviewRules.rule.difficultyHelp',
    defaultMessage:
      'Jelzi azokat a fajokat, amelyek határozási nehézsége a megadott szintnél nagyobb (1: fotóról egyértelmű, 2: óvatosságot kíván, 3: szakértő vagy preparálás kell).',
    description: 'what the difficulty rule does',
  },
  PROTECTED: { id: 'reviewRules.rule.protected', defaultMessage: 'Védett fajok', description: 'rule name' },
  PROTECTED_help: {
    id: 'reviewRules.rule.protectedHelp',
    defaultMessage: 'Jelzi a fokozottan védett fajokat, és a védett fajokat a megadott természetvédelmi értéktől felfelé.',
    description: 'what the protected rule does',
  },
  THREATENED: { id: 'reviewRules.rule.threatened', defaultMessage: 'Veszélyeztetett fajok', description: 'rule name' },
  THREATENED_help: {
    id: 'reviewRules.rule.threatenedHelp',
    defaultMessage: 'Jelzi azokat a fajokat, amelyek IUCN- vagy magyar vöröslistás kategóriája a kiválasztottak egyike.',
    description: 'what the threatened rule does',
  },
});

/** Each parameter's label and meaning. */
export const paramMessages = defineMessages({
  genera: { id: 'reviewRules.param.genera', defaultMessage: 'Nemek', description: 'parameter label' },
  generaHelp: { id: 'reviewRules.param.generaHelp', defaultMessage: 'Tudományos nemnevek vesszővel elválasztva, pl. Colias, Pyrgus.', description: 'parameter help' },
  graceDays: { id: 'reviewRules.param.graceDays', defaultMessage: 'Türelmi idő (nap)', description: 'parameter label' },
  graceDaysHelp: {
    id: 'reviewRules.param.graceDaysHelp',
    defaultMessage: 'Ennyi nappal az ismert időszak előtt vagy után még nem jelez (0–60).',
    description: 'parameter help',
  },
  minKnownSquares: { id: 'reviewRules.param.minKnownSquares', defaultMessage: 'Legalább ennyi ismert négyzet', description: 'parameter label' },
  minKnownSquaresHelp: {
    id: 'reviewRules.param.minKnownSquaresHelp',
    defaultMessage: 'Csak akkor jelez, ha a faj legalább ennyi négyzetből ismert, így a ritkán gyűjtött fajoknál nem.',
    description: 'parameter help',
  },
  above: { id: 'reviewRules.param.above', defaultMessage: 'Jelez, ha a nehézség nagyobb, mint', description: 'parameter label' },
  aboveHelp: { id: 'reviewRules.param.aboveHelp', defaultMessage: '1: minden nem egyértelmű faj; 3: egyik sem.', description: 'parameter help' },
  minValueHuf: { id: 'reviewRules.param.minValueHuf', defaultMessage: 'Legkisebb természetvédelmi érték (Ft)', description: 'parameter label' },
  minValueHufHelp: {
    id: 'reviewRules.param.minValueHufHelp',
    defaultMessage: 'A védett fajok közül csak az ennyit vagy többet érőket jelzi; 0: mindet.',
    description: 'parameter help',
  },
  categories: { id: 'reviewRules.param.categories', defaultMessage: 'Kategóriák', description: 'parameter label' },
  categoriesHelp: {
    id: 'reviewRules.param.categoriesHelp',
    defaultMessage: 'CR: kihalóban, EN: veszélyeztetett, VU: sebezhető, NT: mérsékelten fenyegetett, stb.',
    description: 'parameter help',
  },
});

export const roleMessages = defineMessages({
  USER: { id: 'reviewRules.role.user', defaultMessage: 'Kezdő', description: 'role USER' },
  ADV: { id: 'reviewRules.role.adv', defaultMessage: 'Haladó', description: 'role ADV' },
  PRO: { id: 'reviewRules.role.pro', defaultMessage: 'Szakértő', description: 'role PRO' },
  EDITOR: { id: 'reviewRules.role.editor', defaultMessage: 'Szerkesztő', description: 'role EDITOR' },
  MODERATOR: { id: 'reviewRules.role.moderator', defaultMessage: 'Moderátor', description: 'role MODERATOR' },
  ADMIN: { id: 'reviewRules.role.admin', defaultMessage: 'Adminisztrátor', description: 'role ADMIN' },
});

export const validatorMessages = defineMessages({
  title: { id: 'reviewRules.validators.title', defaultMessage: 'Validátorok kijelölése', description: 'heading of the validators section' },
  intro: {
    id: 'reviewRules.validators.intro',
    defaultMessage:
      'A validálásra váró adatról az a validátor kap értesítést, akinek a kijelölése illik rá (ország és tájegység, illetve család vagy nem). Ha senkiére sem illik, minden validátor értesül.',
    description: 'what assignments do',
  },
  validator: { id: 'reviewRules.validators.validator', defaultMessage: 'Validátor', description: 'field label' },
  choose: { id: 'reviewRules.validators.choose', defaultMessage: 'Válassz…', description: 'empty select choice' },
  country: { id: 'reviewRules.validators.country', defaultMessage: 'Ország', description: 'field label' },
  anyCountry: { id: 'reviewRules.validators.anyCountry', defaultMessage: 'Bármely ország', description: 'select choice: no country' },
  region: { id: 'reviewRules.validators.region', defaultMessage: 'Tájegység, megye', description: 'field label' },
  family: { id: 'reviewRules.validators.family', defaultMessage: 'Család', description: 'field label' },
  genus: { id: 'reviewRules.validators.genus', defaultMessage: 'Nem (genus)', description: 'field label' },
  help: {
    id: 'reviewRules.validators.help',
    defaultMessage: 'Legalább egyet adj meg; az üresen hagyott mező bármire illik. Tájegységhez ország is kell.',
    description: 'help of the assignment form',
  },
  add: { id: 'reviewRules.validators.add', defaultMessage: 'Kijelölés hozzáadása', description: 'button: add an assignment' },
  added: { id: 'reviewRules.validators.added', defaultMessage: 'A kijelölés elmentve.', description: 'toast: an assignment added' },
  remove: { id: 'reviewRules.validators.remove', defaultMessage: 'Törlés', description: 'button: remove an assignment' },
  removed: { id: 'reviewRules.validators.removed', defaultMessage: 'A kijelölés törölve.', description: 'toast: an assignment removed' },
  empty: {
    id: 'reviewRules.validators.empty',
    defaultMessage: 'Még nincs kijelölés: minden validátor minden adatról értesül.',
    description: 'no assignments yet',
  },
});
