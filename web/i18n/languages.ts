import type { Language } from '@domain/languages.ts';

/** Each language named in itself, for the picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  hu: 'Magyar',
  en: 'English',
  ro: 'Română',
  tr: 'Türkçe',
};
