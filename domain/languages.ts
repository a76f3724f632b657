/** The languages of the UI (and of the texts the server sends), Hungarian the default. */
export const LANGUAGES = ['hu', 'en', 'ro', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'hu';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language named in itself (the language picker, the content record's `language`). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  hu: 'Magyar',
  en: 'English',
  ro: 'Română',
  tr: 'Türkçe',
};
