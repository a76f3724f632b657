/** A route's numeric id, or null for anything else. */
export function routeRecId(id: string | undefined): number | null {
  const value = Number(id);
  return id && /^\d+$/.test(id) && Number.isSafeInteger(value) && value > 0 ? value : null;
}
