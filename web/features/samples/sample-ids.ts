/** A sample's global id (Relay node id) from its number, as the server's `Sample` node encodes it. */
export const sampleGlobalId = (recId: number): string => btoa(`Sample:${recId}`);
