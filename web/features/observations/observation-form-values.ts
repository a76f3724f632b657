/**
 * The add/edit observation form's values without React: their shape and defaults, and what fills
 * them (a saved place, a picked point, a link, the country list).
 */
import { savedLicence } from '@domain/licences.ts';
import { truncateCoordinate } from '@domain/geo/coordinates.ts';
import { COUNTRIES, EUROPE_CODE, EUROPE_REGION, findCountry } from '@domain/geo/countries.ts';
import { type BasisOfRecord, type Licence, type LifeStage, LOCATION_SOURCES, type LocationSource, OBSERVATION_PRIVACY_KIND } from '@domain/observations/enums.ts';
import { defaultPrivacy } from '@domain/privacy.ts';

export type SpeciesChoice =
  | {
      kind: 'species';
      /** global id */
      id: string;
      recId: number;
      scientificName: string;
      commonName: string | null;
      thumbnailUrl: string | null;
    }
  | { kind: 'unidentified'; text: string };

/**
 * Where the coordinate text came from, with its two parts as they are to be stored. While the
 * field still shows `text`, saving sends the parts and the source (a picked point: MAP and
 * 11-character values); once the person edits the text, it is their typed text (TEXT).
 */
export interface CoordinateOrigin {
  source: LocationSource;
  lat: string;
  lon: string;
  text: string;
}

export interface ObservationFormValues {
  species: SpeciesChoice | null;
  country: string;
  region: string;
  closestSettlement: string;
  location: string;
  /** the one text field holding the pair */
  coordinates: string;
  origin: CoordinateOrigin | null;
  alt: string;
  accuracy: string;
  dateFrom: string;
  dateTo: string;
  timespot: string;
  individuals: string;
  lifeStage: LifeStage;
  notes: string;
  comment: string;
  basisOfRecord: BasisOfRecord;
  licence: Licence;
  privacy: number;
  sensitive: boolean;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Today on the device, in the calendar format of the spec (yyyy.mm.dd). */
export function todayText(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}.${pad(now.getMonth() + 1)}.${pad(now.getDate())}`;
}

/** A stored `YYYY-MM-DD` in the calendar format (yyyy.mm.dd); anything else as it is. */
export function dayText(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : iso;
}

export function newFormValues(settings: unknown, now: Date = new Date()): ObservationFormValues {
  return {
    species: null,
    country: EUROPE_CODE,
    region: '',
    closestSettlement: '',
    location: '',
    coordinates: '',
    origin: null,
    alt: '',
    accuracy: '',
    dateFrom: todayText(now),
    dateTo: '',
    timespot: '',
    individuals: '1',
    lifeStage: 'IMAGO',
    notes: '',
    comment: '',
    basisOfRecord: 'HUMAN_OBSERVATION',
    licence: savedLicence(settings),
    privacy: defaultPrivacy(settings, OBSERVATION_PRIVACY_KIND),
    sensitive: false,
  };
}

/** The place fields shared by a record, a saved place and a last used place. */
export interface PlaceFields {
  country: string;
  region?: string | null;
  closestSettlement?: string | null;
  location?: string | null;
  verbatimLat?: string | null;
  verbatimLon?: string | null;
  lat?: number | null;
  lon?: number | null;
  alt?: number | null;
  accuracy?: number | null;
  locationSource?: string | null;
}

const isSource = (value: string | null | undefined): value is LocationSource => (LOCATION_SOURCES as readonly string[]).includes(value ?? '');

/** The coordinate text of stored verbatim parts, and their origin (so an untouched field saves them unchanged). */
export function coordinatesOf(place: PlaceFields, source?: LocationSource): Pick<ObservationFormValues, 'coordinates' | 'origin'> {
  let lat = place.verbatimLat?.trim() ?? '';
  let lon = place.verbatimLon?.trim() ?? '';
  if (!lat && !lon && place.lat != null && place.lon != null) {
    lat = truncateCoordinate(place.lat);
    lon = truncateCoordinate(place.lon);
  }
  if (!lat && !lon) return { coordinates: '', origin: null };
  const text = [lat, lon].filter(Boolean).join(lat && lon && isDecimal(lat) && isDecimal(lon) ? ', ' : '; ');
  return { coordinates: text, origin: { source: source ?? (isSource(place.locationSource) ? place.locationSource : 'TEXT'), lat, lon, text } };
}

const isDecimal = (text: string) => /^-?\d+(\.\d+)?$/.test(text);

/** A picked or measured point as the field shows it: each value cut to 11 characters (recording §5). */
export function pointCoordinates(lat: number, lon: number, source: LocationSource): Pick<ObservationFormValues, 'coordinates' | 'origin'> {
  const latText = truncateCoordinate(lat);
  const lonText = truncateCoordinate(lon);
  const text = `${latText}, ${lonText}`;
  return { coordinates: text, origin: { source, lat: latText, lon: lonText, text } };
}

/** A stored country code as the select holds it; unknown codes become Europe. */
export function findCountryCode(code: string | null | undefined): string {
  return (code && findCountry(code)?.code) || EUROPE_CODE;
}

/** A saved or last used place copied into the form (its own source is kept only as SAVED). */
export function applyPlace(values: ObservationFormValues, place: PlaceFields): ObservationFormValues {
  return {
    ...values,
    country: findCountryCode(place.country),
    region: place.region ?? '',
    closestSettlement: place.closestSettlement ?? '',
    location: place.location ?? '',
    alt: place.alt == null ? '' : String(place.alt),
    accuracy: place.accuracy == null ? '' : String(place.accuracy),
    ...coordinatesOf(place, 'SAVED'),
  };
}

/** A number field: empty is null; a decimal comma is fine. */
export function numberOf(text: string): number | null | 'NaN' {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? value : 'NaN';
}

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Europe first, then the countries by their name in the UI language. Intl.DisplayNames reads 'EU'
 * as the European Union, so Europe is named by its UN M49 region code (150); browsers whose region
 * data lacks it (Chromium answers '150') get `europeName`, the catalog's word.
 */
export function countryOptions(locale: string, europeName: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const nameOf = (code: string, fallback: string) => {
    try {
      return names?.of(code) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const countries = COUNTRIES.map((country) => ({ code: country.code, name: nameOf(country.code, country.name) })).sort((a, b) => a.name.localeCompare(b.name, locale));
  const europe = nameOf(EUROPE_REGION, europeName);
  return [{ code: EUROPE_CODE, name: europe && europe !== EUROPE_REGION ? europe : europeName }, ...countries];
}

/** The map view that shows a country (or Europe): [west, south, east, north]. */
export function countryBox(code: string) {
  return findCountry(code)?.bbox ?? null;
}

/** `?lat=&lon=` of a link into the form or onto the map; null unless both are coordinates. */
export function pointParam(params: URLSearchParams): { lat: number; lon: number } | null {
  const number = (name: string) => {
    const text = params.get(name)?.trim();
    return text && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  };
  const lat = number('lat');
  const lon = number('lon');
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}
