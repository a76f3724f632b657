/** A collection's global id from the route's number (or a global id given as is). */
export const collectionGlobalId = (id: string | number): string => (/^\d+$/.test(String(id)) ? btoa(`Collection:${id}`) : String(id));
