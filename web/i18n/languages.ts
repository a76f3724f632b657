export const LANGUAGES = ['hu', 'en', 'ro', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'hu';

/** Each language named in itself, for the picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  hu: 'Magyar',
  en: 'English',
  ro: 'Română',
  tr: 'Türkçe',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
