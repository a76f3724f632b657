/**
 * Coordinates as people type them or paste them from GPS units, map services and spreadsheets
 * (recording §5): decimal degrees, degrees and minutes, or degrees, minutes and seconds, with a
 * hemisphere before or after each value or a sign, in any of the usual symbol variants. Pure and
 * isomorphic: the server validates with it and the web form gives live feedback with it.
 *
 * What it reads, beyond the plain forms:
 * - units as symbols (° ' "), letters (`46d15m30.5s`), words (`46deg 15min 30.5sec`) or colons
 *   (`47:29:10N`, `N47:29.167`); dotted DMS (`47.29.10N`, `47.29.10,5N`);
 * - compact GPS forms, always with their hemisphere: DDMM.mm / DDDMM.mm (`4729.17N01902.83E`) and
 *   DDMMSS.s / DDDMMSS.s (`472910.0N0190250.0E`);
 * - hemispheres as letters, as words (north, nord, észak, kuzey, …) and as the map services of our
 *   languages print them: Hungarian É/D/K/Ny (`47°29'52.4"É 19°02'24.7"K`, also é.sz., k.h.),
 *   Romanian V for west, Turkish K/G/D/B (`41°00'29.5"K 28°58'42.2"D`). K and D mean different
 *   things in Hungarian and Turkish: a pair tells by its other letter or, as map services print the
 *   latitude first, by which comes first; a single value by the axis asked for.
 *
 * Rules worth knowing:
 * - Minutes and seconds must be below 60: 47°60' is written 48°00'.
 * - Letters decide the axis (`19.04E 47.5N` is lat 47.5); without letters latitude comes first.
 * - A sign together with a hemisphere must agree (`-33.5S` is fine, `-33.5N` is refused).
 * - A comma between digits is a decimal comma (`47,4979; 19,0402`, `47,4979 19,0402`) unless it is
 *   the only thing that can separate the pair (`47.4979,19.0402`).
 * - Two bare whole numbers (`47,19`, `47 19`) are refused as ambiguous: 47.19? 47°19'? a pair?
 */

/** The parser's errors, worded as the spec gives them, and ours for a pair too ambiguous to read. */
export type CoordinateError = 'Degrees out of range' | 'Minutes out of range' | 'Seconds out of range' | 'Could not parse string' | 'Ambiguous coordinates';

/** The form's error code for any coordinate the parser refuses; the CoordinateError says why. */
export const COORD_BAD_FORMAT = 'COORD_BAD_FORMAT';

export type CoordinateFormat = 'decimal' | 'dm' | 'dms';
export type Axis = 'lat' | 'lon';

export type CoordinateFailure = { ok: false; error: CoordinateError };
/** latText and lonText: each coordinate as it was written (symbols normalised), for the verbatim fields. */
export type CoordinateParse = { ok: true; lat: number; lon: number; format: CoordinateFormat; latText: string; lonText: string } | CoordinateFailure;
/** axis: the one asked for, else the one the letter gives, else null. */
export type SingleCoordinateParse = { ok: true; value: number; axis: Axis | null; format: CoordinateFormat } | CoordinateFailure;
export type VerbatimCoordinates =
  | { kind: 'empty' }
  | { kind: 'point'; lat: number; lon: number; format: CoordinateFormat; latText: string; lonText: string }
  | { kind: 'error'; code: typeof COORD_BAD_FORMAT; error: CoordinateError };

type Letter = 'N' | 'S' | 'E' | 'W';
/** K and D: north and east in Turkish, east and south in Hungarian. */
type AmbiguousLetter = 'K' | 'D';
type Unit = 'deg' | 'min' | 'sec';

type Token = { text: string } & (
  | { type: 'number'; value: number; integer: boolean }
  | { type: 'unit'; unit: Unit }
  | { type: 'letter'; letter: Letter | AmbiguousLetter }
  | { type: 'sign'; negative: boolean }
  | { type: 'separator' }
);

class ParseError extends Error {
  constructor(readonly error: CoordinateError) {
    super(error);
  }
}

function fail(error: CoordinateError = 'Could not parse string'): never {
  throw new ParseError(error);
}

function attempt<T extends { ok: true }>(parse: () => T): T | CoordinateFailure {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, error: error.error };
    throw error;
  }
}

/** A word not inside a longer word (the letters of any script count). */
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'giu');

