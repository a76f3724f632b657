import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { globalId } from './edit-route.ts';

/** The board's list unfiltered, filtered by one category, and with the filter cleared. */
function boardConnections(entityRecId: number, categories: readonly (string | null)[]): string[] {
  const entity = globalId('Entity', entityRecId);
  return [
    ConnectionHandler.getConnectionID(entity, 'EntityBoard_board'),
    ...categories.map((category) => ConnectionHandler.getConnectionID(entity, 'EntityBoard_board', { category })),
  ];
}

/** The home timeline's two lists (HomeTimeline.tsx: `filters: ["following"]`): everybody's and the followed. */
const homeTimeline = (following: boolean) => ConnectionHandler.getConnectionID(ROOT_ID, 'HomeTimeline_timeline', { following });
const BOARD_CATEGORIES = ['NOTE', 'NEWS', 'QUESTION', 'SUGGESTION', 'EVENT', 'ANNOUNCE', null];

/**
 * The lists a deleted post's timeline items leave (`@deleteEdge`): the home timeline and the board
 * of the entity the post was on (with and without a category filter).
 */
export function itemListConnections(entityRecId: number | null | undefined): string[] {
  return [homeTimeline(false), homeTimeline(true), ...(entityRecId ? boardConnections(entityRecId, BOARD_CATEGORIES) : [])];
}

export interface CreatedItemPlace {
  /** the author's entity: their own timeline shows the item */
  authorEntityId: number | null;
  /** the entity whose board the post is on */
  entityRecId: number | null | undefined;
  /** the post's type: the board's list filtered by it shows the item too */
  type: string;
}

/**
 * The lists a new post's timeline item goes on top of (`@prependNode`), one group per edge type:
 * the home timeline, the author's own timeline and the board it was posted on. Lists not loaded
 * yet are skipped and fetch it themselves.
 */
export function createdItemConnections(place: CreatedItemPlace) {
  return {
    home: [homeTimeline(false)],
    person: place.authorEntityId && !place.entityRecId ? [ConnectionHandler.getConnectionID(globalId('Entity', place.authorEntityId), 'PersonTimeline_timeline')] : [],
    board: place.entityRecId ? boardConnections(place.entityRecId, [place.type, null]) : [],
  };
}
