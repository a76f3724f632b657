import { useSyncExternalStore } from 'react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { ConnectionHandler } from 'relay-runtime';

/**
 * The catalogue lists the app has shown (one Relay connection per search and group), so a deleted
 * species leaves all of them, and a version that makes a shown list fetch again after a species
 * was added (its place in the systematic order is the server's to decide).
 */
const connections = new Set<string>();
let version = 0;
const listeners = new Set<() => void>();

export function registerSpeciesConnection(connectionId: string): void {
  connections.add(connectionId);
}

// Hand-written, not @deleteEdge: the lists' totalCount drops only where the species was, which the directive cannot tell.
export function removeSpeciesFromLists(store: RecordSourceSelectorProxy, speciesId: string): void {
  for (const connectionId of connections) {
    const connection = store.get(connectionId);
    if (!connection) continue;
    const before = connection.getLinkedRecords('edges')?.length ?? 0;
    ConnectionHandler.deleteNode(connection, speciesId);
    const after = connection.getLinkedRecords('edges')?.length ?? 0;
    const total = connection.getValue('totalCount');
    if (after < before && typeof total === 'number') connection.setValue(Math.max(0, total - (before - after)), 'totalCount');
  }
}

/** Shown lists fetch again (a species was created). */
export function speciesListsChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The refetch key of the shown lists. */
export function useSpeciesListVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}
