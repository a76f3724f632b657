/** The server's message boxes (schema.graphql MessageBox), in the order the box tabs show them. */
export const BOXES = ['INBOX', 'OUTBOX', 'DRAFT', 'TRASH'] as const;
export type BoxName = (typeof BOXES)[number];

export function parseBox(value: string | null): BoxName {
  return (BOXES as readonly string[]).includes(value ?? '') ? (value as BoxName) : 'INBOX';
}

/** The server's Relay global id of an entity, for a route's id. */
export const entityGlobalId = (recId: string | number) => btoa(`Entity:${recId}`);

/** A route id as a record id, or null for anything else (the screen then shows "not found"). */
export function routeRecId(value: string | undefined | null): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export interface ComposeOptions {
  /** the message answered: the conversation continues */
  reply?: number;
  /** the message forwarded */
  forward?: number;
  /** the draft to go on with */
  draft?: number;
}

/** The compose screen `/message/send/{toEntityId}` with what it starts from. */
export function composeHref(toEntityId: number, options: ComposeOptions = {}): string {
  const search = new URLSearchParams(Object.entries(options).flatMap(([key, value]) => (value ? [[key, String(value)]] : [])));
  const query = search.toString();
  return `/message/send/${toEntityId}${query ? `?${query}` : ''}`;
}

export const conversationHref = (correspondentId: number) => `/message/board/${correspondentId}`;
export const messageHref = (recId: number) => `/message/${recId}`;
