import { type ReactNode, use, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages.ts';
import type { CatalogPart } from './catalog-parts.ts';
import { useLocale } from './LocaleProvider.tsx';

type Catalog = Record<string, unknown>;

const FILES = import.meta.glob<Catalog>('./compiled/*/*.json', { import: 'default' });
const loaded = new Map<string, Promise<Catalog>>();

/** Hungarian, the code's own texts, has nothing to fetch; one promise, so `use` knows it is settled after the first time. */
const NOTHING_TO_FETCH: Promise<Catalog> = Promise.resolve({});

function partFor(part: CatalogPart, language: Language): Promise<Catalog> {
  if (language === DEFAULT_LANGUAGE) return NOTHING_TO_FETCH;
  const key = `./compiled/${part}/${language}.json`;
  let texts = loaded.get(key);
  if (!texts) {
    const load = FILES[key];
    // Offline and not cached: the screen shows its Hungarian texts rather than nothing.
    texts = load ? load().catch(() => ({})) : Promise.resolve({});
    loaded.set(key, texts);
  }
  return texts;
}

/**
 * Wraps a screen whose texts are in a catalog part (catalog-parts.ts): suspends until the part of
 * the language has arrived, then gives the screen the app's texts with it.
 */
export function PartTexts({ part, children }: { part: CatalogPart; children: ReactNode }) {
  const { language } = useLocale();
  const intl = useIntl();
  const texts = use(partFor(part, language));
  const messages = useMemo(() => ({ ...intl.messages, ...texts }), [intl.messages, texts]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages as never}>
      {children}
    </IntlProvider>
  );
}
