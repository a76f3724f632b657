/** Relay global ids of the server (`base64("Entity:12")`), for routes that carry numeric ids. */
export function entityGlobalId(recId: number | string): string {
  return btoa(`Entity:${recId}`);
}

/** A route's `id` as an entity's global id: numeric ids are encoded, global ones pass through. */
export function toEntityGlobalId(id: string): string {
  return /^\d+$/.test(id) ? entityGlobalId(id) : id;
}
