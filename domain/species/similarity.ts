/**
 * Name similarity for the species autocomplete and imports: the Sørensen–Dice coefficient on
 * letter pairs (social-core §9, "text similarity uses letter pairs"), accent- and case-insensitive.
 *
 * Pairs are taken within each word, never across a space: 'Aglais io' gives 'io' but no 's ' or
 * ' i'. They form a multiset (a repeated pair counts each time), as in the standard coefficient
 * 2·|A∩B| / (|A|+|B|). `diceCoefficient` is exactly that; ranking also counts each word's edges
 * (see `PreparedName`).
 */

const FOLDED: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', æ: 'ae', œ: 'oe', ı: 'i', đ: 'd', þ: 'th' };

/**
 * Lower case, accents and letters without a decomposition folded, anything but letters and digits
 * a single space: 'Fecskefarkú  lepke' → 'fecskefarku lepke', 'apolló-lepke' → 'apollo lepke'.
 * Also the catalogue's stored search text, so changing it means recomputing that column.
 */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßøłæœıđþ]/g, (letter) => FOLDED[letter]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** No normalised word contains a space, so it can mark a word's start and end in ranking pairs. */
const EDGE = ' ';

function wordsOf(normalised: string): string[] {
  return normalised ? normalised.split(' ') : [];
}

function pairsOfWord(word: string, edges: boolean): string[] {
  const padded = edges ? EDGE + word + EDGE : word;
  const pairs: string[] = [];
  for (let i = 0; i < padded.length - 1; i++) pairs.push(padded.slice(i, i + 2));
  return pairs;
}

