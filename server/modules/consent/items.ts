import { DEFAULT_LANGUAGE, type Language } from '@domain/languages.ts';

/** block: the app cannot be used until accepted (a popup); page: optional, offered on a page. */
export type ConsentType = 'block' | 'page';

export interface ConsentText {
  title: string;
  text: string;
}

export interface ConsentItem {
  name: string;
  type: ConsentType;
  /** a new version asks everyone again: decisions are recorded per version */
  version: string;
  texts: Record<Language, ConsentText>;
}

export const CONSENT_ITEMS: readonly ConsentItem[] = [
  {
    name: 'privacy',
    type: 'block',
    version: '2026-11',
    texts: {
      hu: {
        title: 'Adatvédelem',
        text:
          'A Lepke a neved, az e-mail-címed és a megfigyeléseid (faj, hely, idő, fotók) tárolásával működik. ' +
          'A megfigyeléseidet a beállított adatvédelmi szinten mások is láthatják, és a validátorok ellenőrzik őket. ' +
          'Az adataidat nem adjuk el, és a fiókod törlésével a személyes adataid is törlődnek.',
      },
      en: {
        title: 'Privacy',
        text:
          'Lepke stores your name, your email address and your observations (species, place, time, photos). ' +
          'Others can see your observations at the privacy level you choose, and validators review them. ' +
          'We never sell your data, and deleting your account deletes your personal data.',
      },
      ro: {
        title: 'Confidențialitate',
        text:
          'Lepke stochează numele tău, adresa de e-mail și observațiile tale (specie, loc, dată, fotografii). ' +
          'Ceilalți îți pot vedea observațiile la nivelul de confidențialitate ales, iar validatorii le verifică. ' +
          'Nu vindem datele tale, iar ștergerea contului șterge și datele tale personale.',
      },
      tr: {
        title: 'Gizlilik',
        text:
          'Lepke adınızı, e-posta adresinizi ve gözlemlerinizi (tür, yer, zaman, fotoğraflar) saklar. ' +
          'Gözlemlerinizi seçtiğiniz gizlilik düzeyinde başkaları görebilir ve doğrulayıcılar inceler. ' +
          'Verilerinizi asla satmayız; hesabınızı silmek kişisel verilerinizi de siler.',
      },
    },
  },
  {
    name: 'research-data',
    type: 'page',
    version: '2026-11',
    texts: {
      hu: {
        title: 'Kutatási adatmegosztás',
        text:
          'Hozzájárulok, hogy a validált megfigyeléseim a nevemmel együtt bekerüljenek a kutatóknak és ' +
          'természetvédelmi szervezeteknek átadott adatsorokba. Bármikor visszavonhatom.',
      },
      en: {
        title: 'Sharing data for research',
        text:
          'I agree that my validated observations, with my name, are included in the data sets given to ' +
          'researchers and conservation organisations. I can withdraw this at any time.',
      },
      ro: {
        title: 'Partajarea datelor pentru cercetare',
        text:
          'Sunt de acord ca observațiile mele validate, împreună cu numele meu, să fie incluse în seturile de date ' +
          'oferite cercetătorilor și organizațiilor de conservare. Pot retrage acordul oricând.',
      },
      tr: {
        title: 'Araştırma için veri paylaşımı',
        text:
          'Doğrulanmış gözlemlerimin adımla birlikte araştırmacılara ve doğa koruma kuruluşlarına verilen ' +
          'veri setlerine eklenmesini kabul ediyorum. Bu onayı istediğim zaman geri çekebilirim.',
      },
    },
  },
];

export function findConsentItem(name: string): ConsentItem | undefined {
  return CONSENT_ITEMS.find((item) => item.name === name);
}

/** The Consent row name of an item's current version, e.g. `privacy@2026-11`. */
export function recordName(item: ConsentItem): string {
  return `${item.name}@${item.version}`;
}

/** The privacy policy accepted on registration (and by the demo accounts). */
export const PRIVACY_RECORD_NAME = recordName(findConsentItem('privacy')!);

/** Items whose current version the user has not accepted; `acceptedNames` are accepted Consent row names. */
export function pendingItems(acceptedNames: Iterable<string>): ConsentItem[] {
  const accepted = new Set(acceptedNames);
  return CONSENT_ITEMS.filter((item) => !accepted.has(recordName(item)));
}

export function textFor(item: ConsentItem, language: string): ConsentText {
  return item.texts[language as Language] ?? item.texts[DEFAULT_LANGUAGE];
}
