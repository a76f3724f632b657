import { iso1A2Code } from '@rapideditor/country-coder';
import { findCountry } from '@domain/geo/countries.ts';

/**
 * The country a point lies in, among the countries of the entry check; null at sea or outside
 * them. Borders come from country-coder (the iD/Rapid editors' offline borders, about 1:1 M),
 * fine enough to tell Esztergom from Štúrovo across the Danube. Server-only: the borders weigh
 * 700 kB, too much for the web bundle.
 */
export function countryAt(lat: number, lon: number): string | null {
  const code = iso1A2Code([lon, lat]);
  return code && findCountry(code) ? code : null;
}
