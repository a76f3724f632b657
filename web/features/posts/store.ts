import { ConnectionHandler, ROOT_ID, type RecordSourceSelectorProxy } from 'relay-runtime';
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
