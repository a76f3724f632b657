import { ConnectionHandler, type RecordProxy, ROOT_ID, type RecordSourceSelectorProxy } from 'relay-runtime';
import { globalId } from './edit-route.ts';

/**
 * Takes deleted timeline items out of the lists that show them: the home timeline and the board
 * of the entity the post was on (with and without a category filter).
 */
export function removeItemsFromLists(store: RecordSourceSelectorProxy, itemIds: readonly string[], entityRecId: number | null | undefined): void {
  const connections = [];
  const root = store.get(ROOT_ID);
  if (root) connections.push(ConnectionHandler.getConnection(root, 'HomeTimeline_timeline'));
  const entity = entityRecId ? store.get(globalId('Entity', entityRecId)) : null;
  if (entity) {
    connections.push(ConnectionHandler.getConnection(entity, 'EntityBoard_board'));
    for (const category of ['NOTE', 'NEWS', 'QUESTION', 'SUGGESTION', 'EVENT', 'ANNOUNCE', null]) {
      connections.push(ConnectionHandler.getConnection(entity, 'EntityBoard_board', { category }));
    }
  }
  for (const connection of connections) {
    if (!connection) continue;
    for (const id of itemIds) ConnectionHandler.deleteNode(connection, id);
  }
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
 * Puts a new post's timeline item at the top of the lists already loaded that show it: the home
 * timeline, the author's own timeline and the board it was posted on, so it is there without a
 * reload. Lists not loaded yet fetch it themselves.
 */
export function prependItemToLists(store: RecordSourceSelectorProxy, itemId: string, place: CreatedItemPlace): void {
  const item = store.get(itemId);
  if (!item) return;
  // Each list with the schema's name of its edges.
  const lists: [RecordProxy | null | undefined, string][] = [];
  const root = store.get(ROOT_ID);
  if (root) lists.push([ConnectionHandler.getConnection(root, 'HomeTimeline_timeline'), 'QueryTimelineConnectionEdge']);
  const author = place.authorEntityId ? store.get(globalId('Entity', place.authorEntityId)) : null;
  if (author && !place.entityRecId) lists.push([ConnectionHandler.getConnection(author, 'PersonTimeline_timeline'), 'EntityTimelineConnectionEdge']);
  const entity = place.entityRecId ? store.get(globalId('Entity', place.entityRecId)) : null;
  if (entity) {
    lists.push([ConnectionHandler.getConnection(entity, 'EntityBoard_board'), 'EntityBoardConnectionEdge']);
    for (const category of [place.type, null]) {
      lists.push([ConnectionHandler.getConnection(entity, 'EntityBoard_board', { category }), 'EntityBoardConnectionEdge']);
    }
  }
  for (const [connection, edgeType] of lists) {
    if (!connection) continue;
    const present = (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === itemId);
    if (present) continue;
    ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, item, edgeType));
  }
}
