import { type Licence, LICENCES } from './observations/enums.ts';

/**
 * The licences of records and media (recording §3: CC0, CC BY 4.0, CC BY-NC 4.0; the spec's custom
 * licence is for content only): the default of a new record or upload, the profile setting that
 * changes it, and each licence's URI as Darwin Core's `license` term wants it.
 */

/** A new record's or upload's licence when the observer has not chosen one. */
export const DEFAULT_LICENCE: Licence = 'CC_BY_4_0';

/** The profile setting (`User.settings`) holding the observer's default licence. */
export const LICENCE_SETTING = 'licence';

export const LICENCE_URIS: Record<Licence, string> = {
  CC0: 'http://creativecommons.org/publicdomain/zero/1.0/legalcode',
  CC_BY_4_0: 'http://creativecommons.org/licenses/by/4.0/legalcode',
  CC_BY_NC_4_0: 'http://creativecommons.org/licenses/by-nc/4.0/legalcode',
};

/** The licences' own names (not translated, except CC0's "public domain" which the web adds). */
export const LICENCE_NAMES: Record<Licence, string> = { CC0: 'CC0 1.0', CC_BY_4_0: 'CC BY 4.0', CC_BY_NC_4_0: 'CC BY-NC 4.0' };

export const isLicence = (value: unknown): value is Licence => typeof value === 'string' && (LICENCES as readonly string[]).includes(value);

/** The observer's default licence from their profile settings. */
export function savedLicence(settings: unknown): Licence {
  const value = settings && typeof settings === 'object' ? (settings as Record<string, unknown>)[LICENCE_SETTING] : undefined;
  return isLicence(value) ? value : DEFAULT_LICENCE;
}
