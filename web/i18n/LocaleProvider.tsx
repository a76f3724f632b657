import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@domain/languages.ts';

type Catalog = Record<string, unknown>;
const compiled = import.meta.glob<Catalog>('./compiled/*.json', { eager: true, import: 'default' });
const catalogFor = (language: Language) => (compiled[`./compiled/${language}.json`] ?? {}) as never;

export const LANGUAGE_STORAGE_KEY = 'lepke.language';

interface LocaleState {
  language: Language;
  /** Applies and remembers a language; false (and nothing changes) for an unknown code. */
  setLanguage: (language: string) => boolean;
  /** set when a stored or requested language was unknown: the shell alerts 'Misconfiguration for language' */
  misconfigured: string | null;
  clearMisconfigured: () => void;
}

const LocaleContext = createContext<LocaleState | null>(null);

function storedLanguage(): { language: Language; invalid: string | null } {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (stored === null) return { language: DEFAULT_LANGUAGE, invalid: null };
  return isLanguage(stored) ? { language: stored, invalid: null } : { language: DEFAULT_LANGUAGE, invalid: stored };
}

export function hasStoredLanguage(): boolean {
  return isLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(storedLanguage);
  const [language, setLanguageState] = useState<Language>(initial.language);
  const [misconfigured, setMisconfigured] = useState<string | null>(initial.invalid);

  const setLanguage = useCallback((requested: string) => {
    if (!isLanguage(requested)) {
      setMisconfigured(requested);
      return false;
    }
    localStorage.setItem(LANGUAGE_STORAGE_KEY, requested);
    setLanguageState(requested);
    return true;
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo(
    () => ({ language, setLanguage, misconfigured, clearMisconfigured: () => setMisconfigured(null) }),
    [language, setLanguage, misconfigured],
  );
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={catalogFor(language)}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs a LocaleProvider');
  return state;
}
