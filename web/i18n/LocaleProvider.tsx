import { createContext, type ReactNode, use, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@domain/languages.ts';
import { LANGUAGE_STORAGE_KEY } from './language-key.ts';

type Catalog = Record<string, unknown>;

/**
 * Hungarian, the source language, has no catalog to load: the code's messages carry it as their
 * default. Another language's compiled catalog is fetched when it is chosen (or stored), so the
 * first load carries no language's catalog.
 */
const TRANSLATIONS = import.meta.glob<Catalog>('./compiled/*.json', { import: 'default' });
const catalogs = new Map<Language, Promise<Catalog>>([[DEFAULT_LANGUAGE, Promise.resolve({})]]);
/** the catalogs that have arrived: choosing one of their languages applies it at once */
const arrived = new Map<Language, Catalog>([[DEFAULT_LANGUAGE, {}]]);

function catalogFor(language: Language): Promise<Catalog> {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = TRANSLATIONS[`./compiled/${language}.json`]!();
    catalog.then(
      (messages) => arrived.set(language, messages),
      // a failed fetch (offline) may succeed on the next try
      () => catalogs.delete(language),
    );
    catalogs.set(language, catalog);
  }
  return catalog;
}

/** Starts fetching a language's texts before it is chosen (the account's language, once known). */
export function preloadLanguage(language: string): void {
  if (isLanguage(language)) catalogFor(language).catch(() => undefined);
}

interface LocaleState {
  language: Language;
  /** Applies (once its catalog has loaded) and remembers a language; false (and nothing changes) for an unknown code. */
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

interface Shown {
  language: Language;
  messages: Catalog;
}

let startup: { shown: Promise<Shown>; invalid: string | null } | null = null;

/** The stored language and its catalog, fetched once, however often the first render suspends on it. */
function startupLanguage() {
  if (!startup) {
    const { language, invalid } = storedLanguage();
    const shown = catalogFor(language).then(
      (messages): Shown => ({ language, messages }),
      // unreachable (offline, not cached): Hungarian rather than no app
      (): Shown => ({ language: DEFAULT_LANGUAGE, messages: {} }),
    );
    startup = { shown, invalid };
  }
  return startup;
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  // Nothing renders before the stored language's texts are there: no flash of Hungarian.
  const initial = use(startupLanguage().shown);
  const [shown, setShown] = useState(initial);
  const [misconfigured, setMisconfigured] = useState<string | null>(() => startupLanguage().invalid);
  const latest = useRef<Language>(initial.language);

  const setLanguage = useCallback((requested: string) => {
    if (!isLanguage(requested)) {
      setMisconfigured(requested);
      return false;
    }
    localStorage.setItem(LANGUAGE_STORAGE_KEY, requested);
    latest.current = requested;
    const messages = arrived.get(requested);
    if (messages) {
      setShown((current) => (current.language === requested ? current : { language: requested, messages }));
      return true;
    }
    // A slower catalog of an earlier choice does not override a later one; one that failed to load (offline) changes nothing.
    catalogFor(requested).then(
      (messages) => {
        if (latest.current === requested) setShown({ language: requested, messages });
      },
      () => undefined,
    );
    return true;
  }, []);

  const { language, messages } = shown;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo(
    () => ({ language, setLanguage, misconfigured, clearMisconfigured: () => setMisconfigured(null) }),
    [language, setLanguage, misconfigured],
  );
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages as never}>
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