/** Hemispheres written out, in our four languages. */
const HEMISPHERE_WORDS: readonly [RegExp, Letter][] = [
  [word('north(?:ern)?|nord|kuzey|északi?'), 'N'],
  [word('south(?:ern)?|sud|güney|guney|déli?'), 'S'],
  [word('east(?:ern)?|est|doğu|dogu|keleti?'), 'E'],
  [word('west(?:ern)?|vest|batı|bati|nyugati?'), 'W'],
];
/** The Hungarian abbreviations: é. sz. (északi szélesség), d. sz., k. h. (keleti hosszúság), ny. h. */
const HUNGARIAN_ABBREVIATION = /(?<!\p{L})(é|d|k|ny)\s*\.\s*(sz|h)\s*\.?(?!\p{L})/giu;
const HUNGARIAN_ABBREVIATIONS: Record<string, Letter> = { ész: 'N', dsz: 'S', kh: 'E', nyh: 'W' };

/** Compact GPS numbers (DDMM.mm, DDDMM.mm, DDMMSS.s, DDDMMSS.s), written out with units. */
function expandCompact(digits: string, fraction = ''): string {
  const degreeDigits = digits.length - (digits.length >= 6 ? 4 : 2);
  const [degrees, minutes, seconds] = [digits.slice(0, degreeDigits), digits.slice(degreeDigits, degreeDigits + 2), digits.slice(degreeDigits + 2)];
  return seconds ? `${degrees}°${minutes}'${seconds}${fraction}"` : `${degrees}°${minutes}${fraction}'`;
}

const HEMISPHERE = String.raw`(?:ny|[NSEWÉDKGBV])(?!\p{L})`;

