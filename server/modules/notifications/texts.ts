import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { rootDir } from '../../config.ts';
import type { Db } from '../objects/registry.ts';
import { actorIdOf } from './service.ts';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@domain/languages.ts';

/**
 * A notice shown outside the app (a push, a mail) is worded here, in the recipient's language, from
 * the web app's own catalogs (web/i18n): the notification list's text of its token
 * (`notifications.{TOKEN}`, with the actor's name), so the phone, the mail and the list say the same
 * thing; without an actor, its actor-free text (`pushNotice.{TOKEN}`, where the token's short text
 * is someone else's, as ITEM_LIKED's is the liker's toast), else the token's short text.
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

/** One of ours; Hungarian for anything else. */
export function languageOf(language: string | null | undefined): Language {
  return language && (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}

/** A text of the web app's catalogs in the language (Hungarian when the language lacks it). */
export function lookup(id: string, language: Language): string | undefined {
  return catalog(language)[id] ?? catalog(DEFAULT_LANGUAGE)[id];
}

/** What a notice says and where it leads. */
export interface NoticeWords {
  token: string;
  url: string | null;
  /** words of its own (an announcement, a message's subject): said as they are */
  text?: string | null | undefined;
}

/** The notice's text in the language; `actorName` fills the list text's `{name}` (without it the token's short text is used). */
export function noticeText(notice: NoticeWords, language: string | null | undefined, actorName?: string): string {
  if (notice.text) return notice.text;
  const chosen = languageOf(language);
  const listText = lookup(`notifications.${notice.token}`, chosen);
  if (listText && (actorName !== undefined || !listText.includes('{'))) {
    return String(new IntlMessageFormat(listText, chosen).format({ name: actorName ?? '' }));
  }
  const short = lookup(`pushNotice.${notice.token}`, chosen) ?? lookup(notice.token, chosen) ?? notice.token;
  return short.replace(/\s*\{[^}]*\}/g, '').trim() || notice.token;
}

/** The names of the notices' actors (read from their links, `actorIdOf`), in one query. */
export async function actorNames(db: Db, notices: readonly NoticeWords[]): Promise<Map<number, string>> {
  const ids = [...new Set(notices.map((notice) => actorIdOf(notice.url)).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const actors = await db.entity.findMany({ where: { id: { in: ids } }, select: { id: true, displayName: true } });
  return new Map(actors.map((actor) => [actor.id, actor.displayName]));
}

/** The notice's actor's name from the map `actorNames` made, if it has one. */
export function actorNameOf(names: ReadonlyMap<number, string>, notice: NoticeWords): string | undefined {
  const id = actorIdOf(notice.url);
  return id === null ? undefined : names.get(id);
}
