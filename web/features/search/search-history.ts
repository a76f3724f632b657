import { useCallback, useState } from 'react';
import { forgetSearch, parseSearchHistory, rememberSearch } from '@domain/search.ts';

/**
 * The search history is kept in this browser, one list per signed-in person (and one for guests),
 * so somebody else signing in on the same device does not see it. It never leaves the device.
 */
export function searchHistoryKey(entityId: number | null): string {
  return `lepke.searchHistory.${entityId ?? 'guest'}`;
}

function read(key: string): string[] {
  try {
    return parseSearchHistory(JSON.parse(localStorage.getItem(key) ?? '[]'));
  } catch {
    return [];
  }
}

function write(key: string, history: readonly string[]) {
  try {
    if (history.length) localStorage.setItem(key, JSON.stringify(history));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the history lives on for this page only.
  }
}

/** The viewer's last searches (newest first, domain/search.ts) and how to change them. */
export function useSearchHistory(entityId: number | null) {
  const key = searchHistoryKey(entityId);
  const [state, setState] = useState(() => ({ key, history: read(key) }));
  const history = state.key === key ? state.history : read(key);
  const change = useCallback(
    (next: (current: string[]) => string[]) =>
      setState((current) => {
        const updated = next(current.key === key ? current.history : read(key));
        write(key, updated);
        return { key, history: updated };
      }),
    [key],
  );
  return {
    history,
    remember: useCallback((text: string) => change((current) => rememberSearch(current, text)), [change]),
    forget: useCallback((text: string) => change((current) => forgetSearch(current, text)), [change]),
    clear: useCallback(() => change(() => []), [change]),
  };
}
