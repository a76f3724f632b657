/** A route's record number (`/media/{rec_id}`, `?uploader=`), or null when it is not a positive whole number that fits an id. */
export function recIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const recId = Number(value);
  return recId > 0 && recId <= 2_147_483_647 ? recId : null;
}
