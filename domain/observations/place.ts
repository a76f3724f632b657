/** The limits of a record's numeric fields (recording §3), as the server and the forms check them. */
export const NUMBER_LIMITS = {
  /** metres above sea level */
  alt: [-500, 9000],
  /** metres */
  accuracy: [0, 1_000_000],
  individuals: [1, 1_000_000],
} as const satisfies Record<string, readonly [min: number, max: number]>;

/** A time of day, hh:mm (recording §3 timespot). */
export const TIMESPOT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A saved place's name, its owner's locality name (recording §7 locality edit). */
export const LOCALITY_NAME_MAX = 100;
