/**
 * Coordinates as people type them (recording §5): decimal degrees, degrees and minutes, or degrees,
 * minutes and seconds, with N/S/E/W before or after each value or a sign, in any of the usual
 * symbol variants. Pure and isomorphic: the server validates with it and the web form gives live
 * feedback with it.
 *
 * Rules worth knowing:
 * - Minutes and seconds must be below 60: 47°60' is written 48°00'.
 * - Letters decide the axis (`19.04E 47.5N` is lat 47.5); without letters latitude comes first.
 * - A minus together with a letter (`-33.5S`) is refused as ambiguous rather than guessed.
 * - A comma between digits is a decimal comma (`47,4979; 19,0402`, `47,4979 19,0402`) unless it is
 *   the only thing that can separate the pair (`47.4979,19.0402`).
 */

/** The parser's errors, worded as the spec gives them. */
export type CoordinateError = 'Degrees out of range' | 'Minutes out of range' | 'Seconds out of range' | 'Could not parse string';

/** The form's error code for any coordinate the parser refuses; the CoordinateError says why. */
export const COORD_BAD_FORMAT = 'COORD_BAD_FORMAT';

export type CoordinateFormat = 'decimal' | 'dm' | 'dms';
export type Axis = 'lat' | 'lon';

export type CoordinateFailure = { ok: false; error: CoordinateError };
export type CoordinateParse = { ok: true; lat: number; lon: number; format: CoordinateFormat } | CoordinateFailure;
/** axis: the one asked for, else the one the letter gives, else null. */
export type SingleCoordinateParse = { ok: true; value: number; axis: Axis | null; format: CoordinateFormat } | CoordinateFailure;
export type VerbatimCoordinates =
  | { kind: 'empty' }
  | { kind: 'point'; lat: number; lon: number; format: CoordinateFormat }
  | { kind: 'error'; code: typeof COORD_BAD_FORMAT; error: CoordinateError };

type Letter = 'N' | 'S' | 'E' | 'W';
type Unit = 'deg' | 'min' | 'sec';

type Token =
  | { type: 'number'; value: number; integer: boolean }
  | { type: 'unit'; unit: Unit }
  | { type: 'letter'; letter: Letter }
  | { type: 'sign'; negative: boolean }
  | { type: 'separator' };

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

/** One spelling per symbol: degree °, minute ', second ", minus -, decimal point '.'. */
function normalise(text: string, decimalComma: boolean): string {
  const normalised = text
    .trim()
    .replace(/[˚º]/g, '°')
    .replace(/\s*(?:degrees?|deg|d)(?![a-z])/gi, '°')
    .replace(/[′’‘´`'][′’‘´`']|[″”“]/g, '"')
    .replace(/[′’‘´`]/g, "'")
    .replace(/[−–]/g, '-');
  return decimalComma ? normalised.replace(/(?<=\d),(?=\d)/g, '.') : normalised;
}

/** Whether a comma between digits is a decimal comma in a pair: not when it is the only possible separator. */
function pairHasDecimalCommas(text: string): boolean {
  return /[\s;]/.test(text.trim()) || text.split(',').length > 2;
}

const LETTER_AXIS: Record<Letter, Axis> = { N: 'lat', S: 'lat', E: 'lon', W: 'lon' };

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const [part] of text.matchAll(/\d+(?:\.\d+)?|[°'"]|[NSEW]|[+-]|[;,]|\s+|./giy)) {
    if (/^\d/.test(part)) tokens.push({ type: 'number', value: Number(part), integer: !part.includes('.') });
    else if (part === '°') tokens.push({ type: 'unit', unit: 'deg' });
    else if (part === "'") tokens.push({ type: 'unit', unit: 'min' });
    else if (part === '"') tokens.push({ type: 'unit', unit: 'sec' });
    else if (/^[NSEW]$/i.test(part)) tokens.push({ type: 'letter', letter: part.toUpperCase() as Letter });
    else if (part === '+' || part === '-') tokens.push({ type: 'sign', negative: part === '-' });
    else if (part === ';' || part === ',') tokens.push({ type: 'separator' });
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

interface Coordinate {
  value: number;
  axis: Axis | null;
  format: CoordinateFormat;
}

const FORMATS: readonly CoordinateFormat[] = ['decimal', 'dm', 'dms'];
const UNITS: readonly Unit[] = ['deg', 'min', 'sec'];

/** Reads one coordinate: [letter] [sign] D [°] [M [']] [S ["]] [letter], only the last number with decimals. */
function readCoordinate(tokens: Token[]): Coordinate {
  let letter: Letter | null = null;
  let sign: boolean | null = null;
  const parts: { value: number; integer: boolean; unit: Unit | null }[] = [];
  for (const [i, token] of tokens.entries()) {
    if (token.type === 'letter') {
      if (letter !== null || (i !== 0 && i !== tokens.length - 1)) fail();
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
  if (sign === true && letter !== null) fail();

  const [degrees, minutes = 0, seconds = 0] = parts.map((part) => part.value) as [number, number?, number?];
  if (degrees > 180) fail('Degrees out of range');
  if (minutes >= 60) fail('Minutes out of range');
  if (seconds >= 60) fail('Seconds out of range');
  const magnitude = degrees + minutes / 60 + seconds / 3600;
  const negative = sign === true || letter === 'S' || letter === 'W';
  return {
    value: negative && magnitude > 0 ? -magnitude : magnitude,
    axis: letter === null ? null : LETTER_AXIS[letter],
    format: FORMATS[parts.length - 1]!,
  };
}

function checkRange(value: number, axis: Axis | null): void {
  if (Math.abs(value) > (axis === 'lat' ? 90 : 180)) fail('Degrees out of range');
}

/** Parses "lat lon" in any supported notation. format: the most detailed of the two. */
export function parseCoordinatePair(text: string): CoordinateParse {
  return attempt(() => {
    const tokens = tokenise(normalise(text, pairHasDecimalCommas(text)));
    const [first, second] = splitPair(tokens).map(readCoordinate) as [Coordinate, Coordinate];
    if (first.axis !== null && first.axis === second.axis) fail();
    const [lat, lon] = first.axis === 'lon' || second.axis === 'lat' ? [second, first] : [first, second];
    checkRange(lat.value, 'lat');
    checkRange(lon.value, 'lon');
    const format = FORMATS[Math.max(FORMATS.indexOf(lat.format), FORMATS.indexOf(lon.format))]!;
    return { ok: true as const, lat: lat.value, lon: lon.value, format };
  });
}

/** Parses one coordinate; when an axis is given, a letter must fit it. */
export function parseCoordinate(text: string, axis?: Axis): SingleCoordinateParse {
  return attempt(() => {
    const coordinate = readCoordinate(tokenise(normalise(text, true)));
    if (axis && coordinate.axis !== null && coordinate.axis !== axis) fail();
    const knownAxis = axis ?? coordinate.axis;
    checkRange(coordinate.value, knownAxis);
    return { ok: true as const, value: coordinate.value, axis: knownAxis, format: coordinate.format };
  });
}

/** The verbatim field of a form: empty (or only spaces) clears lat and lon, anything else must parse. */
export function parseVerbatimCoordinates(text: string | null | undefined): VerbatimCoordinates {
  if (!text?.trim()) return { kind: 'empty' };
  const parsed = parseCoordinatePair(text);
  if (!parsed.ok) return { kind: 'error', code: COORD_BAD_FORMAT, error: parsed.error };
  return { kind: 'point', lat: parsed.lat, lon: parsed.lon, format: parsed.format };
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
