import { type ReactNode, use, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages.ts';
import { useLocale } from './LocaleProvider.tsx';

type Catalog = Record<string, unknown>;

const PARTS = import.meta.glob<Catalog>('./compiled/admin/*.json', { import: 'default' });
const parts = new Map<Language, Promise<Catalog>>([[DEFAULT_LANGUAGE, Promise.resolve({})]]);

function adminPartFor(language: Language): Promise<Catalog> {
  let part = parts.get(language);
  if (!part) {
    const load = PARTS[`./compiled/admin/${language}.json`];
    // Offline and not cached: the screen shows its Hungarian texts rather than nothing.
    part = load ? load().catch(() => ({})) : Promise.resolve({});
    parts.set(language, part);
  }
  return part;
}

/**
 * Wraps an admin screen: suspends until the admin texts of the language have arrived (none to wait
 * for in Hungarian, the code's own), then gives the screen the app's texts with them.
 */
export function AdminTexts({ children }: { children: ReactNode }) {
  const { language } = useLocale();
  const intl = useIntl();
  const part = use(adminPartFor(language));
  const messages = useMemo(() => ({ ...intl.messages, ...part }), [intl.messages, part]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages as never}>
      {children}
    </IntlProvider>
  );
}
