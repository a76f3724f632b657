import { describe, expect, it } from 'vitest';
import { forgetSearch, parseSearchHistory, rememberSearch, SEARCH_HISTORY_LIMIT } from './search.ts';

describe('search history', () => {
  it('keeps the newest first and drops the oldest at the 21st search', () => {
    let history: string[] = [];
    for (let n = 1; n <= SEARCH_HISTORY_LIMIT; n += 1) history = rememberSearch(history, `keresés ${n}`);
    expect(history).toHaveLength(20);
    expect(history[0]).toBe('keresés 20');
    expect(history.at(-1)).toBe('keresés 1');
    history = rememberSearch(history, 'keresés 21');
    expect(history).toHaveLength(20);
    expect(history[0]).toBe('keresés 21');
    expect(history).not.toContain('keresés 1');
    expect(history.at(-1)).toBe('keresés 2');
  });

  it('moves a repeated search to the top instead of keeping it twice, ignoring case and spacing', () => {
    const history = rememberSearch(rememberSearch(rememberSearch([], 'Lepke'), 'pávaszem'), '  lepke ');
    expect(history).toEqual(['lepke', 'pávaszem']);
  });

  it('ignores a blank search and trims and cuts the text', () => {
    expect(rememberSearch(['a'], '   ')).toEqual(['a']);
    expect(rememberSearch([], `  ${'x'.repeat(300)}  `)[0]).toHaveLength(200);
    expect(rememberSearch([], 'két   szó')).toEqual(['két szó']);
  });

  it('forgets one search and reads back only a sound stored list', () => {
    expect(forgetSearch(['a', 'B', 'c'], 'b')).toEqual(['a', 'c']);
    expect(parseSearchHistory('nope')).toEqual([]);
    expect(parseSearchHistory(['a', 3, '', 'A', 'b'])).toEqual(['a', 'b']);
    expect(parseSearchHistory(Array.from({ length: 30 }, (_, n) => `q${n}`))).toHaveLength(SEARCH_HISTORY_LIMIT);
  });
});
