/** The search screen's history (social-core §9: "Search history keeps 20 items"). */
export const SEARCH_HISTORY_LIMIT = 20;
/** The longest search text the server takes (server/modules/timeline/service.ts searchTextSchema). */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** Two searches are the same when they differ only in case and spacing. */
function sameSearch(a: string, b: string): boolean {
  const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return key(a) === key(b);
}

/** The history after a search: the text first (an earlier equal one moved up), at most SEARCH_HISTORY_LIMIT, the oldest dropped. */
export function rememberSearch(history: readonly string[], text: string): string[] {
  const query = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX_LENGTH);
  if (!query) return [...history];
  return [query, ...history.filter((each) => !sameSearch(each, query))].slice(0, SEARCH_HISTORY_LIMIT);
}

/** The history without one search. */
export function forgetSearch(history: readonly string[], text: string): string[] {
  return history.filter((each) => !sameSearch(each, text));
}

/** A stored history as far as it is one: its non-empty texts, at most SEARCH_HISTORY_LIMIT; anything else is an empty history. */
export function parseSearchHistory(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((each): each is string => typeof each === 'string' && each.trim() !== '')
    .reduce<string[]>((history, each) => (history.some((kept) => sameSearch(kept, each)) ? history : [...history, each]), [])
    .slice(0, SEARCH_HISTORY_LIMIT);
}
