/**
 * The header's country filter (geofilter, recording §2): European countries as ISO 3166-1 alpha-2
 * codes, and "Europe" (no narrowing) as the default. One list for the community list, the
 * entity forms and, later, the recording area; the web app reads it through GraphQL.
 */
export const EUROPE = 'EU';
export const DEFAULT_GEO_FILTER = EUROPE;

export const EUROPEAN_COUNTRIES = [
  'AD', 'AL', 'AT', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR',
  'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT',
  'RO', 'RS', 'RU', 'SE', 'SI', 'SK', 'SM', 'TR', 'UA', 'VA', 'XK',
] as const;
export type CountryCode = (typeof EUROPEAN_COUNTRIES)[number];

export function isCountryCode(value: string): value is CountryCode {
  return (EUROPEAN_COUNTRIES as readonly string[]).includes(value);
}

/** The country a geo filter narrows to, or null for Europe (the default: every entity). */
export function geoFilterCountry(value: string | null | undefined): CountryCode | null {
  const code = value?.trim().toUpperCase();
  if (!code || code === EUROPE) return null;
  return isCountryCode(code) ? code : null;
}
