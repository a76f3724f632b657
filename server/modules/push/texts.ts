import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../config.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@domain/languages.ts';

/**
 * A push notification is shown by the service worker while the app may be closed, so its text is
 * chosen here, in the recipient's language, from the web app's own catalogs (web/i18n): the token
 * texts the app shows in its toasts and notification list.
 */
const catalogs = new Map<string, Record<string, string>>();

function catalog(language: string): Record<string, string> {
  let messages = catalogs.get(language);
  if (!messages) {
    try {
      messages = JSON.parse(readFileSync(path.join(rootDir, 'web', 'i18n', `${language}.json`), 'utf8')) as Record<string, string>;
    } catch {
      messages = {};
    }
    catalogs.set(language, messages);
  }
  return messages;
}

/**
 * The token's push text in the language: its `pushNotice.{token}` text when it has one (written for
 * the recipient where the token's own text is someone else's, `web/features/push/messages.ts`),
 * else the token's text (Hungarian, then the token itself, when missing); ICU arguments left out.
 */
export function tokenText(token: string, language: string | undefined): string {
  const chosen = language && (LANGUAGES as readonly string[]).includes(language) ? language : DEFAULT_LANGUAGE;
  const notice = `pushNotice.${token}`;
  const text = catalog(chosen)[notice] ?? catalog(DEFAULT_LANGUAGE)[notice] ?? catalog(chosen)[token] ?? catalog(DEFAULT_LANGUAGE)[token] ?? token;
  return text.replace(/\s*\{[^}]*\}/g, '').trim() || token;
}
