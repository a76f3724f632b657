/** A route's record number (`/media/{rec_id}`, `?uploader=`), or null when it is not a positive whole number that fits an id. */
export function recIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const recId = Number(value);
  return recId > 0 && recId <= 2_147_483_647 ? recId : null;
}

/** A route's record number, or 0 where the route opens a new record (`/species/edit/0`); null for anything else. */
export function newOrRecIdParam(value: string | null | undefined): number | null {
  return value === '0' ? 0 : recIdParam(value);
}