/** One spelling per symbol: degree °, minute ', second ", minus -, decimal point '.', hemispheres as letters. */
function normalise(text: string, decimalComma: boolean): string {
  let normalised = text
    .trim()
    .replace(HUNGARIAN_ABBREVIATION, (abbreviation, hemisphere: string, kind: string) => {
      const letter = HUNGARIAN_ABBREVIATIONS[`${hemisphere}${kind}`.toLowerCase()];
      return letter ? ` ${letter} ` : abbreviation;
    })
    // NMEA sentence fields: 4729.1670,N,01902.8330,E
    .replace(/(\d{4,5}\.\d+),([NS]),(\d{4,5}\.\d+),([EW])/gi, '$1$2 $3$4')
    .replace(/[˚º]/g, '°')
    .replace(/[′’‘´`'][′’‘´`']|[″”“]/g, '"')
    .replace(/[′’‘´`]/g, "'")
    .replace(/[−–]/g, '-');
  for (const [pattern, letter] of HEMISPHERE_WORDS) normalised = normalised.replace(pattern, ` ${letter} `);
  if (decimalComma) normalised = normalised.replace(/(?<=\d),(?=\d)/g, '.');
  return (
    normalised
      // units as letters or words, right after their number
      .replace(/(?<=\d)(?:\s*(?:degrees?|deg)|d)(?!\p{L})/giu, '°')
      // a lone s is seconds only in the d-m-s notation; elsewhere it is south
      .replace(/(?<=°\s*\d+\s*m\s*\d+(?:\.\d+)?)\s*s(?=(?:ny|[NSEWÉDKGBV])?(?!\p{L}))/gu, '"')
      .replace(/(?<=°\s*\d+(?:\.\d+)?)\s*(?:minutes?|mins?|m)(?!\p{L})/giu, "'")
      .replace(/(?<='\s*\d+(?:\.\d+)?)\s*(?:seconds?|secs?)(?!\p{L})/giu, '"')
      // colons and dots between degrees, minutes and seconds
      .replace(/(?<![\d.:])(\d{1,3}):(\d{1,2}(?:\.\d+)?)(?::(\d{1,2}(?:\.\d+)?))?(?![\d.:])/g, (_, d: string, m: string, s?: string) =>
        s === undefined ? `${d}°${m}'` : `${d}°${m}'${s}"`,
      )
      .replace(/(?<![\d.])(\d{1,3})\.(\d{2})\.(\d{2}(?:\.\d+)?)(?![\d.])/g, `$1°$2'$3"`)
      // compact GPS numbers, only next to their hemisphere
      .replace(new RegExp(String.raw`(?<![\d.°'"])(\d{4,7})(\.\d+)?(?![\d.°'"])(?=\s*${HEMISPHERE})`, 'giu'), (_, digits: string, fraction?: string) =>
        expandCompact(digits, fraction),
      )
      .replace(new RegExp(String.raw`(?<=${HEMISPHERE}\s*[+-]?)(\d{4,7})(\.\d+)?(?![\d.°'"])`, 'giu'), (_, digits: string, fraction?: string) =>
        expandCompact(digits, fraction),
      )
  );
}

/** Whether a comma between digits is a decimal comma in a pair: not when it is the only possible separator. */
function pairHasDecimalCommas(text: string): boolean {
  return /[\s;]/.test(text.trim()) || text.split(',').length > 2;
}

const LETTERS: Record<string, Letter | AmbiguousLetter> = { N: 'N', S: 'S', E: 'E', W: 'W', É: 'N', NY: 'W', V: 'W', G: 'S', B: 'W', K: 'K', D: 'D' };
const LETTER_AXIS: Record<Letter, Axis> = { N: 'lat', S: 'lat', E: 'lon', W: 'lon' };

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const [part] of text.matchAll(/\d+(?:\.\d+)?|[°'"]|ny|[NSEWÉDKGBV]|[+-]|[;,]|\s+|./giuy)) {
    if (/^\d/.test(part)) tokens.push({ text: part, type: 'number', value: Number(part), integer: !part.includes('.') });
    else if (part === '°') tokens.push({ text: part, type: 'unit', unit: 'deg' });
    else if (part === "'") tokens.push({ text: part, type: 'unit', unit: 'min' });
    else if (part === '"') tokens.push({ text: part, type: 'unit', unit: 'sec' });
    else if (LETTERS[part.toUpperCase()]) tokens.push({ text: part.toUpperCase(), type: 'letter', letter: LETTERS[part.toUpperCase()]! });
    else if (part === '+' || part === '-') tokens.push({ text: part, type: 'sign', negative: part === '-' });
    else if (part === ';' || part === ',') tokens.push({ text: part, type: 'separator' });
    // whitespace only separates numbers: "47 29 52.4" is one coordinate
    else if (!/^\s+$/.test(part)) fail();
  }
  return tokens;
}

const indexesOf = (tokens: Token[], type: Token['type']) => tokens.flatMap((token, i) => (token.type === type ? [i] : []));

/** Splits a pair before the token at `index` (and the sign in front of it). */
function cutBefore(tokens: Token[], index: number): [Token[], Token[]] {
  const start = tokens[index - 1]?.type === 'sign' ? index - 1 : index;
  return [tokens.slice(0, start), tokens.slice(start)];
}

/**
 * Two whole numbers with only a comma or a space between them: `47,19` may be 47.19, and `47 19`
 * may be 47°19'. A space before a number of 60 or more, or before a sign, leaves only the pair.
 */
function isAmbiguousPair(text: string): boolean {
  const spaced = /^[+-]?\d+\s+(\d+)$/.exec(text.trim());
  return /^[+-]?\d+,\d+$/.test(text.trim()) || (spaced !== null && Number(spaced[1]) < 60);
}

/** The tokens of each coordinate: cut at ';' or ',', else by the letters, else by the degree signs, else halve the numbers. */
function splitPair(tokens: Token[]): [Token[], Token[]] {
  const separators = indexesOf(tokens, 'separator');
  if (separators.length > 1) fail();
  if (separators[0] !== undefined) return [tokens.slice(0, separators[0]), tokens.slice(separators[0] + 1)];

  const letters = indexesOf(tokens, 'letter');
  if (letters.length > 0) {
    if (letters.length !== 2) fail();
    // N47 E19 splits at the second letter, 47N 19E after the first
    const [first, second] = letters as [number, number];
    return first === 0 ? [tokens.slice(0, second), tokens.slice(second)] : [tokens.slice(0, first + 1), tokens.slice(first + 1)];
  }

  const degrees = tokens.flatMap((token, i) => (token.type === 'unit' && token.unit === 'deg' ? [i] : []));
  if (degrees.length > 0) {
    if (degrees.length !== 2) fail();
    return cutBefore(tokens, degrees[1]! - 1);
  }

  // Bare numbers: 2 are decimal degrees, 4 degrees and minutes, 6 degrees, minutes and seconds.
  const numbers = indexesOf(tokens, 'number');
  if (numbers.length !== 2 && numbers.length !== 4 && numbers.length !== 6) fail();
  return cutBefore(tokens, numbers[numbers.length / 2]!);
}

const letterOf = (tokens: Token[]) => tokens.find((token) => token.type === 'letter')?.letter ?? null;

/**
 * What K and D mean in a pair: Hungarian when the other letter is Hungarian (É, Ny) or when D
 * comes first (a southern latitude, as Hungarian map services print it); Turkish when the other
 * letter is Turkish (G, B) or when K comes first (Kuzey, north).
 */
function resolvePairLetters(first: Token[], second: Token[], text: string): Record<AmbiguousLetter, Letter> {
  const hungarian = { K: 'E', D: 'S' } as const;
  const turkish = { K: 'N', D: 'E' } as const;
  if (/É|ny/i.test(text)) return hungarian;
  if (/[GB](?!\p{L})/u.test(text)) return turkish;
  const firstLetter = letterOf(first) ?? letterOf(second);
  return firstLetter === 'D' || (letterOf(first) === null && letterOf(second) === 'K') ? hungarian : turkish;
}

/** K and D for a value of a known axis: north or south for a latitude, east for a longitude. */
const AXIS_LETTERS: Record<Axis, Record<AmbiguousLetter, Letter>> = { lat: { K: 'N', D: 'S' }, lon: { K: 'E', D: 'E' } };

function resolveLetters(tokens: Token[], meaning: Record<AmbiguousLetter, Letter> | null): Token[] {
  return tokens.map((token) => {
    if (token.type !== 'letter' || (token.letter !== 'K' && token.letter !== 'D')) return token;
    if (!meaning) fail('Ambiguous coordinates');
    return { ...token, letter: meaning[token.letter] };
  });
}

interface Coordinate {
  value: number;
  axis: Axis | null;
  format: CoordinateFormat;
  text: string;
}

const FORMATS: readonly CoordinateFormat[] = ['decimal', 'dm', 'dms'];
const UNITS: readonly Unit[] = ['deg', 'min', 'sec'];

/** The coordinate's own text, symbols normalised: `47°29'10"N`. */
function textOf(tokens: Token[]): string {
  return tokens
    .map((token, i) => (token.type === 'number' && tokens[i - 1]?.type === 'number' ? ` ${token.text}` : token.text))
    .join('')
    .replace(/^([NSEW])(?=[\d+-])/, '$1 ');
}

/** Reads one coordinate: [letter] [sign] D [°] [M [']] [S ["]] [letter], only the last number with decimals. */
function readCoordinate(tokens: Token[]): Coordinate {
  let letter: Letter | null = null;
  let sign: boolean | null = null;
  const parts: { value: number; integer: boolean; unit: Unit | null }[] = [];
  for (const [i, token] of tokens.entries()) {
    if (token.type === 'letter') {
      if (letter !== null || (i !== 0 && i !== tokens.length - 1)) fail();
      if (token.letter === 'K' || token.letter === 'D') fail('Ambiguous coordinates');
      letter = token.letter;
    } else if (token.type === 'sign') {
      if (sign !== null || parts.length > 0) fail();
      sign = token.negative;
    } else if (token.type === 'number') {
      parts.push({ value: token.value, integer: token.integer, unit: null });
    } else if (token.type === 'unit') {
      const last = parts.at(-1);
      if (!last || last.unit !== null) fail();
      last.unit = token.unit;
    } else fail();
  }
  if (parts.length === 0 || parts.length > 3) fail();
  parts.forEach((part, i) => {
    if (part.unit !== null && part.unit !== UNITS[i]) fail();
    if (i < parts.length - 1 && !part.integer) fail();
  });
  const southOrWest = letter === 'S' || letter === 'W';
  // a sign and a hemisphere together must say the same
  if (sign !== null && letter !== null && sign !== southOrWest) fail();

  const [degrees, minutes = 0, seconds = 0] = parts.map((part) => part.value) as [number, number?, number?];
  if (degrees > 180) fail('Degrees out of range');
  if (minutes >= 60) fail('Minutes out of range');
  if (seconds >= 60) fail('Seconds out of range');
  const magnitude = degrees + minutes / 60 + seconds / 3600;
  const negative = sign === true || southOrWest;
  return {
    value: negative && magnitude > 0 ? -magnitude : magnitude,
    axis: letter === null ? null : LETTER_AXIS[letter],
    format: FORMATS[parts.length - 1]!,
    text: textOf(tokens),
  };
}

function checkRange(value: number, axis: Axis | null): void {
  if (Math.abs(value) > (axis === 'lat' ? 90 : 180)) fail('Degrees out of range');
}

/** Parses "lat lon" in any supported notation. format: the most detailed of the two. */
export function parseCoordinatePair(text: string): CoordinateParse {
  return attempt(() => {
    const normalised = normalise(text, pairHasDecimalCommas(text));
    const [firstTokens, secondTokens] = splitPair(tokenise(normalised));
    const meaning = resolvePairLetters(firstTokens, secondTokens, normalised);
    const [first, second] = [firstTokens, secondTokens].map((tokens) => readCoordinate(resolveLetters(tokens, meaning))) as [Coordinate, Coordinate];
    if (first.axis !== null && first.axis === second.axis) fail();
    const [lat, lon] = first.axis === 'lon' || second.axis === 'lat' ? [second, first] : [first, second];
    checkRange(lat.value, 'lat');
    checkRange(lon.value, 'lon');
    if (isAmbiguousPair(normalised)) fail('Ambiguous coordinates');
    const format = FORMATS[Math.max(FORMATS.indexOf(lat.format), FORMATS.indexOf(lon.format))]!;
    return { ok: true as const, lat: lat.value, lon: lon.value, format, latText: lat.text, lonText: lon.text };
  });
}

/** Parses one coordinate; when an axis is given, a hemisphere must fit it (a latitude marked E or W is refused). */
export function parseCoordinate(text: string, axis?: Axis): SingleCoordinateParse {
  return attempt(() => {
    const coordinate = readCoordinate(resolveLetters(tokenise(normalise(text, true)), axis ? AXIS_LETTERS[axis] : null));
    if (axis && coordinate.axis !== null && coordinate.axis !== axis) fail();
    const knownAxis = axis ?? coordinate.axis;
    checkRange(coordinate.value, knownAxis);
    return { ok: true as const, value: coordinate.value, axis: knownAxis, format: coordinate.format };
  });
}

/** The verbatim field of a form: empty (or only spaces) clears lat and lon, anything else must parse as a pair. */
export function parseVerbatimCoordinates(text: string | null | undefined): VerbatimCoordinates {
  if (!text?.trim()) return { kind: 'empty' };
  const parsed = parseCoordinatePair(text);
  if (!parsed.ok) return { kind: 'error', code: COORD_BAD_FORMAT, error: parsed.error };
  return { kind: 'point', lat: parsed.lat, lon: parsed.lon, format: parsed.format, latText: parsed.latText, lonText: parsed.lonText };
}

/**
 * Latitude and longitude typed apart, one per field; or, when only one field holds text, the whole
 * pair typed into it. Each field's hemisphere must fit its axis.
 */
export function parseVerbatimFields(latText: string | null | undefined, lonText: string | null | undefined): VerbatimCoordinates {
  const [lat, lon] = [latText?.trim() ?? '', lonText?.trim() ?? ''];
  if (!lat || !lon) return parseVerbatimCoordinates(lat || lon);
  const [latParse, lonParse] = [parseCoordinate(lat, 'lat'), parseCoordinate(lon, 'lon')];
  if (!latParse.ok) return { kind: 'error', code: COORD_BAD_FORMAT, error: latParse.error };
  if (!lonParse.ok) return { kind: 'error', code: COORD_BAD_FORMAT, error: lonParse.error };
  const format = FORMATS[Math.max(FORMATS.indexOf(latParse.format), FORMATS.indexOf(lonParse.format))]!;
  return { kind: 'point', lat: latParse.value, lon: lonParse.value, format, latText: lat, lonText: lon };
}

/**
 * A picked coordinate as the text stored for it: its shortest decimal text cut (never rounded) to
 * 11 characters, without trailing zeros: 47.497912345678 → '47.49791234', -0 → '0'.
 */
export function truncateCoordinate(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) > 180) throw new RangeError(`Not a coordinate: ${value}`);
  // String() writes values below 1e-6 in exponent notation; at that size toFixed adds no binary noise within 11 characters
  const text = Math.abs(value) < 1e-6 ? value.toFixed(20) : String(value);
  const cut = text.slice(0, 11);
  const trimmed = cut.includes('.') ? cut.replace(/\.?0+$/, '') : cut;
  return trimmed === '-0' ? '0' : trimmed;
}

/** Canonical DMS for display, to hundredths of a second: 47°29'52.44"N 19°02'24.72"E. */
export function formatDms(lat: number, lon: number): string {
  const format = (value: number, positive: Letter, negative: Letter) => {
    const hundredths = Math.round(Math.abs(value) * 360_000);
    const degrees = Math.floor(hundredths / 360_000);
    const minutes = Math.floor((hundredths % 360_000) / 6000);
    const seconds = (hundredths % 6000) / 100;
    const letter = value < 0 && hundredths > 0 ? negative : positive;
    return `${degrees}°${String(minutes).padStart(2, '0')}'${seconds.toFixed(2).padStart(5, '0')}"${letter}`;
  };
  return `${format(lat, 'N', 'S')} ${format(lon, 'E', 'W')}`;
}