function countPairs(words: readonly string[], edges: boolean): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) {
    for (const pair of pairsOfWord(word, edges)) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

function sizeOf(counts: ReadonlyMap<string, number>): number {
  let size = 0;
  for (const count of counts.values()) size += count;
  return size;
}

/** The letter pairs of each word of the normalised text, with their counts. */
export function bigrams(text: string): Map<string, number> {
  return countPairs(wordsOf(normaliseName(text)), false);
}

/**
 * Dice coefficient of two texts' letter pairs after `normaliseName`: 1 for the same text, 0 when
 * no pair is shared. Texts too short to have a pair are 1 if equal, else 0; two empty texts are 0.
 */
export function diceCoefficient(a: string, b: string): number {
  const [left, right] = [normaliseName(a), normaliseName(b)];
  if (left === right) return left ? 1 : 0;
  const [leftPairs, rightPairs] = [countPairs(wordsOf(left), false), countPairs(wordsOf(right), false)];
  const total = sizeOf(leftPairs) + sizeOf(rightPairs);
  if (total === 0) return 0;
  let shared = 0;
  for (const [pair, count] of leftPairs) shared += Math.min(count, rightPairs.get(pair) ?? 0);
  return (2 * shared) / total;
}

/**
 * A name ready to rank: normalised, with its letter pairs counted per word so that one lookup per
 * query pair scores the whole name and each of its words. Ranking pairs include each word's edges
 * (' m', 'n ' for 'machaon'), so a typo that keeps a word's first and last letters stays closer:
 * plain pairs score 'machoan' the same against 'machaon' and 'chapman' (0.5), edge pairs 0.625
 * and 0.5.
 */
export interface PreparedName {
  readonly text: string;
  /** each distinct pair with its count in each word */
  readonly pairs: ReadonlyMap<string, readonly number[]>;
  /** the number of pairs of each word */
  readonly wordSizes: readonly number[];
  readonly size: number;
}

/** Prepare a catalogue's names once, so each keystroke only scores them. */
export function prepareName(name: string): PreparedName {
  const text = normaliseName(name);
  const words = wordsOf(text);
  const pairs = new Map<string, number[]>();
  const wordSizes = words.map((word, index) => {
    const wordPairs = pairsOfWord(word, true);
    for (const pair of wordPairs) {
      let perWord = pairs.get(pair);
      if (!perWord) pairs.set(pair, (perWord = words.map(() => 0)));
      perWord[index]! += 1;
    }
    return wordPairs.length;
  });
  return { text, pairs, wordSizes, size: wordSizes.reduce((sum, size) => sum + size, 0) };
}

export interface Ranked<T> {
  item: T;
  /** 0–3: the similarity, plus 1 when the query starts a word of the name, plus 2 when it starts the name */
  score: number;
}

export interface RankOptions {
  /** Items scoring this or less are dropped; 0 keeps anything that shares a pair or a prefix. */
  minScore?: number;
}

const WORD_PREFIX_BONUS = 1;
const NAME_PREFIX_BONUS = 2;

interface Query {
  text: string;
  /** the query after a space: found in a name where it starts a word */
  wordStart: string;
  pairs: readonly (readonly [string, number])[];
  size: number;
}

/** Dice (with edge pairs) against the whole name or its best word, whichever is higher. */
function similarity(query: Query, name: PreparedName): number {
  const sharedByWord = name.wordSizes.map(() => 0);
  let shared = 0;
  for (const [pair, count] of query.pairs) {
    const perWord = name.pairs.get(pair);
    if (!perWord) continue;
    let inName = 0;
    for (let word = 0; word < perWord.length; word++) {
      sharedByWord[word]! += Math.min(count, perWord[word]!);
      inName += perWord[word]!;
    }
    shared += Math.min(count, inName);
  }
  let best = (2 * shared) / (query.size + name.size);
  for (let word = 0; word < sharedByWord.length; word++) {
    best = Math.max(best, (2 * sharedByWord[word]!) / (query.size + name.wordSizes[word]!));
  }
  return best;
}

/**
 * The best word lets a one-word query find the word it misspells ('machoan' → 'Papilio machaon');
 * the bonus puts any prefix match ('pap' → 'Papilio machaon') above every mere overlap.
 */
function scoreName(query: Query, name: PreparedName): number {
  const score = similarity(query, name);
  if (name.text.startsWith(query.text)) return score + NAME_PREFIX_BONUS;
  return name.text.includes(query.wordStart) ? score + WORD_PREFIX_BONUS : score;
}

/**
 * The items whose best-matching name (scientific or common, in any language) is most like the
 * query: best first, ties by that name alphabetically and then in input order, at most `limit`.
 *
 * Scoring costs one Map lookup per distinct query pair and name, O(names × query pairs), plus
 * O(m log m) to sort the m matches: about 5 ms a query for 2,000 species of 2–5 names each on a
 * slow 2-core VM. Pass names prepared (`prepareName`, once per catalogue): raw strings are
 * prepared again on every call, which costs about 6 times as much.
 */
export function rankBySimilarity<T>(
  query: string,
  items: readonly T[],
  names: (item: T) => readonly (string | PreparedName)[],
  limit: number,
  { minScore = 0 }: RankOptions = {},
): Ranked<T>[] {
  const text = normaliseName(query);
  if (!text || limit <= 0) return [];
  const counts = countPairs(wordsOf(text), true);
  const prepared: Query = { text, wordStart: ` ${text}`, pairs: [...counts], size: sizeOf(counts) };
  const ranked: (Ranked<T> & { name: string })[] = [];
  for (const item of items) {
    let bestScore = 0;
    let bestName = '';
    for (const raw of names(item)) {
      const name = typeof raw === 'string' ? prepareName(raw) : raw;
      const score = scoreName(prepared, name);
      if (score > bestScore || (score === bestScore && name.text < bestName)) {
        bestScore = score;
        bestName = name.text;
      }
    }
    if (bestScore > minScore) ranked.push({ item, score: bestScore, name: bestName });
  }
  // Code-unit order on normalised names: the same on the server and in every browser locale.
  ranked.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return ranked.slice(0, limit).map(({ item, score }) => ({ item, score }));
}
